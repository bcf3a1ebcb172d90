import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormButton } from "../../src/components/form-button";
import { FORM_LOAD_TIMEOUT_MS, FRAME_HEIGHTS } from "../../src/constants";
import { translate } from "../../src/i18n/strings";
import { settings } from "../../src/settings";
import { contentOf } from "../setup/content";
import { renderInSite } from "../setup/render";

/*
 * Our part of the form dialog, tested here and only here: what it shows, when it adds the vendor's script,
 * what it offers when the vendor fails, and that a click on the backdrop (the <dialog> itself) closes it.
 * jsdom has no modal dialogs, so showModal and close only do what our code relies on: set `open` and fire
 * "close"; what the browser's own modal does (focus kept in, the inert page) is the browser's.
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
/** A form button as a page places it: its form and title read from the committed MDX. */
const use = contentOf()
  .pages.filter((page) => page.locale === "en")
  .flatMap((page) => page.mdx.components)
  .find((c) => c.name === "FormButton" && c.props.get("form")?.kind === "text" && c.props.get("title")?.kind === "text")!;
const text = (prop: string) => {
  const value = use.props.get(prop);
  return value?.kind === "text" ? value.value : "";
};
const FORM = text("form") as keyof typeof FRAME_HEIGHTS;
const TITLE = text("title");
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("en", key, vars);

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
    expect(frame).toHaveAttribute("title", t("form.frame", { title: TITLE }));
    expect(frame).toHaveAttribute("src", `${settings.forms.hostedFormUrl}${settings.forms.ids[FORM]}`);
    expect(frame).toHaveAttribute("height", String(FRAME_HEIGHTS[FORM]));
    expect(frame.style.height).toBe(`${FRAME_HEIGHTS[FORM]}px`);
    // showModal() focuses the first focusable control: the close button must come first.
    expect(dialog.querySelector("button, a[href], iframe")).toBe(screen.getByRole("button", { name: t("form.close", { title: TITLE }) }));
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
      else await user.click(screen.getByRole("button", { name: t("form.close", { title: TITLE }) }));
      expect(screen.queryByRole("dialog")).toBeNull();
    }
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
  });

  it("shows a loading state, then the other ways to reach us when the script fails", async () => {
    const dialog = await open(userEvent.setup());
    expect(screen.getByRole("status")).toHaveTextContent(t("form.loading"));
    act(() => {
      document.querySelector(SCRIPT)!.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("status")).toHaveTextContent(t("form.failed"));
    const newTab = screen.getByRole("link", { name: new RegExp(t("form.openNewTab")) });
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
    expect(screen.getByRole("status")).toHaveTextContent(t("form.failed"));
  });

  it("clears the loading state when the frame loads", async () => {
    const dialog = await open(userEvent.setup());
    fireEvent.load(dialog.querySelector("iframe")!);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
