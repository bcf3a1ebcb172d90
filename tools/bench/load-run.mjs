// Part of `npm run bench` (and runnable alone: `node tools/bench/load-run.mjs`): autocannon, 100
// connections for 10 s, against our server (scripts/serve.mjs) and against sirv-cli on the same
// build, on the home page and on one image, so our requests per second read as a ratio. Both servers
// run as their own processes and send the precompressed Brotli copies; traffic stays on 127.0.0.1.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const ROOT = "public";
const CONNECTIONS = 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

/** One built image, by path under public/ (the first WebP Gatsby wrote). */
function anImage() {
  const find = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = find(path);
        if (found) return found;
      } else if (entry.name.endsWith(".webp")) return path;
    }
    return undefined;
  };
  const file = find(join(ROOT, "static"));
  if (!file) throw new Error("No WebP image in public/static: build the site first.");
  return `/${file.slice(ROOT.length + 1)}`;
}

/** Starts a server process and resolves once it answers. */
async function start(command, args, port, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${command} ${args.join(" ")} did not answer on port ${port}`);
}

function hammer(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": "br, gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function loadRun() {
  const image = anImage();
  const servers = [
    { name: "ours (scripts/serve.mjs)", port: 9471, command: process.execPath, args: ["scripts/serve.mjs"], env: { PORT: "9471" } },
    {
      name: "sirv-cli",
      port: 9472,
      command: process.execPath,
      args: [
        fileURLToPath(new URL("bin.js", import.meta.resolve("sirv-cli/package.json"))),
        ROOT,
        "--port",
        "9472",
        "--host",
        "127.0.0.1",
        "--etag",
        "--quiet",
      ],
    },
  ];
  const results = [];
  for (const server of servers) {
    const child = await start(server.command, server.args, server.port, server.env);
    try {
      for (const path of ["/", image]) {
        const r = await hammer(`http://127.0.0.1:${server.port}${path}`);
        results.push({
          server: server.name,
          path: path === "/" ? "/" : "one image",
          rps: r.requests.average,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
        });
        console.log(
          `${server.name} ${path}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${r.errors} errors, ${r.timeouts} timeouts`,
        );
      }
    } finally {
      child.kill();
    }
  }
  return results;
}

/** The load table for bench/README.md: each path's requests per second, ours against sirv-cli. */
export function loadTable(results) {
  const rows = ["/", "one image"].map((path) => {
    const ours = results.find((r) => r.path === path && r.server.startsWith("ours"));
    const sirv = results.find((r) => r.path === path && r.server === "sirv-cli");
    return `| ${path} | ${Math.round(ours.rps)} | ${ours.p99} | ${ours.errors} / ${ours.timeouts} / ${ours.non2xx} | ${Math.round(sirv.rps)} | ${(ours.rps / sirv.rps).toFixed(2)} |`;
  });
  return [
    `Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, Brotli accepted.`,
    "",
    "| path | ours req/s | ours p99 ms | errors / timeouts / non-2xx | sirv-cli req/s | ratio |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await loadRun();
  console.log(`\n${loadTable(results)}`);
  if (results.some((r) => r.errors || r.timeouts || r.non2xx)) process.exitCode = 1;
}
