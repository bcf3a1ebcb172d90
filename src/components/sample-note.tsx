import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";

/** What a sample is: a testimonial's invented words, a whole invented story, a page that tells an invented life, a figure not yet counted. */
export type SampleKind = "testimonial" | "story" | "page" | "figure";

/**
 * Says, where a visitor reads it, that the words beside it are a sample written for the preview: until the
 * foundation replaces them, nothing invented reads as real. A launch build refuses samples altogether.
 */
export function SampleNote({ kind, inline = false }: { kind: SampleKind; inline?: boolean }) {
  const { t } = useTranslation();
  // Inside a figcaption (a testimonial's), where no paragraph may stand, the note is a block-level span.
  return (
    <Note as={inline ? "span" : "p"} data-sample={kind}>
      {t(`sample.${kind}`)}
    </Note>
  );
}

const Note = styled.p`
  display: block;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 4px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-style: italic;
  line-height: 1.4;
  color: inherit;
`;
