import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation, type Translator } from "../hooks/use-locale";
import { SampleNote } from "./sample-note";

export type TestimonialProps = z.infer<typeof MDX_PROPS.Testimonial> & { children: React.ReactNode };

/** Who says it, from the settings or the props. */
function speaker({ from, name, label }: Omit<TestimonialProps, "children" | "sample">, { t, settings }: Translator) {
  if (from === "survivor") return { name: settings.survivor.name, label: t("testimonial.survivor"), detail: settings.survivor.detail };
  if (from === "supporter") return { name: settings.supporter.name, label: settings.supporter.detail, detail: "" };
  if (from === "founder")
    return { name: settings.founder.firstName, label: t("testimonial.founder", { name: settings.organisation.name }), detail: "" };
  return { name: name ?? "", label: label ?? "", detail: "" };
}

/** A quotation from a person, with their name and who they are. */
export function Testimonial({ children, sample, ...who }: TestimonialProps) {
  const { name, label, detail } = speaker(who, useTranslation());
  return (
    <Figure>
      <blockquote>{children}</blockquote>
      <figcaption>
        <strong>{name}</strong>
        {label && <span>, {label}</span>}
        {detail && <span> ({detail})</span>}
        {sample && <SampleNote kind="testimonial" inline />}
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  max-width: 46rem;
  margin: ${({ theme }) => theme.space.lg} auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius};
  position: relative;
  &::before {
    content: "“";
    position: absolute;
    left: 0.6rem;
    top: 0.2rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 3.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.gold};
  }
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
