import styled from "styled-components";
import { useImage } from "../hooks/use-page-data";

/** Another file for some screens (art direction): its own crop, srcset and `sizes`, chosen by a media query. */
type NarrowImage = { name: string; media: string; sizes: string };

export type ResponsiveImageProps = {
  /** A file name under content/images/. */
  name: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** A picture of its own for the screens its media query names (a hero's portrait crop on phones). */
  narrow?: NarrowImage;
  /** The page's first, largest image: fetched at once and first. Others load lazily. */
  priority?: boolean;
  className?: string;
};

// Full-width image data gives the aspect ratio (width 1); the attributes only need the ratio.
const BOX_WIDTH = 1600;
const boxOf = ({ width, height }: { width: number; height: number }) => ({
  width: BOX_WIDTH,
  height: Math.round((BOX_WIDTH * height) / width),
});

/**
 * An image as plain HTML: a srcset of WebP files from gatsby-plugin-image's data (and a <source> per further
 * format, should gatsby-config ask for one), width and height so its box is reserved, native lazy loading.
 * It needs no JavaScript to appear.
 * A narrow picture's sources come first, with their media query and their own width and height, so a
 * phone fetches only its crop and reserves that crop's box, and every other screen only the main file.
 */
export function ResponsiveImage({ name, alt, sizes, narrow, priority = false, className }: ResponsiveImageProps) {
  const image = useImage(name, sizes);
  const { images } = image;
  const box = boxOf(image);
  const phone = useImage(narrow?.name ?? name, narrow?.sizes ?? sizes);
  const phoneBox = boxOf(phone);
  return (
    <Picture className={className}>
      {narrow && (
        <>
          {phone.images.sources?.map((source) => (
            <source
              key={`narrow-${source.type}`}
              media={narrow.media}
              type={source.type}
              srcSet={source.srcSet}
              sizes={narrow.sizes}
              {...phoneBox}
            />
          ))}
          {phone.images.fallback?.srcSet && (
            <source media={narrow.media} srcSet={phone.images.fallback.srcSet} sizes={narrow.sizes} {...phoneBox} />
          )}
        </>
      )}
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={sizes}
        {...box}
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
