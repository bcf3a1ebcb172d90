import styled from "styled-components";
import { useTranslation } from "../i18n/use-locale";
import { ExternalLink } from "./external-link";
import { telHref } from "./setting-values";

/** The outside helplines from the settings: each one's name, a number to tap, when it answers and its site. */
export function Helplines() {
  const { t, settings } = useTranslation();
  return (
    <List>
      {settings.help.helplines.map((line) => (
        <li key={line.name}>
          <h3>{line.name}</h3>
          <p>
            {t("helpline.call")} <Number href={telHref(line.phone)}>{line.phone}</Number>, {line.hours}.
          </p>
          <p>
            <ExternalLink href={line.url}>{t("helpline.visit", { name: line.name })}</ExternalLink>
          </p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  li {
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

/** A phone number never breaks inside itself. */
const Number = styled.a`
  white-space: nowrap;
  font-weight: 700;
`;
