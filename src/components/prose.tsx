import { Link } from "gatsby";
import React from "react";
import { headingId } from "../mdx-schema/anchors";
import { ExternalLink } from "./external-link";

/** The text inside React children: what readMdx reads as the heading's text. */
function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/** A "## " heading in MDX, anchored by its text so the table of contents and readers can link to it. */
export function Heading2({ children }: { children?: React.ReactNode }) {
  return <h2 id={headingId(textOf(children))}>{children}</h2>;
}

/** A Markdown link: routes go through Gatsby, other sites open in a new tab. */
export function ProseLink({ href = "", children }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  if (/^https?:/.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return <a href={href}>{children}</a>;
}
