import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation } from "../hooks/use-locale";
import { ButtonAnchor } from "./button";
import { phoneLanguage } from "./phone-languages";
import { SampleMark } from "./sample-note";
import { telHref } from "./setting-values";

export type CallButtonProps = z.infer<typeof MDX_PROPS.CallButton>;

/** A button that rings the foundation's phone (from the settings) with one tap, saying so when it is answered in the page's language. */
export function CallButton({ variant }: CallButtonProps) {
  const { t, locale, settings } = useTranslation();
  return (
    <Call href={telHref(settings.contact.phone)} $variant={variant}>
      <Number>
        <span>{t("call.label")}</span>{" "}
        {settings.contact.phone.split(" ").map((group, i) => (
          <React.Fragment key={i}>
            {i > 0 && " "}
            <span>{group}</span>
          </React.Fragment>
        ))}
        <SampleMark value={settings.contact.phone} />
      </Number>
      {phoneLanguage(locale, settings.contact.languages) === "answered" && <Speaks>{t("contact.answered")}</Speaks>}
    </Call>
  );
}

/** "Hablamos español", on a line of its own under the number. */
const Speaks = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 400;
`;

const Call = styled(ButtonAnchor)`
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
  /* "Call" and the number on one line, the language line under them; in large text, or on a screen too narrow for
     the whole number, the line breaks only between "Call" and the number's groups, never inside "555-0142". */
  flex-direction: column;
`;

const Number = styled.span`
  span {
    white-space: nowrap;
  }
`;
