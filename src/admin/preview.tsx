import { evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useMemo, useRef, useState } from "react";
import * as runtime from "react/jsx-runtime";
import { StyleSheetManager } from "styled-components";
import PageTemplate from "../templates/page";
import type { PageContext, StoryContext } from "../plan/page-context";
import { previewContext, type PreviewSite } from "./preview-context";
import { settingsFile, settingsReader } from "../settings";
import { SettingsProvider } from "../hooks/use-locale";
import StoryTemplate from "../templates/story";
import { wrapPageElement } from "../wrap-page-element";
import { checkEntry, checkSettings, decapSlug, pageFile, pageSource, type SavedContent, savedText, storyFile, storySource } from "./checks";
import { collectionOf, folderOf, pictureTooSmall, STORIES_FOLDER, STORY_PICTURE_WIDTH } from "./config";
import { forWriter, settingName } from "./writer-words";
import { localeOf } from "../routes";
import { translationMessage } from "./translation-notice";
import { EnglishChanges, useTranslationStep } from "./translation-view";
import { announced } from "./saved-events";
import { changedLeaves, ENGLISH_STORY, ORIGINAL, STORY_FIELDS } from "./formats";
import { MDX_OPTIONS, readEditedFile, splitFrontmatter } from "./content-rules";
import type { PageEntry, StoryEntry } from "../content-reader/entry";

/** The parts of the props Decap gives a preview template that the previews use. */
type ImmutableMap = { toJS(): unknown; get(key: string): unknown };
export type PreviewProps = {
  entry: ImmutableMap;
  document: Document;
  getAsset: (path: string) => { toString(): string };
  getCollection: (name: string) => Promise<ImmutableMap[]>;
};

type Data = Record<string, unknown>;

/**
 * The pages and stories as saved, which links and anchors are checked against; read again each time an
 * entry opens or is saved.
 */
let saved: Promise<SavedContent> | undefined;
let readCollection: PreviewProps["getCollection"] | undefined;
export const forgetSaved = () => {
  saved = undefined;
};
const dataOf = (entry: ImmutableMap) => entry.get("data") as Data;
const loadSaved = (getCollection: PreviewProps["getCollection"]) =>
  (readCollection = getCollection) &&
  (saved ??= Promise.all(
    ["pages", "pages_es", "stories", "stories_es"].map((name) =>
      getCollection(name).then(
        (entries) => entries.map((entry) => ({ data: dataOf(entry), folder: folderOf(name) })),
        // A language with no pages or stories yet has no folder to read.
        () => [],
      ),
    ),
  )
    .then(([pages, pagesEs, stories, storiesEs]) => ({
      // Decap 3.6 hands over each entry's data only, not its path: a page is named by its route (in its
      // language's folder), a story by the file name the admin's build saw for its title (else the one Decap gives that title).
      entries: [
        ...[...pages, ...pagesEs].map(({ data, folder }) =>
          readEditedFile(
            ADMIN_PAGES[String(data.slug)] ?? `${folder}/saved page ${String(data.slug).replace(/\//g, " ")}.mdx`,
            savedText(data),
            knownImages(),
          ),
        ),
        ...[...stories, ...storiesEs].map(({ data, folder }) => {
          const title = String(data.title);
          const file = ADMIN_STORIES[title] ? `${STORIES_FOLDER}/${ADMIN_STORIES[title]}.mdx` : `${folder}/${decapSlug(title)}.mdx`;
          return readEditedFile(file, savedText(data, STORY_FIELDS), knownImages());
        }),
      ],
    }))
    .then(announced));
/** The saved content for a save's check, read again if a save cleared it; undefined if no preview has opened. */
export const savedForCheck = () => (readCollection ? loadSaved(readCollection) : undefined);
/** Each page's file by its frontmatter slug when the admin was built (src/pipeline/editor-bundle.ts): Decap gives a saved page's data, not its path. */
declare const ADMIN_PAGES: Record<string, string>;
/** The path of each story under content/stories/ when the admin was built (es/… for a Spanish one), by its title. */
declare const ADMIN_STORIES: Record<string, string>;

/** The saved content, loaded when an entry's preview opens. */
function useSaved(getCollection: PreviewProps["getCollection"]) {
  const [content, setContent] = useState<SavedContent>();
  useEffect(() => {
    forgetSaved();
    loadSaved(getCollection).then(setContent, () => setContent({ entries: [] }));
  }, [getCollection]);
  return content;
}

