import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout";
import type { PageContext } from "./templates/page-context";

/** Puts every content page inside the Layout; pages outside content/ (the 404) stay bare. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as Partial<PageContext>;
  if (!context.slug) return element;
  if (!context.links) throw new Error(`The page context of ${context.slug} has no links: gatsby-node gives every content page them.`);
  return (
    <Layout path={context.slug} solidHeader={context.solidHeader} translation={context.translation} links={context.links}>
      {element}
    </Layout>
  );
}
