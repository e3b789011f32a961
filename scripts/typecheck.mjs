// `npm run typecheck`: every TypeScript project checked by tsc, as many at once as there are
// cores (one after another they took 80 s on two cores). Each project's output is printed whole
// when it ends, so errors of two projects never interleave.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
// The largest first, so the small ones fill in at the end.
const projects = [
  "apps/web",
  "apps/server",
  "bench",
  "e2e",
  "packages/shared",
  "apps/web/tsconfig.sw.json",
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? "ok" : "failed"}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    let allPassed = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      allPassed = (await check(project)) && allPassed;
    }
    return allPassed;
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
