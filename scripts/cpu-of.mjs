// `node scripts/cpu-of.mjs <command> [args…]`: runs the command with this process's input and output, exits as it
// does, and prints last, on standard error, the processor seconds it and every process under it used
// ("cpu-seconds: 123.4"). For the bench (bench/README.md): npm test's stages run side by side on 2 cores, and what
// one costs the others is its processor time, not its wall clock; `node scripts/cpu-of.mjs npm run build` measures it.
// Written here: the kernel's count of a finished process tree's time is two fields of /proc; no package reads them.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Processor seconds (user and system) of the children this process has waited for, and of theirs; Linux only. */
function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return undefined;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses and may hold spaces: cutime and cstime are the
  // 16th and 17th of the line, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const SELF = fileURLToPath(import.meta.url);

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
