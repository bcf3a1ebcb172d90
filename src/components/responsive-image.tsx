import styled from "styled-components";
import { useImage } from "../hooks/use-page-data";

export type ResponsiveImageProps = {
  /** A file name under content/images/. */
  name: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** The page's first, largest image: fetched at once and first. Others load lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image as plain HTML: WebP sources with srcsets from gatsby-plugin-image's data,
 * width and height so its box is reserved, native lazy loading. It needs no JavaScript to appear.
 */
export function ResponsiveImage({ name, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const { images, width, height } = useImage(name, sizes);
  // Full-width image data gives the aspect ratio (width 1); the attributes only need the ratio.
  const boxWidth = 1600;
  const boxHeight = Math.round((boxWidth * height) / width);
  return (
    <Picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={sizes}
        width={boxWidth}
        height={boxHeight}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 passes the lower-case attribute through; the browser fetches this image first.
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </Picture>
  );
}

const Picture = styled.picture`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
