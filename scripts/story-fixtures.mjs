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
 * `count` story files as { name, text }, using pictures from `images`: file names in content/images/, taken in
 * turn, or a function giving the i-th story's own picture. With `words`, a body of about that many words under
 * four "## " headings (the bench's stories: `npm run bench:scale`) instead of the two short paragraphs. With
 * `locale: "es"`, the same stories in Spanish (the twins under content/stories/es/, same file names), each
 * recording `englishVersion(i)` when given.
 * @param {number} count
 * @param {{ now?: number; images: string[] | ((index: number) => string); words?: number; locale?: "en" | "es"; englishVersion?: (index: number) => string }} options
 * @returns {{ name: string; text: string }[]}
 */
export function generatedStories(count, { now = Date.now(), images, words, locale = "en", englishVersion }) {
  const imageOf = typeof images === "function" ? images : (/** @type {number} */ i) => images[i % images.length];
  const say = WORDS[locale];
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
          `  place: "${say.place(n)}"`,
          `  address: "${100 + n} W Sample St, Phoenix, AZ 85003"`,
        ]
      : [];
    const text = [
      "---",
      `title: "${say.title(n, name)}"`,
      `description: "${say.description(n, name)}"`,
      `date: "${iso(date)}"`,
      `author: "${name} Tester"`,
      `image: "${imageOf(i)}"`,
      `alt: "${say.alt(n)}"`,
      `tags: [${tags.map((tag) => `"${tag}"`).join(", ")}]`,
      ...(i % 5 === 1 ? [`updated: "${iso(date + 2 * DAY)}"`] : []),
      ...event,
      ...(englishVersion ? [`englishVersion: "${englishVersion(i)}"`] : []),
      "---",
      "",
      ...(words ? longBody(say, n, name, words) : say.body(n, name)),
    ].join("\n");
    return { name: `test-story-${String(n).padStart(3, "0")}.mdx`, text };
  });
}

/** The words of a generated story in each language; English is what the tests have always read. */
const WORDS = {
  en: {
    title: (n, name) => `Test story ${n}: ${name}'s week`,
    description: (n, name) => `Generated story number ${n} for the tests, about ${name}, with enough words to describe it.`,
    alt: (n) => `Illustration number ${n}`,
    place: (n) => `Fellowship hall ${n}`,
    opening: (n) => `This is generated story ${n}.`,
    body: (n, name) => [
      `This is generated story ${n}.`,
      "It exists only while the tests run.",
      "",
      "## What happened",
      "",
      `${name} read [how to get help](/get-help) and told a friend.`,
      "",
    ],
    headings: ["What happened", "Who helped", "What changed", "What comes next"],
    sentences: [
      (name) => `${name} drove to the clinic early on a cool morning and waited with a cup of coffee.`,
      (name) => `A volunteer from the church sat beside ${name} and talked about fishing until the nurse called his name.`,
      () => "The doctor explained the results slowly, and nobody in the room was in a hurry.",
      (name) => `Later that week ${name} read [how to get help](/get-help) and told a friend about the ride program.`,
      () => "His family brought dinner on Tuesday and stayed to watch the game with him.",
      (name) => `${name} says the hardest part was making the first phone call, and the rest came one day at a time.`,
      () => "The men's group at the church now meets on Thursday evenings in the fellowship hall.",
      () => "Anyone who wants to talk can come, and there is always a chair and a plate of food.",
    ],
  },
  es: {
    title: (n, name) => `Historia de prueba ${n}: la semana de ${name}`,
    description: (n, name) => `Historia número ${n}, generada para las pruebas, sobre ${name}, con palabras suficientes para describirla.`,
    alt: (n) => `Ilustración número ${n}`,
    place: (n) => `Salón de convivios ${n}`,
    opening: (n) => `Esta es la historia generada número ${n}.`,
    body: (n, name) => [
      `Esta es la historia generada número ${n}.`,
      "Solo existe mientras corren las pruebas.",
      "",
      "## Lo que pasó",
      "",
      `${name} leyó [cómo recibir ayuda](/es/get-help) y se lo contó a un amigo.`,
      "",
    ],
    headings: ["Lo que pasó", "Quién ayudó", "Lo que cambió", "Lo que viene"],
    sentences: [
      (name) => `${name} manejó temprano a la clínica en una mañana fresca y esperó con una taza de café.`,
      (name) => `Un voluntario de la iglesia se sentó junto a ${name} y habló de pesca hasta que la enfermera dijo su nombre.`,
      () => "El doctor explicó los resultados con calma, y nadie en el cuarto tenía prisa.",
      (name) => `Esa misma semana ${name} leyó [cómo recibir ayuda](/es/get-help) y le habló a un amigo del programa de transporte.`,
      () => "Su familia llevó la cena el martes y se quedó a ver el partido con él.",
      (name) => `${name} dice que lo más difícil fue hacer la primera llamada, y lo demás llegó día a día.`,
      () => "El grupo de hombres de la iglesia ahora se reúne los jueves por la tarde en el salón de convivios.",
      () => "Quien quiera hablar puede venir, y siempre hay una silla y un plato de comida.",
    ],
  },
};

/** About `words` words of prose, one sentence a line, in four sections under "## " headings. */
function longBody(say, n, name, words) {
  const lines = [say.opening(n), ""];
  let count = lines[0].split(" ").length;
  const perSection = words / say.headings.length;
  say.headings.forEach((heading, h) => {
    lines.push(`## ${heading}`, "");
    for (let s = 0; count < perSection * (h + 1); s++) {
      const sentence = say.sentences[(n + h * 3 + s) % say.sentences.length](name);
      lines.push(sentence);
      count += sentence.split(" ").length;
      if (s % 3 === 2) lines.push("");
    }
    if (lines.at(-1) !== "") lines.push("");
  });
  return lines;
}

/** The pictures a checkout has, for the stories above. */
export const imagesIn = (/** @type {string} */ root) =>
  readdirSync(join(root, "content/images")).filter((name) => /\.(jpe?g|png)$/.test(name));
