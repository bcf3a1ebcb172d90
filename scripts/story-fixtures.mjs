// Stories made at test time (never committed): `npm test`'s launch-day copy replaces the sample stories with
// 25 of them, as the foundation will replace the samples with its own, and the bench builds with 25 and 200.
// Each is a valid story: dates spread over the months before `now`, every tag used, every fourth one an
// event (the first two still to come), names written as people write them (José, Zoë).
import { readdirSync } from "node:fs";
import { join } from "node:path";

const TAGS = ["Survivor stories", "News", "Events", "Advocacy"];
const NAMES = ["José", "Zoë", "Renée", "Walt", "Nguyễn", "Siobhán", "Ray", "Darnell"];
const DAY = 86_400_000;

const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
/** A Phoenix wall-clock time (UTC-7, all year) at `hour` on the day of `ms`. */
const phoenix = (ms, hour) => `${iso(ms)}T${String(hour).padStart(2, "0")}:00:00-07:00`;

/**
 * `count` story files as { name, text }, using pictures from `images` (file names in content/images/).
 * @param {number} count
 * @param {{ now?: number; images: string[] }} options
 * @returns {{ name: string; text: string }[]}
 */
export function generatedStories(count, { now = Date.now(), images }) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const name = NAMES[i % NAMES.length];
    const date = now - (n * 5 + 1) * DAY;
    const isEvent = i % 4 === 0;
    const tags = isEvent ? ["Events", "News"] : [TAGS[i % TAGS.length] === "Events" ? "News" : TAGS[i % TAGS.length]];
    // The first two events are still to come (in 10 and 40 days); the others have passed.
    const eventDay = i < 8 ? now + (10 + i * 15) * DAY : date + 3 * DAY;
    const event = isEvent
      ? [
          "event:",
          `  start: "${phoenix(eventDay, 9)}"`,
          `  end: "${phoenix(eventDay, 12)}"`,
          `  place: "Fellowship hall ${n}"`,
          `  address: "${100 + n} W Sample St, Phoenix, AZ 85003"`,
        ]
      : [];
    const text = [
      "---",
      `title: "Test story ${n}: ${name}'s week"`,
      `description: "Generated story number ${n} for the tests, about ${name}, with enough words to describe it."`,
      `date: "${iso(date)}"`,
      `author: "${name} Tester"`,
      `image: "${images[i % images.length]}"`,
      `alt: "Illustration number ${n}"`,
      `tags: [${tags.map((tag) => `"${tag}"`).join(", ")}]`,
      ...(i % 5 === 1 ? [`updated: "${iso(date + 2 * DAY)}"`] : []),
      ...event,
      "---",
      "",
      `This is generated story ${n}.`,
      "It exists only while the tests run.",
      "",
      "## What happened",
      "",
      `${name} read [how to get help](/get-help) and told a friend.`,
      "",
    ].join("\n");
    return { name: `test-story-${String(n).padStart(3, "0")}.mdx`, text };
  });
}

/** The pictures a checkout has, for the stories above. */
export const imagesIn = (/** @type {string} */ root) =>
  readdirSync(join(root, "content/images")).filter((name) => /\.(jpe?g|png)$/.test(name));
