/**
 * @jest-environment node
 */
// gatsby-plugin-sharp passes only `quality` to sharp's webp(); patches/gatsby-plugin-sharp+5.16.0.patch carries
// `effort` from the plugin's defaults (gatsby-config.ts) to the encoder, and keeps a picture already made (its path
// names the input's digest and the transform's arguments), which is how the launch-day build reuses the first build's, and
// makes a size two jobs ask for at once only once. These tests follow one picture's options
// the way the plugin does (image-data.js: merge the defaults, make a transform, keep it in the job) and encode it in
// the plugin's own processFile, so they fail if the patch is not applied (npm's postinstall) or loses the option.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { processFile } from "gatsby-plugin-sharp/process-file";
import { createTransformObject, removeDefaultValues, setPluginOptions, mergeDefaults } from "gatsby-plugin-sharp/plugin-options";
import config, { WEBP_EFFORT } from "../../gatsby-config";

type SharpPlugin = { resolve: string; options: { defaults: Record<string, unknown> & { quality: number } } };
const sharpPlugin = config.plugins!.find((p) => typeof p === "object" && p.resolve === "gatsby-plugin-sharp") as SharpPlugin;
const imagesDir = join(__dirname, "../../content/images");
const photo = join(
  imagesDir,
  readdirSync(imagesDir).find((name) => /\.(jpe?g|png)$/i.test(name))!,
);
const out = mkdtempSync(join(tmpdir(), "sharp-effort-"));

afterAll(() => rmSync(out, { recursive: true, force: true }));
beforeAll(() => setPluginOptions({ defaults: sharpPlugin.options.defaults, defaultQuality: sharpPlugin.options.defaults.quality }));

/** The job's arguments for one WebP width, made as gatsby-plugin-sharp makes them for gatsbyImageData. */
function jobArgs(override: Record<string, unknown> = {}) {
  const args = mergeDefaults({}) as { quality: number; webpOptions?: Record<string, unknown> };
  const transform = createTransformObject({
    quality: args.quality,
    ...args.webpOptions,
    ...override,
    width: 480,
    height: 320,
    toFormat: "webp",
  });
  return removeDefaultValues(transform, { defaultQuality: args.quality });
}

async function encode(name: string, args: Record<string, unknown>) {
  const outputPath = join(out, `${name}.webp`);
  await processFile(photo, [{ outputPath, args }], { stripMetadata: true, defaultQuality: sharpPlugin.options.defaults.quality });
  return readFileSync(outputPath);
}

test("the build's WebP effort is below sharp's default and reaches the job", () => {
  expect(WEBP_EFFORT).toBeGreaterThanOrEqual(0);
  expect(WEBP_EFFORT).toBeLessThan(4);
  expect(jobArgs()).toMatchObject({ effort: WEBP_EFFORT, toFormat: "webp" });
});

test("the job's effort reaches sharp's encoder", async () => {
  const built = await encode("built", jobArgs());
  const withoutEffort = { ...jobArgs() };
  delete withoutEffort.effort;
  const atDefault = await encode("default", withoutEffort);
  const atMost = await encode("most", jobArgs({ effort: 6 }));
  // The same picture at another effort is other bytes; one at the same effort is the same bytes.
  expect(built.equals(atDefault)).toBe(false);
  expect(built.equals(atMost)).toBe(false);
  expect(built.equals(await encode("again", jobArgs()))).toBe(true);
});

test("a picture whose file is already there is kept, not made again; a new one is written whole", async () => {
  const args = jobArgs();
  const kept = join(out, "kept.webp");
  writeFileSync(kept, "made by an earlier build");
  const made = join(out, "made.webp");
  await processFile(
    photo,
    [
      { outputPath: kept, args },
      { outputPath: made, args },
    ],
    {
      stripMetadata: true,
      defaultQuality: sharpPlugin.options.defaults.quality,
    },
  );
  expect(readFileSync(kept, "utf8")).toBe("made by an earlier build");
  expect(readFileSync(made).equals(await encode("same", args))).toBe(true);
  // Written under another name and renamed: nothing half-written is left beside it.
  expect(readdirSync(out).filter((name) => name.endsWith(".partial"))).toEqual([]);
});

test("two jobs asking at once for the same size of the same picture get it made once, whole", async () => {
  const args = jobArgs();
  const options = { stripMetadata: true, defaultQuality: sharpPlugin.options.defaults.quality };
  const twice = join(out, "twice.webp");
  // Each job sees no file yet; without the patch's watch on what is being written, both encode and the second's
  // rename finds the shared temporary file gone (ENOENT), which failed a build.
  await Promise.all([
    processFile(photo, [{ outputPath: twice, args }], options),
    processFile(photo, [{ outputPath: twice, args }], options),
  ]);
  expect(readFileSync(twice).equals(await encode("once", args))).toBe(true);
  expect(readdirSync(out).filter((name) => name.endsWith(".partial"))).toEqual([]);
});
