import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { createGunzip } from "node:zlib";
import { HISTORY_ARCHIVE_MAX_BYTES } from "@coach/shared/history-import/history-import.schemas";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { streamToTempFile, tempUploadPath } from "../activities/activities.service";

/**
 * Reads a bulk-export archive from disk with yauzl (docs/decisions/123-history-archive-import.md):
 * the central directory first, then one entry at a time by random access, so memory stays flat
 * whatever the archive's size. Garmin Connect's export nests zips of the uploaded files
 * (DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_*.zip): each nested zip is written to a
 * temporary file and read the same way, one level deep.
 */

/** An activity file of the archive: FIT, GPX or TCX, gzip-compressed or not. */
const ACTIVITY_NAME = /\.(fit|gpx|tcx)(\.gz)?$/i;
const NESTED_ZIP = /\.zip$/i;
/** Strava's index of the export's activities, at the archive's root. */
const STRAVA_INDEX = /^activities\.csv$/i;
/** The index is a few MB for thousands of activities; past this it is not Strava's. */
const INDEX_MAX_BYTES = 64 * 1024 * 1024;

export class ArchiveUnreadableError extends Error {}

/** The part of an entry past the activity file limit: the file is refused as too large. */
class TooLargeError extends Error {}

export type ArchiveFile = {
  /** The entry's path in the archive (a nested zip's entries after the zip's own path). */
  name: string;
  /** Streams the file's bytes (gunzipped when named .gz) to `path`, at most `maxBytes`. */
  extract(path: string, maxBytes: number): Promise<{ sizeBytes: number; isTooLarge: boolean }>;
};

export type OpenedArchive = {
  /** Every activity file, in archive order (a nested zip's files where the zip stands). */
  files: ArchiveFile[];
  /** The text of Strava's activities.csv, or null (a Garmin export has none). */
  stravaIndex: string | null;
  /** Closes the zips and removes the nested zips' temporary files. */
  close(): Promise<void>;
};

const openZip = promisify((path: string, callback: (error: Error | null, zip: ZipFile) => void) =>
  yauzl.open(path, { lazyEntries: true, autoClose: false }, callback),
);

/** The central directory's entries; the zip stays open for reading them. */
async function readDirectory(path: string): Promise<{ zip: ZipFile; entries: Entry[] }> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw new ArchiveUnreadableError((error as Error).message);
  }
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", (error) => reject(new ArchiveUnreadableError(error.message)));
    zip.readEntry();
  });
  return { zip, entries };
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

async function extractEntry(
  zip: ZipFile,
  entry: Entry,
  path: string,
  maxBytes: number,
): Promise<{ sizeBytes: number; isTooLarge: boolean }> {
  const raw = await openEntry(zip, entry);
  const source = /\.gz$/i.test(entry.fileName) ? raw.pipe(createGunzip()) : raw;
  // A gzip error must reach the pipeline: the raw stream's errors go to the gunzip stream.
  if (source !== raw) raw.on("error", (error) => source.destroy(error));
  let sizeBytes = 0;
  try {
    await streamToTempFile(source, path, (chunkBytes) => {
      sizeBytes += chunkBytes;
      if (sizeBytes > maxBytes) throw new TooLargeError();
    });
    return { sizeBytes, isTooLarge: false };
  } catch (error) {
    if (error instanceof TooLargeError) {
      raw.destroy();
      return { sizeBytes, isTooLarge: true };
    }
    throw error;
  }
}

async function readText(zip: ZipFile, entry: Entry): Promise<string | null> {
  if (entry.uncompressedSize > INDEX_MAX_BYTES) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const isDirectory = (entry: Entry) => entry.fileName.endsWith("/");

/** Opens the archive at `path`; nested zips are written under `tmpDir` until `close`. */
export async function openArchive(path: string, tmpDir: string): Promise<OpenedArchive> {
  const outer = await readDirectory(path);
  const zips: ZipFile[] = [outer.zip];
  const nestedPaths: string[] = [];
  const files: ArchiveFile[] = [];
  let stravaIndex: string | null = null;
  const close = async () => {
    for (const zip of zips) zip.close();
    await Promise.all(nestedPaths.map((nested) => rm(nested, { force: true })));
  };
  try {
    for (const entry of outer.entries) {
      if (isDirectory(entry)) continue;
      if (STRAVA_INDEX.test(entry.fileName)) {
        stravaIndex = await readText(outer.zip, entry);
      } else if (ACTIVITY_NAME.test(entry.fileName)) {
        files.push(fileOf(outer.zip, entry, entry.fileName));
      } else if (NESTED_ZIP.test(entry.fileName)) {
        const nestedPath = tempUploadPath(tmpDir);
        nestedPaths.push(nestedPath);
        // Bounded as an archive is: a nested zip bomb stops here and is skipped.
        const written = await extractEntry(outer.zip, entry, nestedPath, HISTORY_ARCHIVE_MAX_BYTES);
        const nested = written.isTooLarge
          ? null
          : await readDirectory(nestedPath).catch(() => null);
        // A zip that is not one (or is damaged) holds nothing we can import.
        if (!nested) continue;
        zips.push(nested.zip);
        for (const inner of nested.entries) {
          if (isDirectory(inner) || !ACTIVITY_NAME.test(inner.fileName)) continue;
          files.push(fileOf(nested.zip, inner, `${entry.fileName}/${inner.fileName}`));
        }
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { files, stravaIndex, close };
}

function fileOf(zip: ZipFile, entry: Entry, name: string): ArchiveFile {
  return { name, extract: (path, maxBytes) => extractEntry(zip, entry, path, maxBytes) };
}
