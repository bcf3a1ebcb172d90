import styled from "styled-components";
import { HEADER_BOX as B, rem } from "../theme/header-box";

/** The foundation's emblem: a sunrise with a cross-shaped ray over a mountain line. */
function Emblem({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f2a44" />
      <circle cx="32" cy="40" r="14" fill="#c9962b" />
      <rect x="29" y="8" width="6" height="26" rx="2" fill="#f4ede1" />
      <rect x="21" y="15" width="22" height="6" rx="2" fill="#f4ede1" />
      <path d="M4 50 L20 36 L30 44 L42 30 L60 50 L60 60 L4 60 Z" fill="#0a1d30" />
    </svg>
  );
}

/** The emblem and the name on one line; the header decides which name shows at a width (LogoFull, LogoShort). */
export function Logo({ name, shortName }: { name: string; shortName: string }) {
  return (
    <Wrap>
      <Emblem size={B.emblem * 16} />
      <LogoFull>{name}</LogoFull>
      <LogoShort>{shortName}</LogoShort>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${rem(B.logoGap)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 600;
  font-size: ${rem(B.logoText)};
  line-height: 1.1;
  white-space: nowrap;
  svg {
    flex: none;
    width: ${rem(B.emblem)};
    height: ${rem(B.emblem)};
  }
`;

export const LogoFull = styled.span``;
export const LogoShort = styled.span``;
