import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { FORM_LOAD_TIMEOUT_MS } from "../constants";
import { useTranslation } from "../hooks/use-locale";
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
  /** Called once the dialog has closed (Escape, the close button or the backdrop). */
  onClose: () => void;
};

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

/**
 * The one dialog every form uses: the browser's own modal <dialog>. showModal() puts it in the top
 * layer, makes the page inert, moves focus to its first control (the close button), closes it on
 * Escape and gives focus back to the opener; we add the backdrop click and Tab coming round. Loaded only when
 * a visitor opens a form (see form-modal-provider.tsx).
 */
export default function FormModal({ title, src, height, scriptSrc, onClose }: FormModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  const fail = useCallback(() => setStatus((s) => (s === "loaded" ? s : "failed")), []);
  const close = () => dialogRef.current?.close();
  /** Tab past either end comes round to the other, as the dialog pattern asks; browsers would let it leave for their toolbar. */
  const keepTabInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button, a[href], iframe")).filter((el) => el.tabIndex >= 0);
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (document.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };

  useEmbedScript(scriptSrc, fail);

  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(fail, FORM_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [fail]);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      // The dialog's box is filled by its content, so a click on the dialog itself is on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <Content>
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={close} aria-label={t("form.close", { title })}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </DialogHeader>
        <FrameBox $height={height} aria-busy={status === "loading"}>
          <Status role="status">
            {status === "loading" && t("form.loading")}
            {status === "failed" && t("form.failed")}
          </Status>
          <iframe
            src={src}
            title={t("form.frame", { title })}
            height={height}
            style={{ height: `${height}px` }}
            // Not a Tab stop until its page has loaded: focus inside a frame that is still loading is lost.
            tabIndex={status === "loading" ? -1 : undefined}
            onLoad={() => setStatus("loaded")}
          />
        </FrameBox>
        <Fallback $stressed={status === "failed"}>
          {t("form.trouble")} <ExternalLink href={src}>{t("form.openNewTab")}</ExternalLink>, {t("form.call")} <Phone /> {t("form.email")}{" "}
          <Email />.
        </Fallback>
      </Content>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(100% - 2 * ${({ theme }) => theme.space.sm}, 40rem);
  max-width: none;
  max-height: calc(100% - 2 * ${({ theme }) => theme.space.sm});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.4);
  overscroll-behavior: contain;
  &::backdrop {
    background: rgba(0, 0, 0, 0.72);
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.md};
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
