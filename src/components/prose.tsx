import { Link } from "gatsby";
import React from "react";
import { SourceLink } from "./external-link";

/** A "## " heading in MDX, anchored by its text (the build gives the id, see remarkAnchorIds) so the table of contents and readers can link to it. */
export function Heading2({ id, children }: { id?: string; children?: React.ReactNode }) {
  return <h2 id={id}>{children}</h2>;
}

/** A Markdown link: routes go through Gatsby; other sites are sources, opened in a new tab, their language named when it is not the page's. */
export function ProseLink({ href = "", children }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  if (/^https?:/.test(href)) return <SourceLink href={href}>{children}</SourceLink>;
  return <a href={href}>{children}</a>;
}