/** Image names the checks accept: those in content/images/ when the admin was built, and any uploaded since. */
export const knownImages = (uploaded: string[] = []) => new Set([...ADMIN_IMAGES, ...uploaded]);
declare const ADMIN_IMAGES: string[];

/** The pixel size of each picture uploaded while editing an entry, by file name, read by the browser from the upload. */
async function uploadedSizes(entry: { get(key: string): unknown }): Promise<Map<string, { width: number; height: number }>> {
  const files = (
    ((entry.get("mediaFiles") as ImmutableMap | undefined)?.toJS() ?? []) as { path?: string; file?: Blob; url?: string }[]
  ).filter((media) => media.path && (media.file || media.url));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const media of files) {
    try {
      const blob = media.file ?? (await (await fetch(media.url!)).blob());
      const bitmap = await createImageBitmap(blob);
      sizes.set(media.path!.replace(/^.*\//, ""), { width: bitmap.width, height: bitmap.height });
      bitmap.close();
    } catch {
      // Not a picture the browser can open: the build's checks speak of it.
    }
  }
  return sizes;
}

/** What a story's picture, uploaded now, says if it is narrower than a story's picture must be; undefined if it is wide enough. */
export async function storyPictureMessage(entry: { get(key: string): unknown }, image: unknown): Promise<string | undefined> {
  if (typeof image !== "string") return undefined;
  const size = (await uploadedSizes(entry)).get(image);
  return size && size.width < STORY_PICTURE_WIDTH ? pictureTooSmall(image, size.width, size.height) : undefined;
}

/** The same, for the preview: measured again only when the picture or the uploads change, not on every keystroke. */
function useStoryPictureMessage(entry: ImmutableMap, image: unknown): string | undefined {
  const [message, setMessage] = useState<string>();
  const latest = useRef(entry);
  latest.current = entry;
  const uploads = uploadedImages(entry).join("\u0000");
  useEffect(() => {
    let current = true;
    void storyPictureMessage(latest.current, image).then((next) => current && setMessage(next));
    return () => {
      current = false;
    };
  }, [image, uploads]);
  return message;
}

/** The pictures uploaded while editing an entry (Decap saves them with it), by file name. */
export const uploadedImages = (entry: { get(key: string): unknown }): string[] =>
  (((entry.get("mediaFiles") as ImmutableMap | undefined)?.toJS() ?? []) as { path?: string }[])
    .map(({ path = "" }) => path.replace(/^.*\//, ""))
    .filter(Boolean);

/** A picture for the page template, as gatsby-plugin-image would describe it, from the editor's copy of the file. */
const imageData = (src: string): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 16,
  height: 9,
  images: { fallback: { src, srcSet: `${src} 1600w`, sizes: "100vw" }, sources: [] },
});

function Messages({ title, messages }: { title: string; messages: string[] }) {
  return (
    // Room on the right for the editor's own buttons over the preview (show and hide it, scroll together).
    <div
      role="alert"
      style={{ font: "16px/1.5 system-ui, sans-serif", padding: "1.5rem 4.5rem 1.5rem 1.5rem", color: "#7a1212", background: "#fff4f4" }}
    >
      <h1 style={{ fontSize: "1.25rem", margin: "0 0 0.75rem" }}>{title}</h1>
      <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
        {messages.map((message) => (
          <li key={message} style={{ marginBottom: "0.5rem" }}>
            {forWriter(message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shows what a component threw while rendering instead of an empty pane. */
class RenderErrors extends React.Component<{ children: React.ReactNode; resetKey: string }, { error?: string }> {
  state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }
  render() {
    return this.state.error ? <Messages title="The page cannot be shown" messages={[this.state.error]} /> : this.props.children;
  }
}

type Compiled = { body: string; Content?: React.ComponentType; error?: string };

/** Compiles the MDX as gatsby-plugin-mdx does (MDX 2, the components from the MDXProvider), a moment after typing stops. */
function useCompiled(body: string, file: string, lineOffset: number): Compiled {
  const [compiled, setCompiled] = useState<Compiled>({ body: "" });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      evaluate(body, { ...runtime, useMDXComponents, ...MDX_OPTIONS } as Parameters<typeof evaluate>[1])
        .then((module) => current && setCompiled({ body, Content: module.default }))
        .catch((error: { message: string; line?: number }) => {
          const where = error.line ? `${file}:${error.line + lineOffset}` : file;
          if (current) setCompiled({ body, error: `${where}: ${error.message}` });
        });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, file, lineOffset]);
  return compiled;
}

/**
 * The pictures a template's query would find, from the editor's copies of the files: those the editor has (a hero's
 * portrait crop is cut by the build, so the preview draws the hero's own picture on phones).
 */
const imageNodes = (names: string[], getAsset: PreviewProps["getAsset"], known: ReadonlySet<string>) =>
  names
    .filter((name) => known.has(name))
    .map((name) => ({ relativePath: name, childImageSharp: { gatsbyImageData: imageData(getAsset(name).toString()) } }));

/** What the preview's plan reads besides the saved entries: each file is its own id, a story's share picture is the editor's copy. */
const previewSite = (getAsset: PreviewProps["getAsset"], images: Set<string>): PreviewSite => ({
  images,
  settingsFile,
  now: Date.now(),
  facts: { idOf: (file) => file, shareImage: (story) => getAsset(story.frontmatter.image).toString() },
});

/** Before a new entry's fields are filled in: where its preview will appear, and no errors yet. */
function StartHere({ kind }: { kind: "page" | "story" }) {
  return (
    <p style={{ font: "16px/1.5 system-ui, sans-serif", padding: "1.5rem", margin: 0 }}>
      Fill in the fields on the left, and the {kind} appears here as visitors will see it. Anything the site cannot publish is listed here
      as you type, and again when you save.
    </p>
  );
}

/** A translation's notice: below the site's fixed header, in words, with the English sentences changed since. */
function TranslationNotice({ step }: { step: Parameters<typeof translationMessage>[0] }) {
  const message = translationMessage(step);
  if (!message) return null;
  return (
    <div
      role="status"
      data-translation-notice=""
      style={{
        font: "16px/1.5 system-ui, sans-serif",
        // Above the site's header, which sticks at the top below it (header.tsx).
        margin: 0,
        padding: "1rem 1.5rem",
        background: "#fff4d6",
        borderBottom: "2px solid #b7791f",
        color: "#1a1a1a",
      }}
    >
      <p style={{ margin: 0 }}>{message}</p>
      <EnglishChanges step={step} />
    </div>
  );
}

/** Renders a template's element inside the site's wrapper (Layout), with the site's styles in the preview's head. */
function SitePreview({
  element,
  pageContext,
  document,
  resetKey,
  step,
}: {
  element: React.ReactElement;
  pageContext: PageContext | StoryContext;
  document: Document;
  resetKey: string;
  step?: Parameters<typeof translationMessage>[0];
}) {
  return (
    <StyleSheetManager target={document.head}>
      <TranslationNotice step={step} />
      <RenderErrors resetKey={resetKey}>{wrapPageElement({ element, props: { pageContext } as never })}</RenderErrors>
    </StyleSheetManager>
  );
}

/** An entry being edited as the build would read it: its file, its text as the formats write it, its body and fields. */
export function editedEntry(entry: ImmutableMap) {
  const data = ((entry.get("data") as ImmutableMap | undefined)?.toJS() ?? {}) as Data;
  const collection = entry.get("collection");
  const path = entry.get("path") as string | undefined;
  const { story } = collectionOf(collection);
  const file = story
    ? // A new translated story is named from its English story's file (config.ts), a new English story from its title.
      storyFile(path, data[ENGLISH_STORY] || data.title, folderOf(collection))
    : pageFile(path, entry.get("slug") as string | undefined, folderOf(collection));
  const source = story ? storySource(file, data) : pageSource(file, data);
  const body = typeof data.body === "string" ? data.body : "";
  // The body's first line is this line of the file: messages count lines in the body, which is what the writer sees.
  const lineOffset = source.text.split("\n").length - body.split("\n").length;
  return { data, file, source, body, lineOffset, isNew: isNewEntry(entry) };
}

/** Whether an entry is new, not yet saved: it carries no text it was read from (without writing its file, as editedEntry does). */
export const isNewEntry = (entry: ImmutableMap) => typeof (entry.get("data") as ImmutableMap | undefined)?.get(ORIGINAL) !== "string";

/** The route an entry being edited will have (the englishVersion widget compares a translation by it). */
export const entryRoute = (entry: ImmutableMap): string | undefined => {
  const { file, source } = editedEntry(entry);
  return readEditedFile(file, source.text, knownImages()).route;
};

/**
 * What the preview lists for an entry: the checks' messages; on a new entry not yet saved, without those about fields
 * not filled in yet (a save still refuses them, naming each).
 */
const shownMessages = (messages: string[], isNew: boolean) =>
  isNew ? messages.filter((message) => !/ is (missing|empty)[;.]/.test(message)) : messages;

/** A page as the site shows it, with the site's own template, layout, components and styles, or what is wrong with it. */
export function PagePreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const { data, file, source, body, lineOffset, isNew } = editedEntry(entry);
  const saved = useSaved(getCollection);
  const compiled = useCompiled(body, file, lineOffset);
  // From the whole text, as the checks read it: one reading of the page for both.
  const known = knownImages(uploadedImages(entry));
  const page = readEditedFile(file, source.text, known);
  const step = useTranslationStep(page.route, data.englishVersion);
  const messages = shownMessages(saved ? checkEntry(source, data, saved, known) : [], isNew);
  // MDX's own message only where the checks (which explain the same mistake in words) found nothing.
  if (compiled.error && !messages.length) messages.push(compiled.error);
  if (messages.length) return <Messages title="This page needs fixing before it can be saved" messages={messages} />;
  if (isNew && !page.frontmatter) return <StartHere kind="page" />;
  if (!compiled.Content || !saved) return <p>Loading the preview…</p>;

  const { Content } = compiled;
  // The context the build would give the page, from the same builder, over the saved site with this page in it.
  const pageContext = previewContext(page as PageEntry, saved.entries, previewSite(getAsset, known));
  const pageData = {
    mdx: { frontmatter: { description: String(data.description ?? "") } },
    images: imageNodes(pageContext.images, getAsset, known),
  };
  const element = (
    <PageTemplate {...({ data: pageData, pageContext, children: <Content /> } as unknown as React.ComponentProps<typeof PageTemplate>)} />
  );
  return <SitePreview element={element} pageContext={pageContext} document={document} resetKey={compiled.body} step={step} />;
}

/** A story as the site shows it (its template: headline, dates, picture, event, body, share links, more stories), or what is wrong with it. */
export function StoryPreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const { data, file, source, body, lineOffset, isNew } = editedEntry(entry);
  const saved = useSaved(getCollection);
  const compiled = useCompiled(body, file, lineOffset);
  const images = knownImages(uploadedImages(entry));
  const read = readEditedFile(file, source.text, images) as StoryEntry;
  const step = useTranslationStep(read.route, data.englishVersion);
  const messages = shownMessages(saved ? checkEntry(source, data, saved, images) : [], isNew);
  const picture = useStoryPictureMessage(entry, data.image);
  if (picture) messages.push(picture);
  if (compiled.error && !messages.length) messages.push(compiled.error);
  if (messages.length) return <Messages title="This story needs fixing before it can be saved" messages={messages} />;
  if (isNew && !read.frontmatter) return <StartHere kind="story" />;
  if (!compiled.Content || !saved) return <p>Loading the preview…</p>;
  // The context the build would give the story (related stories, share picture, structured data), from the same builder.
  const pageContext = previewContext(read, saved.entries, previewSite(getAsset, images), data[ORIGINAL]);
  if (!pageContext) return <p>Loading the preview…</p>;
  const { Content } = compiled;
  const storyData = { images: imageNodes(pageContext.images, getAsset, images) };
  const element = (
    <StoryTemplate
      {...({ data: storyData, pageContext, children: <Content /> } as unknown as React.ComponentProps<typeof StoryTemplate>)}
    />
  );
  return <SitePreview element={element} pageContext={pageContext} document={document} resetKey={compiled.body} step={step} />;
}

/** Marks each changed value's text in the preview with the browser's highlight (no change to the page's elements). */
function useHighlighted(document: Document, texts: string[]) {
  const key = texts.join("\u0000");
  useEffect(() => {
    const view = document.defaultView as
      (Window & { CSS?: { highlights?: Map<string, unknown> }; Highlight?: new (...r: Range[]) => unknown }) | null;
    if (!view?.CSS?.highlights || !view.Highlight) return;
    const timer = setTimeout(() => {
      // The page's text as one string, each text node's start in it: a value may run across elements (the call
      // button sets the phone's digit groups apart), and a highlight's range may too.
      const nodes: { node: Node; start: number }[] = [];
      let all = "";
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node, start: all.length });
        all += node.textContent ?? "";
      }
      const pointAt = (offset: number, end = false) => {
        // The last text node that starts before the offset (at it, for a range's start).
        let i = 0;
        while (i + 1 < nodes.length && (end ? nodes[i + 1].start < offset : nodes[i + 1].start <= offset)) i++;
        return { node: nodes[i].node, offset: offset - nodes[i].start };
      };
      const ranges: Range[] = [];
      for (const text of texts)
        for (let at = all.indexOf(text); text && at >= 0; at = all.indexOf(text, at + text.length)) {
          const [start, end] = [pointAt(at), pointAt(at + text.length, true)];
          const range = document.createRange();
          range.setStart(start.node, start.offset);
          range.setEnd(end.node, end.offset);
          ranges.push(range);
        }
      view.CSS!.highlights!.set("changed-setting", new view.Highlight!(...ranges));
    }, 300);
    return () => clearTimeout(timer);
  }, [document, key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The settings as the build checks them, and where they show: a page that shows the phone (its call button), with the
 * site's header, contact block and footer, rendered with the values being edited, each changed value highlighted.
 */
export function SettingsPreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const data = (entry.get("data") as ImmutableMap).toJS() as Data;
  const { [ORIGINAL]: original, ...values } = data;
  const messages = checkSettings(data);
  const saved = useSaved(getCollection);
  const page = saved?.entries.find(
    (e): e is PageEntry => e.kind === "page" && localeOf(e.route) === "en" && e.mdx.components.some((use) => use.name === "CallButton"),
  );
  const compiled = useCompiled(page ? splitFrontmatter(page.text).body : "", page?.file ?? "", 0);
  const valuesKey = JSON.stringify(values);
  const reader = useMemo(() => settingsReader(JSON.parse(valuesKey)), [valuesKey]);
  const changes = typeof original === "string" ? changedLeaves(JSON.parse(original), values) : [];
  const shown = changes.flatMap(({ value }) => (typeof value === "string" && value.trim().length > 1 ? [value] : []));
  useHighlighted(document, shown);
  if (messages.length) return <Messages title="The settings need fixing before they can be saved" messages={messages} />;
  const summary = (
    <div style={{ font: "16px/1.5 system-ui, sans-serif", padding: "1rem 1.5rem", margin: 0, background: "#eef6ff" }}>
      <style>{"::highlight(changed-setting) { background-color: #ffe066; color: #111; }"}</style>
      <p style={{ margin: 0 }} data-settings-summary="">
        {changes.length
          ? "Your changes, highlighted in yellow where the site shows them below (the header, the page's call button and contact details, the footer):"
          : "The settings pass the site's checks. Below, a page as visitors see it with these settings: change a value to see where it appears."}
      </p>
      {changes.length > 0 && (
        <ul style={{ margin: "0.5rem 0 0", paddingLeft: "1.25rem" }}>
          {changes.map(({ path, value }) => (
            <li key={JSON.stringify(path)}>
              {settingName(path)}: {value === undefined ? "(removed)" : String(value)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  if (!saved || !page || !compiled.Content) return summary;
  const known = knownImages();
  const pageContext = previewContext(page, saved.entries, { ...previewSite(getAsset, known), settingsFile: JSON.parse(valuesKey) });
  const { Content } = compiled;
  const pageData = { mdx: { frontmatter: { description: "" } }, images: imageNodes(pageContext.images, getAsset, known) };
  const element = (
    <PageTemplate {...({ data: pageData, pageContext, children: <Content /> } as unknown as React.ComponentProps<typeof PageTemplate>)} />
  );
  return (
    <SettingsProvider value={reader}>
      {summary}
      <SitePreview element={element} pageContext={pageContext} document={document} resetKey={valuesKey} />
    </SettingsProvider>
  );
}
