import { evaluate } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useState } from "react";
import * as runtime from "react/jsx-runtime";
import { StyleSheetManager } from "styled-components";
import PageTemplate from "../templates/page";
import { wrapPageElement } from "../wrap-page-element";
import { checkPage, checkSettings, pageFile, pageSource, savedSource } from "./checks";
import { type ContentSource, fillTokens, headingsOf, imageRefs, remarkAnchorIds } from "./schema";

/** The parts of the props Decap gives a preview template that the previews use. */
type ImmutableMap = { toJS(): unknown; get(key: string): unknown };
export type PreviewProps = {
  entry: ImmutableMap;
  document: Document;
  getAsset: (path: string) => { toString(): string };
  getCollection: (name: string) => Promise<ImmutableMap[]>;
};

type Data = Record<string, unknown>;

/** The pages as saved, which links and anchors are checked against; read again each time an entry opens or is saved. */
let savedPages: Promise<ContentSource[]> | undefined;
let readPages: PreviewProps["getCollection"] | undefined;
export const forgetSavedPages = () => {
  savedPages = undefined;
};
export const loadSavedPages = (getCollection: PreviewProps["getCollection"]) =>
  (readPages = getCollection) &&
  (savedPages ??= getCollection("pages").then((entries) =>
    // Decap 3.6 hands over each page's data only, not its path: name it by its route.
    entries.map((entry) => {
      const data = entry.get("data") as Data;
      return savedSource(`the saved page for ${String(data.slug)}`, data);
    }),
  ));
/** The saved pages for a save's check, read again if a save cleared them; undefined if no preview has opened. */
export const savedPagesForCheck = () => (readPages ? loadSavedPages(readPages) : undefined);

/** Image names the checks accept: those in content/images/ when the admin was built, and any uploaded since. */
export const knownImages = (uploaded: string[] = []) => new Set([...ADMIN_IMAGES, ...uploaded]);
declare const ADMIN_IMAGES: string[];

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
      evaluate(body, { ...runtime, useMDXComponents, remarkPlugins: [remarkAnchorIds] } as Parameters<typeof evaluate>[1])
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

/** A page as the site shows it, with the site's own template, layout, components and styles, or what is wrong with it. */
export function PagePreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const data = ((entry.get("data") as ImmutableMap | undefined)?.toJS() ?? {}) as Data;
  const file = pageFile(entry.get("path") as string | undefined, entry.get("slug") as string | undefined);
  const body = typeof data.body === "string" ? data.body : "";
  const source = pageSource(file, data);
  const [others, setOthers] = useState<ContentSource[]>();
  useEffect(() => {
    forgetSavedPages();
    loadSavedPages(getCollection).then(setOthers, () => setOthers([]));
  }, [getCollection]);

  const lineOffset = source.text.split("\n").length - body.split("\n").length;
  const compiled = useCompiled(body, file, lineOffset);
  // From the whole text, as the checks read it: one reading of the page for both.
  const images = imageRefs(source.text);
  const messages = others ? checkPage(source, data, others, knownImages()) : [];
  if (compiled.error) messages.push(compiled.error);
  if (messages.length) return <Messages title="This page needs fixing before it can be saved" messages={messages} />;
  if (!compiled.Content || !others) return <p>Loading the preview…</p>;

  const { Content } = compiled;
  const pageContext = {
    id: file,
    slug: source.slug,
    title: fillTokens(String(data.title ?? "")),
    images,
    toc: headingsOf(source.text),
    solidHeader: data.solidHeader === true,
  };
  const pageData = {
    mdx: { frontmatter: { description: String(data.description ?? "") } },
    allFile: {
      nodes: images.map((name) => ({ relativePath: name, childImageSharp: { gatsbyImageData: imageData(getAsset(name).toString()) } })),
    },
  };
  const element = (
    <PageTemplate {...({ data: pageData, pageContext, children: <Content /> } as unknown as React.ComponentProps<typeof PageTemplate>)} />
  );
  return (
    <StyleSheetManager target={document.head}>
      <RenderErrors resetKey={compiled.body}>{wrapPageElement({ element, props: { pageContext } as never })}</RenderErrors>
    </StyleSheetManager>
  );
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
