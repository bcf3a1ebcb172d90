import React from "react";
import { DEFAULT_LOCALE, type Locale } from "../languages";
import type { StringKey } from "../i18n/strings";
import { useTranslation } from "../hooks/use-locale";
import type { Settings } from "../settings";

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

/** The language an outside address is written in: one the settings list it under (linkLanguages), else English. */
function linkLanguage(href: string, languages: Settings["linkLanguages"]): Locale {
  const listed = Object.entries(languages).find(([, starts]) => starts?.some((start) => href.startsWith(start)));
  return (listed?.[0] as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * A link to a source (a statistic's study, a helpline's page): when the source is in another language than
 * the page, the link carries its hreflang and says so beside it, "(en inglés)", without the writer typing it.
 */
export function SourceLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t, locale, settings } = useTranslation();
  const language = linkLanguage(href, settings.linkLanguages);
  if (language === locale) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <>
      <ExternalLink href={href} hrefLang={language}>
        {children}
      </ExternalLink>{" "}
      ({t(`source.language.${language}` as StringKey)})
    </>
  );
}

/** Text for screen readers only; the site's search leaves it out of its index (a result never reads "(opens in a new tab)"). */
function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return (
    <span
      data-pagefind-ignore=""
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
