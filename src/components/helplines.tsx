import styled from "styled-components";
import { formatDate } from "../i18n/dates";
import { useTranslation } from "../hooks/use-locale";
import { ExternalLink, SourceLink } from "./external-link";
import { telHref } from "./setting-values";
import { WIDE } from "./wide";
import { rowsFilled } from "./card";

/** The id of the helplines' list, which the note on the phone's languages links to. */
export const HELPLINES_ID = "helplines";

/**
 * The outside helplines from the settings: each one's name, a number to tap, when it answers (and how to
 * text it) as its official page says, the date that page was checked, a link to that page, and its site.
 */
export function Helplines() {
  const { t, locale, settings } = useTranslation();
  return (
    <List id={HELPLINES_ID}>
      {settings.help.helplines.map((line) => (
        <li key={line.name}>
          <h3>{line.name}</h3>
          <p>
            {t("helpline.call")} <Number href={telHref(line.phone)}>{line.phone}</Number>, {line.hours}.
          </p>
          {line.text && <p>{line.text}</p>}
          <p>
            <ExternalLink href={line.url}>{t("helpline.visit", { name: line.name })}</ExternalLink>
          </p>
          <Checked data-checked={line.checked}>
            {t("helpline.checked", { date: formatDate(line.checked, locale) })}{" "}
            <SourceLink href={line.source}>{t("helpline.sourceLink", { name: line.name })}</SourceLink>.
          </Checked>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul.attrs(WIDE)`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  ${rowsFilled}
  li {
    /* Every card on the row's line: no list spacing between items. */
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** When and where the facts above were checked, set small as a citation. */
const Checked = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  line-height: 1.4;
`;

/** A phone number never breaks inside itself. */
const Number = styled.a`
  white-space: nowrap;
  font-weight: 700;
`;
