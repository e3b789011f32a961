// `npm run test:e2e` after the build: the journeys' two vitest projects (e2e/vitest.config.ts)
// in two processes side by side, each with its server and database (global setup). In one
// process, vitest 4.1 ran the projects one after another, since each runs its files one at a
// time. Each line is prefixed with its project.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const projects = ["e2e", "e2e-2"];

function run(project) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitest, "run", "--config", "e2e/vitest.config.ts", "--project", project],
      {
        cwd: root,
        env: {
          ...process.env,
          FORCE_COLOR: process.stdout.isTTY ? "1" : "0",
          // Every journey runs: the demo's fresh start begins with its project (global-setup.ts).
          E2E_START_DEMO_EARLY: "1",
        },
      },
    );
    const prefix = (stream, out) => {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) out.write(`[${project}] ${line}\n`);
      });
      stream.on("end", () => {
        if (pending) out.write(`[${project}] ${pending}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("close", (code) => resolve({ project, code }));
  });
}

const results = await Promise.all(projects.map(run));
for (const { project, code } of results)
  console.log(`${project}: ${code === 0 ? "passed" : "FAILED"}`);
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
