import React from "react";
import { useTranslation } from "../i18n/use-locale";

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string };

/** A link that leaves the site: opens in a new tab, shares no opener or referrer, and says so to screen readers. */
export function ExternalLink({ children, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t("link.newTab")}</VisuallyHidden>
    </a>
  );
}

/** Text for screen readers only. */
function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return (
    <span
      style={{
        position: "absolute",
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
