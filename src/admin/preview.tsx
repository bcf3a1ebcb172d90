import { evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useState } from "react";
import * as runtime from "react/jsx-runtime";
import { StyleSheetManager } from "styled-components";
import PageTemplate from "../templates/page";
import type { PageContext, StoryContext } from "../plan/page-context";
import { previewContext, type PreviewSite } from "./preview-context";
import { settingsFile } from "../settings";
import StoryTemplate from "../templates/story";
import { wrapPageElement } from "../wrap-page-element";
import {
  checkPage,
  checkSettings,
  checkStoryEntry,
  decapSlug,
  pageFile,
  pageSource,
  type SavedContent,
  savedText,
  storyFile,
  storySource,
} from "./checks";
import { folderOf, STORIES_FOLDER } from "./config";
import { translationNotice } from "./translation-notice";
import { ORIGINAL, STORY_FIELDS } from "./formats";
import { MDX_OPTIONS, readEditedFile } from "./content-rules";
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
  ).then(([pages, pagesEs, stories, storiesEs]) => ({
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
  })));
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
    <div role="alert" style={{ font: "16px/1.5 system-ui, sans-serif", padding: "1.5rem", color: "#7a1212", background: "#fff4f4" }}>
      <h1 style={{ fontSize: "1.25rem", margin: "0 0 0.75rem" }}>{title}</h1>
      <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
        {messages.map((message) => (
          <li key={message} style={{ marginBottom: "0.5rem" }}>
            {message}
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

/** Renders a template's element inside the site's wrapper (Layout), with the site's styles in the preview's head. */
function SitePreview({
  element,
  pageContext,
  document,
  resetKey,
  notice,
}: {
  element: React.ReactElement;
  pageContext: PageContext | StoryContext;
  document: Document;
  resetKey: string;
  notice?: string;
}) {
  return (
    <StyleSheetManager target={document.head}>
      {notice && (
        <p
          role="status"
          data-translation-notice=""
          style={{
            font: "16px/1.5 system-ui, sans-serif",
            margin: 0,
            padding: "1rem 1.5rem",
            background: "#fff4d6",
            borderBottom: "2px solid #b7791f",
            color: "#1a1a1a",
          }}
        >
          {notice}
        </p>
      )}
      <RenderErrors resetKey={resetKey}>{wrapPageElement({ element, props: { pageContext } as never })}</RenderErrors>
    </StyleSheetManager>
  );
}

/** A page as the site shows it, with the site's own template, layout, components and styles, or what is wrong with it. */
export function PagePreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const data = ((entry.get("data") as ImmutableMap | undefined)?.toJS() ?? {}) as Data;
  const file = pageFile(
    entry.get("path") as string | undefined,
    entry.get("slug") as string | undefined,
    folderOf(entry.get("collection")),
  );
  const body = typeof data.body === "string" ? data.body : "";
  const source = pageSource(file, data);
  const saved = useSaved(getCollection);

  const lineOffset = source.text.split("\n").length - body.split("\n").length;
  const compiled = useCompiled(body, file, lineOffset);
  // From the whole text, as the checks read it: one reading of the page for both.
  const known = knownImages(uploadedImages(entry));
  const page = readEditedFile(file, source.text, known);
  const messages = saved ? checkPage(source, data, saved, known) : [];
  if (compiled.error) messages.push(compiled.error);
  if (messages.length) return <Messages title="This page needs fixing before it can be saved" messages={messages} />;
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
  const notice = translationNotice(file, page.route, data.englishVersion);
  return <SitePreview element={element} pageContext={pageContext} document={document} resetKey={compiled.body} notice={notice} />;
}

/** A story as the site shows it (its template: headline, dates, picture, event, body, share links, more stories), or what is wrong with it. */
export function StoryPreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const data = ((entry.get("data") as ImmutableMap | undefined)?.toJS() ?? {}) as Data;
  const file = storyFile(entry.get("path") as string | undefined, data.title, folderOf(entry.get("collection")));
  const body = typeof data.body === "string" ? data.body : "";
  const source = storySource(file, data);
  const saved = useSaved(getCollection);

  const lineOffset = source.text.split("\n").length - body.split("\n").length;
  const compiled = useCompiled(body, file, lineOffset);
  const images = knownImages(uploadedImages(entry));
  const messages = saved ? checkStoryEntry(source, data, saved, images) : [];
  if (compiled.error) messages.push(compiled.error);
  if (messages.length) return <Messages title="This story needs fixing before it can be saved" messages={messages} />;
  if (!compiled.Content || !saved) return <p>Loading the preview…</p>;
  // The context the build would give the story (related stories, share picture, structured data), from the same builder.
  const read = readEditedFile(file, source.text, images) as StoryEntry;
  const pageContext = previewContext(read, saved.entries, previewSite(getAsset, images), data[ORIGINAL]);
  if (!pageContext) return <p>Loading the preview…</p>;
  const { Content } = compiled;
  const storyData = { images: imageNodes(pageContext.images, getAsset, images) };
  const element = (
    <StoryTemplate
      {...({ data: storyData, pageContext, children: <Content /> } as unknown as React.ComponentProps<typeof StoryTemplate>)}
    />
  );
  const notice = translationNotice(file, pageContext.route, data.englishVersion);
  return <SitePreview element={element} pageContext={pageContext} document={document} resetKey={compiled.body} notice={notice} />;
}

/** The settings as the build checks them. */
export function SettingsPreview({ entry }: Pick<PreviewProps, "entry">) {
  const messages = checkSettings((entry.get("data") as ImmutableMap).toJS() as Data);
  return messages.length ? (
    <Messages title="The settings need fixing before they can be saved" messages={messages} />
  ) : (
    <p style={{ font: "16px/1.5 system-ui, sans-serif", padding: "1.5rem" }}>The settings pass the site&apos;s checks.</p>
  );
}
