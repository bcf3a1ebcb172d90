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

export function Logo({ name }: { name: string }) {
  return (
    <Wrap>
      <Emblem />
      <span>{name}</span>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.2rem;
  line-height: 1.1;
`;
