import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { formatDate } from "../i18n/dates";
import type { Locale } from "../languages";
import { useTranslation, type Translator } from "../hooks/use-locale";
import { SourceLink } from "./external-link";
import { SampleNote } from "./sample-note";

export type SourceProps = z.infer<typeof MDX_PROPS.Source>;

/**
 * A source's authors in the page's language: surnames as the writer lists them ("Ahmad, Ormiston-Smith, Sasieni"),
 * joined as the language joins a list ("Ahmad, Ormiston-Smith and Sasieni", "… y Sasieni"), then "and colleagues"
 * ("y colaboradores") where the writer says there are more, so no English word joins a Spanish sentence.
 */
function authorsIn(authors: string, colleagues: boolean, locale: Locale, t: Translator["t"]): string {
  const names = authors
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const joined = new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
  return colleagues ? t("source.colleagues", { authors: joined }) : joined;
}

/** Where a statistic or claim comes from, set small beneath it as a citation, with the day it was last checked. */
export function Source({ publisher, title, year, url, authors, colleagues = false, checked }: SourceProps) {
  const { t, locale } = useTranslation();
  const name = <cite>{title}</cite>;
  const by = authors ? `${authorsIn(authors, colleagues, locale, t)}, ` : "";
  return (
    <Line data-source="" {...(checked && { "data-checked": checked })}>
      {t("source.label")} {by}
      {publisher}, {url ? <SourceLink href={url}>{name}</SourceLink> : name}
      {year ? `, ${year}` : ""}.{checked && ` ${t("source.checked", { date: formatDate(checked, locale) })}`}
    </Line>
  );
}

/**
 * The source line of the foundation's own impact figures: its records, and when they were counted. A sample figure
 * cites nothing (it was not counted from the records): it says only that it is a sample.
 */
export function ImpactSource({ sample = false }: { sample?: boolean }) {
  const { t, settings } = useTranslation();
  if (sample) return <SampleNote kind="figure" />;
  return <Line data-source="">{t("source.impact", { name: settings.organisation.name, asOf: settings.organisation.impactAsOf })}</Line>;
}

const Line = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};
  line-height: 1.4;
  color: inherit;
  cite {
    font-style: italic;
  }
  a {
    color: inherit;
  }
`;
