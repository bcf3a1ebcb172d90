import type { PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import type { PageContext } from "../plan/page-context";

/** An unknown English address (see components/not-found.tsx). */
export default function NotFoundPage({ pageContext }: PageProps<object, Pick<PageContext, "links" | "strings" | "preview">>) {
  return <NotFound locale="en" links={pageContext.links} strings={pageContext.strings} preview={pageContext.preview} />;
}
