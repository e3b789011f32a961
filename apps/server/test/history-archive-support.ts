import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { encodeActivity } from "@coach/shared/activities/fit-activity-test-support";
import yazl from "yazl";

/**
 * Test support: bulk-export archives as Strava and Garmin Connect write them
 * (docs/decisions/123-history-archive-import.md), made of generated activities whose outcome is
 * known by construction: a file is imported, a byte-for-byte copy of an earlier one (a
 * duplicate), or broken (refused).
 */

/** The first generated activity's start; each next one starts 6 hours later (no two overlap). */
const FIRST_START_MS = Date.parse("2023-01-02T06:00:00.000Z");
const SPACING_MS = 6 * 3600 * 1000;
/** Seconds of every generated activity: small files keep the 2,000-file test short. */
export const GENERATED_SECONDS = 60;
/** A steady 3 m/s over the generated minute: 180 m. */
export const GENERATED_SPEED_MPS = 3;

export const startOf = (index: number) => new Date(FIRST_START_MS + index * SPACING_MS);

/** A small FIT run (the FIT encoder of the FIT SDK, as the shared tests make them). */
export function fitRun(index: number): Uint8Array {
  return encodeActivity(
    [
      {
        sport: "running",
        startSec: 0,
        seconds: GENERATED_SECONDS,
        record: (second) => ({ heartRate: 130, distance: second * GENERATED_SPEED_MPS }),
      },
    ],
    { start: startOf(index) },
  );
}

/** Points one second apart along a meridian, 3 m apart (1° of latitude is 111,195 m). */
function points(index: number) {
  const start = startOf(index).getTime();
  return Array.from({ length: GENERATED_SECONDS }, (_, second) => ({
    time: new Date(start + second * 1000).toISOString(),
    lat: 46 + (second * GENERATED_SPEED_MPS) / 111_195,
    lon: 14.5,
  }));
}

/** A GPX track without a <type>: the sport comes from the archive's index (activities.csv). */
export function gpxTrack(index: number): Uint8Array {
  const trkpts = points(index)
    .map(
      (point) =>
        `<trkpt lat="${point.lat.toFixed(7)}" lon="${point.lon}"><time>${point.time}</time></trkpt>`,
    )
    .join("");
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${trkpts}</trkseg></trk></gpx>`,
  );
}

/** A TCX run with one lap whose totals match its track points. */
export function tcxRun(index: number): Uint8Array {
  const trackpoints = points(index)
    .map(
      (point, second) =>
        `<Trackpoint><Time>${point.time}</Time><DistanceMeters>${second * GENERATED_SPEED_MPS}</DistanceMeters><HeartRateBpm><Value>130</Value></HeartRateBpm></Trackpoint>`,
    )
    .join("");
  const start = startOf(index).toISOString();
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${start}</Id><Lap StartTime="${start}"><TotalTimeSeconds>${GENERATED_SECONDS}</TotalTimeSeconds><DistanceMeters>${(GENERATED_SECONDS - 1) * GENERATED_SPEED_MPS}</DistanceMeters><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>${trackpoints}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`,
  );
}

export type ArchiveEntry = { name: string; bytes: Uint8Array };

/** Writes a zip of the entries to `path` (yazl, deflated). */
export async function writeZip(path: string, entries: ArchiveEntry[]): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/** A zip in memory (a Garmin export's nested UploadedFiles_*.zip). */
export async function zipBytes(entries: ArchiveEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * Strava's activities.csv: the columns the import reads among some it does not, with a repeated
 * column name and a name holding a comma and a quote, as real exports have.
 */
export function stravaCsv(
  rows: { id: number; date: Date; name: string; type: string; file: string }[],
): string {
  const header =
    "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename,Elapsed Time,Distance";
  const lines = rows.map((row) =>
    [
      String(row.id),
      csvField(row.date.toUTCString()),
      csvField(row.name),
      row.type,
      csvField("Easy, steady\nsecond line"),
      String(GENERATED_SECONDS),
      "0.18",
      row.file,
      String(GENERATED_SECONDS),
      "180.0",
    ].join(","),
  );
  return `${[header, ...lines].join("\n")}\n`;
}

/** What the 2,000-file archive holds, by construction. */
export type StravaArchivePlan = {
  entries: ArchiveEntry[];
  total: number;
  duplicates: number;
  broken: number;
  /** GPX files imported: rides by the index, the only cycling activities of the archive. */
  gpxImported: number;
};

/**
 * A Strava bulk export of `total` activity files (a multiple of 100) under activities/, every
 * second one gzip-compressed, and activities.csv naming each. In each hundred, by position:
 * 10 and 60 are broken (a text that is not a FIT file; a .gz that is not gzip), 96–99 repeat the
 * bytes of 46–49 under new names (duplicates), the rest are FIT runs (last digit 0–5), GPX rides
 * without a type (6–7) and TCX runs (8–9). So 2 + 4 = 6 of each hundred are not imported.
 */
export function stravaArchive(total: number): StravaArchivePlan {
  const entries: ArchiveEntry[] = [];
  const rows: Parameters<typeof stravaCsv>[0] = [];
  const made = new Map<number, { bytes: Uint8Array; ext: string }>();
  let gpxImported = 0;
  for (let index = 0; index < total; index++) {
    const place = index % 100;
    const isGzipped = index % 2 === 1;
    let bytes: Uint8Array;
    let ext: string;
    let type = "Run";
    if (place === 10) {
      bytes = Buffer.from("This is not an activity file.");
      ext = "fit";
    } else if (place === 60) {
      bytes = Buffer.from("not gzip at all");
      ext = "tcx";
    } else if (place >= 96) {
      const original = made.get(index - 50)!;
      bytes = original.bytes;
      ext = original.ext;
    } else if (place % 10 <= 5) {
      bytes = fitRun(index);
      ext = "fit";
    } else if (place % 10 <= 7) {
      bytes = gpxTrack(index);
      ext = "gpx";
      type = "Ride";
      gpxImported += 1;
    } else {
      bytes = tcxRun(index);
      ext = "tcx";
    }
    made.set(index, { bytes, ext });
    const isBrokenGzip = place === 60;
    const name = `activities/${1000 + index}.${ext}${isGzipped || isBrokenGzip ? ".gz" : ""}`;
    const stored = isGzipped && !isBrokenGzip ? gzipSync(bytes) : bytes;
    entries.push({ name, bytes: stored });
    rows.push({
      id: 1000 + index,
      date: startOf(index),
      name: `Archive ${index}`,
      type,
      file: name,
    });
  }
  entries.unshift({ name: "activities.csv", bytes: Buffer.from(stravaCsv(rows)) });
  const hundreds = total / 100;
  return { entries, total, duplicates: 4 * hundreds, broken: 2 * hundreds, gpxImported };
}
