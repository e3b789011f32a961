import { sportIdFromName } from "@coach/shared/activities/activity-sport";

/**
 * Strava's activities.csv (docs/decisions/123-history-archive-import.md): one row per activity,
 * with "Activity Name", "Activity Type" and "Filename" (the activity file's path in the archive,
 * e.g. `activities/1234567890.fit.gz`; empty for an activity entered by hand). Names and free
 * text may hold commas, quotes and line breaks inside double quotes (RFC 4180). Some column
 * names repeat (Strava writes "Distance" and "Elapsed Time" twice); the first one counts.
 */

export type IndexEntry = { sportId?: number; title?: string };

/** The rows of a CSV text, each a list of fields (RFC 4180 quoting; CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let isQuoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let index = 0; index < input.length; index++) {
    const char = input[index]!;
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else isQuoted = false;
    } else if (char === '"') isQuoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Our sport for a Strava activity type: the import's own names first ("Run", "Ride", "Virtual
 * Ride", "Weight Training"), then the type's last word ("Trail Run", "Gravel Ride", "Mountain
 * Bike Ride"); none for the types we do not analyse (Rowing, Yoga...).
 */
export function stravaSportId(activityType: string): number | undefined {
  const lastWord = activityType.trim().split(/\s+/).pop() ?? "";
  return sportIdFromName(activityType) ?? sportIdFromName(lastWord) ?? undefined;
}

/** The archive path as both sides write it: forward slashes, no leading `./` or `/`, lower case. */
export function archivePathKey(name: string): string {
  return name
    .replace(/\\/g, "/")
    .replace(/^(\.\/|\/)+/, "")
    .toLowerCase();
}

/** What the index says of each file, by archivePathKey of its Filename. */
export function readStravaIndex(text: string): Map<string, IndexEntry> {
  const [header, ...rows] = parseCsv(text);
  const byFile = new Map<string, IndexEntry>();
  if (!header) return byFile;
  const column = (name: string) => header.findIndex((cell) => cell.trim() === name);
  const fileColumn = column("Filename");
  const nameColumn = column("Activity Name");
  const typeColumn = column("Activity Type");
  if (fileColumn < 0) return byFile;
  for (const row of rows) {
    const file = row[fileColumn]?.trim();
    if (!file) continue;
    const title = nameColumn < 0 ? "" : (row[nameColumn]?.trim() ?? "");
    const sportId = typeColumn < 0 ? undefined : stravaSportId(row[typeColumn] ?? "");
    byFile.set(archivePathKey(file), {
      ...(sportId === undefined ? {} : { sportId }),
      ...(title ? { title } : {}),
    });
  }
  return byFile;
}
