import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormButton } from "../../src/components/form-button";
import { FORM_LOAD_TIMEOUT_MS } from "../../src/constants";
import { settings } from "../../src/settings";
import { renderInSite } from "../setup/render";

/*
 * Our part of the form dialog: what it shows and when it adds the vendor's script. What the browser's
 * modal <dialog> does (focus in, kept in and given back, Escape, the backdrop, the inert page, the scroll
 * lock) is checked in a real browser (__tests__/browser/chrome.spec.ts); jsdom has no modal dialogs, so
 * here showModal and close only do what our code relies on: set `open` and fire "close".
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const SCRIPT = `script[src="${settings.forms.embedScriptUrl}"]`;
const FORM = "advocacy" as const;
const TITLE = "Sign the Petition";

function renderOpener() {
  renderInSite(
    <FormButton form={FORM} title={TITLE}>
      {TITLE}
    </FormButton>,
  );
  return screen.getByRole("button", { name: TITLE });
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(renderOpener());
  return screen.findByRole("dialog", { name: TITLE });
}

describe("FormModal", () => {
  afterEach(() => {
    document.querySelectorAll("script").forEach((s) => s.remove());
    jest.useRealTimers();
  });

  it("adds no third-party script or frame before it opens", () => {
    renderOpener();
    expect(document.querySelector(SCRIPT)).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("opens a native dialog labelled by its title, with the form at its height, and focus on its first control", async () => {
    const dialog = await open(userEvent.setup());
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    const frame = dialog.querySelector("iframe")!;
    expect(frame).toHaveAttribute("title", `${TITLE} form`);
    expect(frame).toHaveAttribute("src", `${settings.forms.hostedFormUrl}${settings.forms.ids[FORM]}`);
    expect(frame).toHaveAttribute("height", "610");
    expect(frame.style.height).toBe("610px");
    // showModal() focuses the first focusable control: the close button must come first.
    expect(dialog.querySelector("button, a[href], iframe")).toBe(screen.getByRole("button", { name: `Close ${TITLE}` }));
  });

  it("closes on its close button and on a click on the backdrop, not on a click inside, and adds the script once", async () => {
    const user = userEvent.setup();
    const opener = renderOpener();
    for (let i = 0; i < 3; i++) {
      await user.click(opener);
      const dialog = await screen.findByRole("dialog", { name: TITLE });
      await user.click(screen.getByRole("heading", { name: TITLE }));
      expect(dialog).toBeInTheDocument();
      if (i % 2) await user.click(dialog);
      else await user.click(screen.getByRole("button", { name: `Close ${TITLE}` }));
      expect(screen.queryByRole("dialog")).toBeNull();
    }
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
  });

  it("shows a loading state, then the other ways to reach us when the script fails", async () => {
    const dialog = await open(userEvent.setup());
    expect(screen.getByRole("status")).toHaveTextContent("Loading the form");
    act(() => {
      document.querySelector(SCRIPT)!.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("The form is not loading right now");
    const newTab = screen.getByRole("link", { name: /Open the form in a new tab/ });
    expect(newTab).toHaveAttribute("href", `${settings.forms.hostedFormUrl}${settings.forms.ids[FORM]}`);
    expect(newTab).toHaveAttribute("rel", "noopener noreferrer");
    expect(dialog).toHaveTextContent(settings.contact.phone);
    expect(dialog).toHaveTextContent(settings.contact.email);
  });

  it("gives up waiting for a frame that never loads", async () => {
    jest.useFakeTimers();
    renderOpener();
    fireEvent.click(screen.getByRole("button", { name: TITLE }));
    await screen.findByRole("dialog");
    act(() => {
      jest.advanceTimersByTime(FORM_LOAD_TIMEOUT_MS + 1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("The form is not loading right now");
  });

  it("clears the loading state when the frame loads", async () => {
    const dialog = await open(userEvent.setup());
    fireEvent.load(dialog.querySelector("iframe")!);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
