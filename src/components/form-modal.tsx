import { useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { FORM_LOAD_TIMEOUT_MS } from "../constants";
import { Email, Phone } from "./setting-values";
import { ExternalLink } from "./external-link";

export type FormModalProps = {
  /** The dialog's visible title, which also labels it. */
  title: string;
  /** The hosted form page shown in the frame. */
  src: string;
  /** The frame's height in pixels. */
  height: number;
  /** The vendor's form-embed script, added to the page once. */
  scriptSrc: string;
  onClose: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Adds the vendor's embed script to the page unless it is already there; reports a load failure. */
function useEmbedScript(src: string, onError: () => void) {
  useEffect(() => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    }
    if (script.dataset.failed === "true") onError();
    const failed = () => {
      script!.dataset.failed = "true";
      onError();
    };
    script.addEventListener("error", failed);
    return () => script!.removeEventListener("error", failed);
  }, [src, onError]);
}

/** Wraps Tab and Shift+Tab at the dialog's edges, and brings back focus that has strayed outside it. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Gives the dialog its own node at the end of <body>, locks page scroll and hides everything else from
 * keyboard and screen readers while it is open; on close, undoes both and returns focus to the opener.
 */
function useModalHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = document.createElement("div");
    el.dataset.formModalHost = "";
    document.body.appendChild(el);
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const hidden = Array.from(document.body.children).filter(
      (node): node is HTMLElement => node !== el && node instanceof HTMLElement && !node.inert && node.tagName !== "SCRIPT",
    );
    hidden.forEach((node) => {
      node.inert = true;
      node.setAttribute("aria-hidden", "true");
    });
    setHost(el);
    return () => {
      hidden.forEach((node) => {
        node.inert = false;
        node.removeAttribute("aria-hidden");
      });
      root.style.overflow = previousOverflow;
      el.remove();
      opener?.focus?.();
    };
  }, []);
  return host;
}

/**
 * The one dialog every form uses (WAI-ARIA dialog pattern): focus moves in on open, Tab stays
 * inside, Escape, the backdrop and the close button close it, and focus returns to the opener.
 */
export function FormModal({ title, src, height, scriptSrc, onClose }: FormModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const host = useModalHost();
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  const fail = useCallback(() => setStatus((s) => (s === "loaded" ? s : "failed")), []);

  useEmbedScript(scriptSrc, fail);

  useEffect(() => {
    if (host) closeRef.current?.focus();
  }, [host]);

  useEffect(() => {
    const timer = window.setTimeout(fail, FORM_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [fail]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab" && dialogRef.current) {
        keepTabInside(event, dialogRef.current);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  if (!host) return null;
  return createPortal(
    <Backdrop
      data-testid="form-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          <CloseButton ref={closeRef} type="button" onClick={onClose} aria-label={`Close ${title}`}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </DialogHeader>
        <FrameBox $height={height} aria-busy={status === "loading"}>
          <Status role="status">
            {status === "loading" && "Loading the form…"}
            {status === "failed" && "The form is not loading right now. Please use one of the options below."}
          </Status>
          <iframe
            src={src}
            title={`${title} form`}
            height={height}
            style={{ height: `${height}px` }}
            // Not a Tab stop until its page has loaded: focus inside a frame that is still loading is lost.
            tabIndex={status === "loading" ? -1 : undefined}
            onLoad={() => setStatus("loaded")}
          />
        </FrameBox>
        <Fallback $stressed={status === "failed"}>
          Trouble with the form? <ExternalLink href={src}>Open the form in a new tab</ExternalLink>, call <Phone /> or e-mail <Email />.
        </Fallback>
      </Dialog>
    </Backdrop>,
    host,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  background: rgba(0, 0, 0, 0.72);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Dialog = styled.div`
  width: min(100%, 40rem);
  margin: auto 0;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space.md};
  box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.4);
`;

const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    margin: 0.35rem 0 ${({ theme }) => theme.space.sm};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

const FrameBox = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radius};
  iframe {
    position: relative;
    display: block;
    width: 100%;
    border: 0;
  }
`;

const Status = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Fallback = styled.p<{ $stressed: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ $stressed }) => ($stressed ? 700 : 400)};
`;
