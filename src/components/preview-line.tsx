import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";

/**
 * The line at the top of every page of a preview build (a sample remains): first on the page, so a screen reader reads
 * it first, and above the header, which sticks below it until it scrolls away. A build with no sample left has none.
 */
export function PreviewLine() {
  const { t } = useTranslation();
  return <Line data-preview-line="">{t("preview.line")}</Line>;
}

const Line = styled.p`
  margin: 0;
  padding: 0.375rem ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.ink};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  text-wrap: balance;
`;
