import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkStory, storyLocale, storySlug } from "../../src/content-checks/story";
import type { Story } from "../../src/stories/plan";

/** Story files ({ file, text }) read as the build reads them; one the build's check refuses fails the test with its messages. */
export function readStories(files: { file: string; text: string }[], images: Iterable<string>): Story[] {
  const known = new Set(images);
  return files.map(({ file, text }) => {
    const { frontmatter, errors } = checkStory({ file, text }, known);
    if (!frontmatter) throw new Error(errors.join("\n"));
    return { slug: storySlug(file), file, locale: storyLocale(file), frontmatter };
  });
}

/** The stories of a checkout (`root`), with its pictures: none when it has no content/stories/. */
export function storiesIn(root: string): Story[] {
  const dir = join(root, "content/stories");
  const names = (existsSync(dir) ? readdirSync(dir) : []).filter((name) => name.endsWith(".mdx"));
  return readStories(
    names.map((name) => ({ file: name, text: readFileSync(join(dir, name), "utf8") })),
    readdirSync(join(root, "content/images")),
  );
}

/** The stories of a checkout in every language (content/stories/es/… are Spanish), each with its language. */
export function allStoriesIn(root: string): Story[] {
  const dir = join(root, "content/stories");
  const names = (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : []).filter((name) => name.endsWith(".mdx"));
  return readStories(
    names.map((name) => ({ file: `content/stories/${name.split("\\").join("/")}`, text: readFileSync(join(dir, name), "utf8") })),
    readdirSync(join(root, "content/images")),
  );
}
