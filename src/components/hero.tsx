import React from "react";
import styled from "styled-components";
import type { z } from "zod";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { DEFAULT_FOCUS, PORTRAIT_MEDIA, portraitOf } from "../mdx-schema/focus";
import { media } from "../theme/theme";
import { usePageData } from "../hooks/use-page-data";
import { ResponsiveImage } from "./responsive-image";
import { SampleNote } from "./sample-note";

export type HeroProps = z.infer<typeof MDX_PROPS.Hero> & { children?: React.ReactNode };

/** The top of a page: its h1 over a full-width image, loaded first because it is the largest paint. */
export function Hero({ title, image, alt = "", focus = DEFAULT_FOCUS, children }: HeroProps) {
  const page = usePageData();
  return (
    <Wrap data-bleed="">
      {image && <HeroImage name={image} alt={alt} focus={focus} />}
      <Content>
        <div>
          <h1>{title ?? page.title}</h1>
          {children}
          {page.sample && <SampleNote kind="page" />}
        </div>
      </Content>
    </Wrap>
  );
}

/**
 * The picture covers the hero's box, which is at least min(38rem, 88vh) tall however narrow the screen,
 * so the file is drawn at the larger of the screen's width and that height times the file's shape:
 * - upright phones get the portrait crop (3:5, src/mdx-schema/focus.ts): as a band across the screen under the
 *   header, its focus in view (close on the subject), the words below it, where the screen is tall enough
 *   (BAND_MEDIA); else behind the words, drawn at least 28rem wide (such a hero is 600 to 930 px tall);
 * - every other screen the 16:9 file, drawn at least 67.5rem wide (38rem at 16:9).
 * One file either way, fetched first. The focus places both, so the subject stays in view.
 */
function HeroImage({ name, alt, focus }: { name: string; alt: string; focus: string }) {
  const { images } = usePageData();
  const portrait = portraitOf(name, focus, new Set(Object.keys(images)));
  // The editor's preview has the picture alone, not the build's crop: it shows the 16:9 file.
  const narrow = images[portrait] ? { name: portrait, media: PORTRAIT_MEDIA, sizes: "max(100vw, 28rem)" } : undefined;
  return <Picture name={name} alt={alt} sizes="max(100vw, 67.5rem)" narrow={narrow} $focus={focus} priority />;
}

/**
 * Where the picture is a band above the words: an upright phone tall enough (most are 740 px and taller) to hold the
 * band and still show the hero's button in its first screen; a shorter one keeps the words over the picture.
 */
const BAND_MEDIA = `${PORTRAIT_MEDIA} and (min-height: 43.75em)`;

const Wrap = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  > * {
    grid-area: 1 / 1;
  }
  /* An upright phone: the picture as a band under the header, the words below it on navy, so the faces are seen. */
  @media ${BAND_MEDIA} {
    &:has(> picture) {
      padding-top: ${({ theme }) => theme.headerHeight};
      > * {
        grid-area: auto;
      }
    }
  }
`;

/** The picture fills the whole hero, however tall its text makes it; its subject stays in view. */
const Picture = styled(ResponsiveImage)<{ $focus: string }>`
  position: relative;
  overflow: hidden;
  @media ${BAND_MEDIA} {
    height: min(50vw, 20vh);
  }
  /* Most phones (800 px and taller): a deeper band, so a family is seen whole, not cut at the chin. */
  @media ${BAND_MEDIA} and (min-height: 50em) {
    height: min(64vw, 28vh);
  }
  img {
    position: absolute;
    inset: 0;
    height: 100%;
    object-fit: cover;
    object-position: ${({ $focus }) => $focus};
  }
`;

/** The hero's box: its words centred top to bottom over the picture. */
const Content = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: min(38rem, 88vh);
  /* On phones the first screen must hold the button: less air above, body-size text. */
  padding: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space.sm})
    max(${({ theme }) => theme.space.sm}, calc((100% - ${({ theme }) => theme.maxWidth}) / 2 + ${({ theme }) => theme.space.sm}))
    ${({ theme }) => theme.space.xl};
  /* Light enough to see the picture, dark enough for white text at AA (the hero test measures it). */
  background: rgba(5, 15, 28, 0.6);
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
  ${media.wide} {
    background: linear-gradient(90deg, rgba(5, 15, 28, 0.62) 0%, rgba(5, 15, 28, 0.5) 55%, rgba(5, 15, 28, 0.12) 100%);
  }
  /* Below the band: no scrim, no shadow, the hero's words at the top of their own box. */
  @media ${BAND_MEDIA} {
    section:has(> picture) > & {
      min-height: 0;
      padding-top: ${({ theme }) => theme.space.md};
      background: none;
      text-shadow: none;
    }
  }
  /* The narrowest phones: a smaller title, so a long one (or the fallback fonts' wider letters) keeps the button in the first screen. */
  @media (max-width: 359px) {
    h1 {
      font-size: 1.75rem;
    }
  }
  ${media.wide} {
    padding-top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space.lg});
    padding-bottom: ${({ theme }) => theme.space.xl};
    /* The hero's own words in the lead size; its source stays a footnote. */
    p:not([data-source]) {
      font-size: ${({ theme }) => theme.fontSizes.lead};
    }
  }
  a:not([class]) {
    color: ${({ theme }) => theme.colors.white};
  }
  /* The words, in block flow: each block as wide as its text, at most the measure; the buttons side by side in their row. */
  > div > * {
    width: fit-content;
    max-width: min(100%, 40rem);
  }
  > div > h1 {
    max-width: min(100%, 22ch);
  }
`;
