/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installDigest } from "../../src/pipeline/webpack-cache";

const ROOT = join(__dirname, "../..");

describe("webpack's caches", () => {
  it("are known by the lockfile and the patches: either changed, the version changes", () => {
    const dir = mkdtempSync(join(tmpdir(), "webpack-cache-"));
    try {
      writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3}');
      const bare = installDigest(dir);
      mkdirSync(join(dir, "patches"));
      writeFileSync(join(dir, "patches", "a+1.0.0.patch"), "one");
      const patched = installDigest(dir);
      expect(patched).not.toBe(bare);
      expect(installDigest(dir)).toBe(patched);
      writeFileSync(join(dir, "patches", "a+1.0.0.patch"), "two");
      expect(installDigest(dir)).not.toBe(patched);
      writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}');
      const relocked = installDigest(dir);
      expect(relocked).not.toBe(patched);
      expect(installDigest(ROOT)).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("do not walk a loader's requires in node_modules (patches/webpack+5.98.0.patch): the loader's package stands for them", () => {
    // In a Node process of its own: webpack follows a build dependency's requires through Node's require.cache,
    // which Jest's module registry does not fill. Gatsby's Babel loader requires the whole of Gatsby (440 files).
    const script = `
      const FileSystemInfo = require("webpack/lib/FileSystemInfo");
      const loader = require.resolve("gatsby/dist/utils/babel-loader");
      require(loader);
      const info = new FileSystemInfo(require("graceful-fs"), { managedPaths: [/^(.+?[\\\\/]node_modules[\\\\/])/] });
      info.resolveBuildDependencies(process.cwd(), [loader], (error, result) => {
        if (error) throw error;
        process.stdout.write(JSON.stringify({ loader, files: [...result.files] }));
      });`;
    const { loader, files } = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" }));
    expect(files).toEqual([loader]);
  });
});
