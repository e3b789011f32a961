// Runs every benchmark in this folder (files named *.bench.ts), one after another.
// Each prints its own figures; `npm run bench -- name` runs the ones whose file name contains `name`.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const filter = process.argv[2] ?? "";
const files = readdirSync(here).filter(
  (file) => file.endsWith(".bench.ts") && file.includes(filter),
);
if (files.length === 0) {
  console.error(`No benchmark matches '${filter}'.`);
  process.exit(1);
}
const tsx = path.resolve(here, "../node_modules/tsx/dist/cli.mjs");
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [tsx, path.join(here, file)], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
