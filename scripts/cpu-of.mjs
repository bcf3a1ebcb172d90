// `node scripts/cpu-of.mjs <command> [args…]`: runs the command with this process's input and output, exits as it
// does, and prints last, on standard error, the processor seconds it and every process under it used
// ("cpu-seconds: 123.4"). npm test (scripts/test.mjs) runs each stage through it, because stages run side by side
// on 2 cores and what one costs the others is its processor time, not its wall clock.
// Written here: the kernel's count of a finished process tree's time is two fields of /proc; no package reads them.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Processor seconds (user and system) of the children this process has waited for, and of theirs; Linux only. */
export function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return undefined;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses and may hold spaces: cutime and cstime are the
  // 16th and 17th of the line, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The machine's processor seconds so far, busy and all (every core's, from /proc/stat); Linux only. */
export function machineCpuSeconds() {
  if (!existsSync("/proc/stat")) return undefined;
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the time no work was done.
  const all = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { busy: (all - ticks[3] - ticks[4]) / 100, all: all / 100 };
}

const CPU_LINE = /^cpu-seconds: ([\d.]+)$/m;
const SELF = fileURLToPath(import.meta.url);

/**
 * Spawns `command` through this script, its standard error piped: each chunk goes to `onError`, and `cpu()` gives
 * the processor seconds the script reported once the command has ended (undefined before, or off Linux). The one
 * way npm test's stages and the launch-day build are started, so both are counted alike.
 */
export function spawnCounted(command, args, options, onError) {
  const child = spawn(process.execPath, [SELF, command, ...args], {
    ...options,
    stdio: [options.stdio?.[0] ?? "inherit", options.stdio?.[1] ?? "inherit", "pipe"],
  });
  let seconds;
  child.stderr.on("data", (chunk) => {
    const reported = chunk.toString().match(CPU_LINE);
    if (reported) seconds = Number(reported[1]);
    onError(chunk);
  });
  return { child, cpu: () => seconds };
}

if (process.argv[1] === SELF) {
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("close", (code, signal) => {
    const seconds = childrenCpuSeconds();
    if (seconds !== undefined) process.stderr.write(`cpu-seconds: ${seconds.toFixed(1)}\n`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}
