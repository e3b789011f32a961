// Compiles the server for production into apps/server/dist (docs/decisions/100-delivery-and-compiled-server.md):
// one esbuild bundle of our code and packages/shared (imported as TypeScript source), with the
// server's own dependencies left to node_modules. Every output file sits at the top of dist/, one
// folder below apps/server as src/ is, so paths taken from import.meta stay right; each worker
// task (src/**/*.task.ts) is an entry of its own, dist/<name>.js, which worker threads load.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const serverDir = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(serverDir, "src");
// Another folder directly under apps/server may be named (the test of the compiled server does).
const outDir = path.join(serverDir, process.argv[2] ?? "dist");
if (path.dirname(outDir) !== serverDir)
  throw new Error("The output folder must sit in apps/server.");

const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, "package.json"), "utf8"));
/** Left to node_modules: Node's modules and the server's dependencies, except our shared code. */
const external = new Set(
  [...builtinModules, ...Object.keys(dependencies)].filter((name) => name !== "@coach/shared"),
);
const packageName = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

const taskEntries = readdirSync(srcDir, { recursive: true })
  .filter((file) => file.endsWith(".task.ts"))
  .map((file) => path.join(srcDir, file));

rmSync(outDir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [path.join(srcDir, "main.ts"), ...taskEntries],
  outdir: outDir,
  entryNames: "[name]",
  chunkNames: "chunk-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  // Bundled packages written for CommonJS may call require; ES modules have none of their own.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [
    {
      name: "server-dependencies",
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
          const name = specifier.startsWith("node:") ? specifier : packageName(specifier);
          return external.has(name) || specifier.startsWith("node:")
            ? { path: specifier, external: true }
            : undefined;
        });
      },
    },
  ],
});
console.log(
  `server compiled into ${path.relative(process.cwd(), outDir) || "."} in ${Math.round(performance.now() - started)} ms`,
);
