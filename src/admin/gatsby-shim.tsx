import React from "react";
import { pageAddress } from "../routes";

/**
 * What the site's components use from "gatsby", for the admin bundle, which runs outside Gatsby:
 * a Link is a plain link to the route's address, as Gatsby writes it (the preview does not navigate), and page
 * queries do not run.
 */
type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: React.CSSProperties;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _c, activeStyle: _s, partiallyActive: _p, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={pageAddress(to)} {...rest}>
      {children}
    </a>
  );
});

export const graphql = (): null => null;

/** The preview leaves the admin's own head tags alone. */
export const Helmet = (): null => null;
