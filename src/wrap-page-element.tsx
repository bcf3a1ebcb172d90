import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout";
import type { PageContext } from "./plan/page-context";

/** Puts every content page inside the Layout; pages outside content/ (the 404) stay bare. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as Partial<PageContext>;
  if (!context.route) return element;
  const { links, strings, preview } = context;
  if (!links || !strings)
    throw new Error(`The page context of ${context.route} has no links or strings: gatsby-node gives every content page them.`);
  return (
    <Layout
      path={context.route}
      solidHeader={context.solidHeader}
      translation={context.translation}
      links={links}
      strings={strings}
      preview={preview}
    >
      {element}
    </Layout>
  );
}
