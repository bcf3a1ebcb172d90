import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormButton } from "../../src/components/form-button";
import { FORM_LOAD_TIMEOUT_MS } from "../../src/constants";
import { settings } from "../../src/settings";
import { renderInSite } from "../setup/render";

const SCRIPT = `script[src="${settings.forms.embedScriptUrl}"]`;

function renderOpener() {
  renderInSite(
    <>
      <button type="button">Before</button>
      <FormButton form="advocacy" title="Sign the Petition">
        Sign the Petition
      </FormButton>
    </>,
  );
  return screen.getByRole("button", { name: "Sign the Petition" });
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

  it("is a modal dialog labelled by its title, with the form at its height", async () => {
    const user = userEvent.setup();
    await user.click(renderOpener());
    const dialog = screen.getByRole("dialog", { name: "Sign the Petition" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const frame = dialog.querySelector("iframe")!;
    expect(frame).toHaveAttribute("title", "Sign the Petition form");
    expect(frame).toHaveAttribute("src", `${settings.forms.hostedFormUrl}${settings.forms.ids.advocacy}`);
    expect(frame).toHaveAttribute("height", "610");
    expect(frame.style.height).toBe("610px");
  });

  it("moves focus in, keeps Tab inside and returns focus to the opener on Escape", async () => {
    const user = userEvent.setup();
    const opener = renderOpener();
    await user.click(opener);
    const close = screen.getByRole("button", { name: "Close Sign the Petition" });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes on its close button and on a backdrop click, but not on a click inside", async () => {
    const user = userEvent.setup();
    const opener = renderOpener();
    await user.click(opener);
    await user.click(screen.getByRole("heading", { name: "Sign the Petition" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close Sign the Petition" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    fireEvent.mouseDown(screen.getByTestId("form-modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks page scroll and hides the page from assistive tech while open, and restores both", async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = "auto";
    const opener = renderOpener();
    const page = opener.closest("body > div") as HTMLElement;
    await user.click(opener);
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(page.inert).toBe(true);
    expect(page).toHaveAttribute("aria-hidden", "true");
    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("auto");
    expect(page.inert).toBe(false);
    expect(page).not.toHaveAttribute("aria-hidden");
  });

  it("adds the embed script once however often it opens", async () => {
    const user = userEvent.setup();
    const opener = renderOpener();
    for (let i = 0; i < 3; i++) {
      await user.click(opener);
      await user.keyboard("{Escape}");
    }
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
    expect(document.querySelectorAll("[data-form-modal-host]")).toHaveLength(0);
  });

  it("shows a loading state, then the other ways to reach us when the script fails", async () => {
    const user = userEvent.setup();
    await user.click(renderOpener());
    expect(screen.getByRole("status")).toHaveTextContent("Loading the form");
    act(() => {
      document.querySelector(SCRIPT)!.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("The form is not loading right now");
    const newTab = screen.getByRole("link", { name: /Open the form in a new tab/ });
    expect(newTab).toHaveAttribute("href", `${settings.forms.hostedFormUrl}${settings.forms.ids.advocacy}`);
    expect(newTab).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("dialog")).toHaveTextContent(settings.contact.phone);
    expect(screen.getByRole("dialog")).toHaveTextContent(settings.contact.email);
  });

  it("gives up waiting for a frame that never loads", () => {
    jest.useFakeTimers();
    renderOpener();
    fireEvent.click(screen.getByRole("button", { name: "Sign the Petition" }));
    act(() => {
      jest.advanceTimersByTime(FORM_LOAD_TIMEOUT_MS + 1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("The form is not loading right now");
  });

  it("clears the loading state when the frame loads", async () => {
    const user = userEvent.setup();
    await user.click(renderOpener());
    fireEvent.load(document.querySelector("iframe")!);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
