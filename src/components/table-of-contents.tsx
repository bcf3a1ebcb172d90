import styled from "styled-components";
import { usePageData } from "../hooks/use-page-data";
import { useTranslation } from "../hooks/use-locale";

/** A linked list of the page's "## " headings. */
export function TableOfContents() {
  const { toc } = usePageData();
  const { t } = useTranslation();
  return (
    <Nav aria-labelledby="toc-title" data-pagefind-ignore="">
      <h2 id="toc-title">{t("toc.title")}</h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;
