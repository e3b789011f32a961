// `npm start`'s build: the web app and the compiled server are built again only when the files
// they are built from changed since the last build on this machine (a hash of their contents,
// kept in node_modules/.cache), so a start without changes goes straight to the server.
// `npm run build` always builds both. docs/decisions/100-delivery-and-compiled-server.md
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stampDir = path.join(root, "node_modules/.cache/coach-build");
const shared = ["packages/shared/src", "packages/shared/package.json", "package-lock.json"];

const targets = [
  {
    name: "web app",
    stamp: "web.sha256",
    inputs: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/scripts",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      "apps/web/tsconfig.json",
      "apps/web/tsconfig.sw.json",
      ...shared,
    ],
    output: "apps/web/dist/index.html",
    workspace: "apps/web",
  },
  {
    name: "server",
    stamp: "server.sha256",
    inputs: ["apps/server/src", "apps/server/scripts", "apps/server/package.json", ...shared],
    output: "apps/server/dist/main.js",
    workspace: "apps/server",
  },
];

/** Tests are not part of what gets built. */
const isBuildInput = (file) => !/\.test\.tsx?$/.test(file);

function filesOf(input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function fingerprint(inputs) {
  const hash = createHash("sha256");
  const files = inputs.flatMap(filesOf).filter(isBuildInput).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

mkdirSync(stampDir, { recursive: true });
for (const target of targets) {
  const stampFile = path.join(stampDir, target.stamp);
  const current = fingerprint(target.inputs);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (current === previous && existsSync(path.join(root, target.output))) {
    console.log(`${target.name}: up to date`);
    continue;
  }
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  console.log(`${target.name}: building`);
  const startedMs = Date.now();
  // The build's own listing (a line per file) is shown only when it fails: the start banner
  // with the addresses and the demo's logins should be what a person sees first.
  const result = spawnSync(npm, ["run", "build", "-w", target.workspace], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    process.exit(result.status ?? 1);
  }
  console.log(`${target.name}: built in ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  writeFileSync(stampFile, current);
}
