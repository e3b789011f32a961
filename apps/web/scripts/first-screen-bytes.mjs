// The JavaScript and CSS that the built index.html makes every page load before its first
// screen (the entry script, its modulepreloads and stylesheets), raw and as brotli, the way
// the server sends them. `node apps/web/scripts/first-screen-bytes.mjs` after `npm run build`.
// Screens' own chunks load after this; bench/lighthouse.bench.ts measures what a page loads.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
// A disabled link is neither fetched nor applied: the entry's stylesheet is in the page instead.
const loaded = html.replace(/<link [^>]*\bdisabled>/g, "");
const references = [...loaded.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1],
);

/** Brotli size: the build's .br sibling of `file` when there is one, else compressed here alike. */
function brotliBytes(file, bytes) {
  if (file && existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

const totals = { js: { raw: 0, br: 0 }, css: { raw: 0, br: 0 } };
const rows = references.map((reference) => {
  const file = path.join(dist, reference);
  const bytes = readFileSync(file);
  const kind = reference.endsWith(".css") ? "css" : "js";
  const br = brotliBytes(file, bytes);
  totals[kind].raw += bytes.length;
  totals[kind].br += br;
  return { reference, raw: bytes.length, br };
});
// The entry's stylesheet is written into the page itself (docs/decisions/128-page-preloads.md).
for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
  const bytes = Buffer.from(css);
  const br = brotliBytes(undefined, bytes);
  totals.css.raw += bytes.length;
  totals.css.br += br;
  rows.push({ reference: "<style> in index.html", raw: bytes.length, br });
}
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
for (const row of rows.sort((a, b) => b.raw - a.raw)) {
  console.log(`${kB(row.raw)} raw ${kB(row.br)} br  ${row.reference}`);
}
console.log(`JavaScript: ${kB(totals.js.raw)} raw, ${kB(totals.js.br)} brotli`);
console.log(`CSS:        ${kB(totals.css.raw)} raw, ${kB(totals.css.br)} brotli`);
