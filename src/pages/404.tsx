import type { PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import type { SiteLinks } from "../constants";

/** An unknown English address (see components/not-found.tsx). */
export default function NotFoundPage({ pageContext }: PageProps<object, { links: SiteLinks }>) {
  return <NotFound locale="en" links={pageContext.links} />;
}
