import type { PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import type { NavItem } from "../constants";

/** An unknown English address (see components/not-found.tsx). */
export default function NotFoundPage({ pageContext }: PageProps<object, { nav: NavItem[] }>) {
  return <NotFound locale="en" nav={pageContext.nav} />;
}
