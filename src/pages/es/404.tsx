import type { PageProps } from "gatsby";
import { NotFound } from "../../components/not-found";
import type { SiteLinks } from "../../constants";

/** An unknown address under /es: the same page in Spanish (see components/not-found.tsx). */
export default function NotFoundPage({ pageContext }: PageProps<object, { links: SiteLinks }>) {
  return <NotFound locale="es" links={pageContext.links} />;
}
