import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { UploadFileResult, UploadResponse } from "@coach/shared/activities/activity.schemas";
import type { EncodedClientSamples } from "@coach/shared/activities/series-encoding";
import { expect } from "vitest";
import { bearer, login } from "./factories";
import type { TestContext } from "./test-app";

/** Helpers of the activities tests (not a test file itself). */

/** The repository's fixtures/activities folder (see its README.md for sources and licences). */
const FIXTURES = path.resolve(import.meta.dirname, "../../../fixtures/activities");

export const FIXTURE_FILES = {
  ride: "Edge810-Vector-2013-08-16-15-35-10.fit",
  swim: "event_timestamp.fit",
  run: "activity-small-fenix2-run.fit",
  truncated: "activity-unexpected-eof.fit",
} as const;

/** The bytes of a real fixture file; fails clearly when it is missing. */
export function fixture(name: string): Buffer {
  const file = path.join(FIXTURES, name);
  if (!existsSync(file)) {
    throw new Error(`Activity fixture missing: fixtures/activities/${name} (${file})`);
  }
  return readFileSync(file);
}

export type UploadFile = { name: string; bytes: Uint8Array };

/** A multipart/form-data body with one part per file. */
export function multipart(files: UploadFile[]) {
  const boundary = `----coach-test-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

type Person = { email: string } | null;

/** Calls the app as people (signed in once per file), with JSON or multipart bodies. */
export function activityCaller(ctx: () => TestContext) {
  const tokens = new Map<string, string>();
  async function headersOf(person: Person): Promise<Record<string, string>> {
    if (!person) return {};
    let access = tokens.get(person.email);
    if (!access) {
      access = (await login(ctx().app, person.email)).tokens.access;
      tokens.set(person.email, access);
    }
    return bearer(access);
  }
  async function call(
    person: Person,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return ctx().app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...(await headersOf(person)), ...headers },
    });
  }
  async function upload(person: Person, athleteId: number, files: UploadFile[]) {
    const body = multipart(files);
    return ctx().app.inject({
      method: "POST",
      url: `/api/athlete/${athleteId}/activities/upload/`,
      payload: body.payload,
      headers: { ...(await headersOf(person)), ...body.headers },
    });
  }
  /** Uploads and expects 200; the per-file results. */
  async function uploadOk(person: Person, athleteId: number, files: UploadFile[]) {
    const response = await upload(person, athleteId, files);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UploadResponse).files;
  }
  return { call, upload, uploadOk };
}

export function onlyActivity(result: UploadFileResult) {
  expect(result.status, result.message).toBe("imported");
  expect(result.activities).toHaveLength(1);
  return result.activities[0]!;
}

/** The files stored for an athlete (none when the folder does not exist). */
export function storedFiles(dataDir: string, athleteId: number): string[] {
  const folder = path.join(dataDir, "uploads", "activities", String(athleteId));
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** The samples answer, gzip or plain, as EncodedClientSamples. */
export function samplesJson(response: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): EncodedClientSamples {
  const isGzip = response.headers["content-encoding"] === "gzip";
  const text = (isGzip ? gunzipSync(response.rawPayload) : response.rawPayload).toString("utf8");
  return JSON.parse(text) as EncodedClientSamples;
}

export const activityPaths = {
  upload: (athleteId: number) => `/api/athlete/${athleteId}/activities/upload/`,
  list: (athleteId: number, query = "") => `/api/athlete/${athleteId}/activities/${query}`,
  file: (id: number) => `/api/activities/${id}/file`,
  activity: (id: number) => `/api/activities/${id}/`,
  match: (id: number) => `/api/activities/${id}/match/`,
  analyze: (id: number) => `/api/analyze/${id}`,
  /** The compact series the web app reads (the spec's rows without `encoding`). */
  samples: (id: number) => `/api/analyze/${id}/samples?encoding=series`,
  comment: (id: number) => `/api/athlete/workouts/comments/${id}`,
  records: (athleteId?: number) =>
    athleteId === undefined ? "/api/garmin/records/" : `/api/garmin/records/?athlete=${athleteId}`,
  acceptRecords: "/api/athlete/records/accept/",
  peaks: "/api/athlete/peaks/",
};
