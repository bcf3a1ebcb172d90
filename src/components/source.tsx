import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation } from "../i18n/use-locale";
import { SourceLink } from "./external-link";

export type SourceProps = z.infer<typeof MDX_PROPS.Source>;

/** Where a statistic comes from, set small beneath it as a citation. */
export function Source({ publisher, title, year, url }: SourceProps) {
  const { t } = useTranslation();
  const name = <cite>{title}</cite>;
  return (
    <Line data-source="">
      {t("source.label")} {publisher}, {url ? <SourceLink href={url}>{name}</SourceLink> : name}
      {year ? `, ${year}` : ""}.
    </Line>
  );
}

/** The source line of the foundation's own impact figures: its records, and when they were counted. */
export function ImpactSource() {
  const { t, settings } = useTranslation();
  return <Line data-source="">{t("source.impact", { name: settings.organisation.name, asOf: settings.organisation.impactAsOf })}</Line>;
}

const Line = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
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
