import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * How answers travel (docs/decisions/100-delivery-and-compiled-server.md): text is compressed
 * with brotli or gzip, whichever the client accepts; the web build's files were compressed once
 * at build time and go out as they are; hashed files are cached for a year, the rest revalidated.
 */

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call (`brotliCompressSync`, same
 * quality 4 as the stream); larger ones go through a compression stream on libuv's threads.
 * The plugin's default bound depends on the core count (8 kB on 2 cores), which sent the
 * calendar grid (25 kB) and the library list (44 kB) through a stream: about 0.8 ms of the main
 * thread for 25 kB, where the one call takes 0.15 ms, the same bytes on the wire. Measured on
 * 2 cores, the one call stays cheaper up to 224 kB (3.3 ms against 5.3 ms) and loses at 1 MB
 * (docs/decisions/103-per-request-cost.md).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * Text types only. Images, fonts, archives, PDFs and unknown binaries (octet-stream, FIT files)
 * are either compressed already or gain too little to pay for the CPU.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/;

/** Vite's folder of content-hashed files: a changed file gets a new name. */
const HASHED_ASSETS_DIR = "assets";

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** The browser keeps the file but asks each time whether it changed (ETag, 304). */
export const REVALIDATE_CACHE = "no-cache";

/**
 * Compresses every text answer above the threshold, for all routes registered after it (API,
 * pages, the server-rendered business page). Registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // Brotli first, gzip for the rest; zstd is left out so that an answer does not depend on
    // the Node version (its compressor arrived after Node 20), and deflate is never preferred.
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    customTypes: COMPRESSIBLE_TYPE,
    // Request bodies stay as they were: uploads are bounded by their own limits on what arrives.
    globalDecompression: false,
  });
}

/** The cache policy of a file of the web build, by its path inside the build folder. */
export function cacheControlFor(relativePath: string): string {
  const [topFolder] = relativePath.split(path.sep);
  return topFolder === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves a web build: each file with its `.br` or `.gz` sibling written at build time when the
 * client accepts it (the uncompressed file otherwise), and the cache policy above.
 */
export async function registerBuiltFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // One route per file; the .br and .gz siblings are sent in its place, they need none.
    globIgnore: ["**/*.br", "**/*.gz"],
    // The policy is set here, per file, instead of send's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const served = path.relative(distDir, filePath).replace(/\.(br|gz)$/, "");
      reply.header("cache-control", cacheControlFor(served));
    },
  });
}
