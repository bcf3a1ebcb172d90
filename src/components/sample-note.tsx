import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";
import { isSampleValue } from "../content-checks/sample-rules";

/** What a sample is: a testimonial's invented words, a whole invented story, a page that tells an invented life, a figure not yet counted, a passage of invented text. */
export type SampleKind = "testimonial" | "story" | "page" | "figure" | "text";

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

/**
 * A value from the settings as shown (its children, if any), then, where it is a sample by the launch check's rules
 * (a 555-01xx phone, an example.org address, an EIN of zeros), "(sample)", so no invented number reads as real.
 * Nothing is added once the value is real.
 */
export function SampleMark({ value, path = [], children }: { value: string; path?: string[]; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      {isSampleValue(value, path) && (
        <>
          {" "}
          <Mark data-sample-value={value}>{t("sample.mark")}</Mark>
        </>
      )}
    </>
  );
}

/** After an item in a list (the search page's list of every page and story) that is a sample: "(sample)". */
export function SampleTag() {
  const { t } = useTranslation();
  return (
    <>
      {" "}
      <Mark data-sample-item="">{t("sample.mark")}</Mark>
    </>
  );
}

const Mark = styled.small`
  font-size: 0.8em;
  font-style: italic;
  font-weight: 400;
  white-space: nowrap;
`;

/** A passage a writer marks as invented for the preview (`<Sample>…</Sample>`): its words, then the note saying so. */
export function Sample({ children }: { children?: React.ReactNode }) {
  return (
    <div data-sample-block="">
      {children}
      <SampleNote kind="text" />
    </div>
  );
}
