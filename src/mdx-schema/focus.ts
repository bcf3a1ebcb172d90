/**
 * Where a picture's subject is, as a writer gives it on a Hero (`focus="72% 40%"`): across, then down, in
 * percent, read as CSS's object-position reads it. Phones show a hero's picture in a box taller than the
 * file, so they get a portrait crop of it (or the writer's own portrait file); the crop is cut at the same
 * percentages, so the crop and object-position together show what object-position alone showed on the
 * whole file, in a file of the phone's size. Pure: the build, the components and the checks share it.
 */

/** Two whole percentages, across then down. */
export const FOCUS_PATTERN = /^(100|[1-9]?\d)% (100|[1-9]?\d)%$/;

/** The site's heroes keep the headline calm on the left and their people right of centre (CONTENT.md, Images). */
export const DEFAULT_FOCUS = "72% 50%";

/**
 * The portrait crop's width over its height (3:5). A phone's hero is 0.35 to 0.7 times as wide as tall, so
 * the crop is drawn no more than 1.6 times the screen's width (a 16:9 file was drawn 2.5 to 4 times), and
 * on the widest phones only a little of its height is cut.
 */
export const PORTRAIT_ASPECT = 3 / 5;

/** Screens that get the portrait picture: phones held upright, where the hero is taller than wide. */
export const PORTRAIT_MEDIA = "(max-width: 39.99em) and (orientation: portrait)";

/** The focus as numbers from 0 to 1; the default when none is given. */
export function parseFocus(focus: string = DEFAULT_FOCUS): { x: number; y: number } {
  const match = FOCUS_PATTERN.exec(focus);
  if (!match) throw new Error(`focus "${focus}" is not two percentages such as "${DEFAULT_FOCUS}"`);
  return { x: Number(match[1]) / 100, y: Number(match[2]) / 100 };
}

const split = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
};

/** The writer's own portrait file beside a picture: hero-home.jpg → hero-home.portrait.jpg. */
export const ownPortrait = (name: string) => {
  const [base, ext] = split(name);
  return `${base}.portrait${ext}`;
};

/** The build's portrait crop of a picture at a focus (only across matters: the crop keeps the whole height). */
export const portraitCrop = (name: string, focus?: string) => {
  const [base, ext] = split(name);
  return `${base}.crop-${Math.round(parseFocus(focus).x * 100)}${ext}`;
};

/** The portrait file a hero uses: the writer's own when content/images/ has it, else the build's crop. */
export const portraitOf = (name: string, focus: string | undefined, images: ReadonlySet<string>) =>
  images.has(ownPortrait(name)) ? ownPortrait(name) : portraitCrop(name, focus);
