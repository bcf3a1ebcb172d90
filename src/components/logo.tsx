import styled from "styled-components";

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

/** The emblem and the name on one line: the short name on phones and mid-size screens, the full name where it fits. */
export function Logo({ name, shortName }: { name: string; shortName: string }) {
  return (
    <Wrap>
      <Emblem />
      <Full>{name}</Full>
      <Short>{shortName}</Short>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 600;
  font-size: 1.2rem;
  line-height: 1.1;
  white-space: nowrap;
  svg {
    flex: none;
  }
`;

export const WIDE_ENOUGH = "90em";

const Full = styled.span`
  @media (max-width: calc(${WIDE_ENOUGH} - 0.01em)) {
    display: none;
  }
`;

const Short = styled.span`
  @media (min-width: ${WIDE_ENOUGH}) {
    display: none;
  }
`;
