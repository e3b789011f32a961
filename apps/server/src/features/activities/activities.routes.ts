import { mkdir } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import {
  ACTIVITY_FILE_MAX_BYTES,
  ACTIVITY_UPLOAD_MAX_FILES,
  AcceptRecordsBodySchema,
  ActivityItemSchema,
  ActivityListQuerySchema,
  ActivityListResponseSchema,
  ActivityParamsSchema,
  AnalyzeParamsSchema,
  AnalyzeResponseSchema,
  CreateCommentBodySchema,
  CreateCommentResponseSchema,
  MatchActivityBodySchema,
  MessageResponseSchema,
  NO_ACTIVITY_FILE_MESSAGE,
  PeakActionBodySchema,
  RecordsQuerySchema,
  RecordsResponseSchema,
  SamplesQuerySchema,
  SpecSamplesResponseSchema,
  UploadResponseSchema,
} from "@coach/shared/activities/activity.schemas";
import { UpdateActivityBodySchema } from "@coach/shared/activities/activity-update.schemas";
import { specSampleRows } from "@coach/shared/activities/client-series";
import { decodeClientSamples } from "@coach/shared/activities/series-encoding";
import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as activities from "./activities.service";
import {
  displayFileName,
  type IncomingFile,
  importActivityFiles,
  uploadTarget,
} from "./activity-import";
import { changeActivitySport } from "./activity-sport-change";
import { COMMENT_PATHS } from "./comment-paths";
import * as records from "./records.service";
import {
  createUploadSlots,
  dailyAllowance,
  type UploadLimits,
  UploadTooLargeError,
} from "./upload-limits";
import { streamToTempFile, temporaryUpload } from "./upload-temp-file";

const tags = ["activities"];

/**
 * The file parts of the request, each streamed as it arrives to a temporary file in `tmpDir`
 * (never whole in memory) and handed on once complete; the next part is read only when this one
 * has been imported, and the rest of the request waits in the socket. The temporary file is
 * removed when its import is done, or when the request fails or the client goes away meanwhile.
 * A part over the file limit is kept only as 'too large'; a request over its total size or file
 * count stops with 413.
 */
async function* fileParts(
  request: FastifyRequest,
  limits: UploadLimits,
  tmpDir: string,
): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw AppError.field("file", NO_ACTIVITY_FILE_MESSAGE);
  if (Number(request.headers["content-length"] ?? 0) > limits.maxRequestBytes) {
    throw new UploadTooLargeError(limits);
  }
  await mkdir(tmpDir, { recursive: true });
  let totalBytes = 0;
  let fileCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const temp = temporaryUpload(tmpDir);
      try {
        const { sizeBytes, head } = await streamToTempFile(part.file, temp.path, (chunkBytes) => {
          totalBytes += chunkBytes;
          if (totalBytes > limits.maxRequestBytes) throw new UploadTooLargeError(limits);
        });
        fileCount += 1;
        yield {
          fileName: displayFileName(part.filename),
          path: temp.path,
          sizeBytes,
          isTooLarge: part.file.truncated,
          head,
          onBytesRead: temp.startRemoval,
        };
      } finally {
        await temp.remove();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new UploadTooLargeError(limits);
    }
    throw error;
  }
  if (fileCount === 0) throw AppError.field("file", NO_ACTIVITY_FILE_MESSAGE);
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value
    .split(",")
    .map((part) => part.trim().split(";"))
    .some(([coding, ...params]) => {
      const name = coding?.trim().toLowerCase();
      const isRefused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
      return (name === "gzip" || name === "*") && !isRefused;
    });
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Activities: upload and storage of activity files, their analysis, matching to the
 * calendar, comments, records and peaks. Access: the athlete, their coaches and their
 * business's owner (404 for anyone else, as for a missing activity).
 */
export async function activitiesRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: ACTIVITY_FILE_MAX_BYTES,
      files: ACTIVITY_UPLOAD_MAX_FILES,
      fields: 20,
      fieldSize: 1024,
    },
  });
  const { storage } = deps;
  const limits: UploadLimits = {
    maxRequestBytes: deps.config.uploadMaxRequestMb * 1024 * 1024,
    maxFiles: ACTIVITY_UPLOAD_MAX_FILES,
    concurrencyPerUser: deps.config.uploadConcurrencyPerUser,
    quota: { dailyMb: deps.config.uploadDailyMb, dailyFiles: deps.config.uploadDailyFiles },
  };
  const uploadSlots = createUploadSlots(limits.concurrencyPerUser);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const base = (request: FastifyRequest) => ({ db: deps.db, viewer: currentUser(request) });

  api.post(
    "/api/athlete/:id/activities/upload/",
    {
      onRequest,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: AthleteParamsSchema,
        response: { 200: UploadResponseSchema },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      // Access first: nothing of the body is read (or stored) for someone who may not upload.
      // The viewer's own allowance is read meanwhile (its 429 told only to who may upload).
      const allowing = dailyAllowance(deps.db, viewer.id, limits.quota, new Date());
      allowing.catch(() => undefined);
      const target = await uploadTarget(deps.db, viewer, request.params.id);
      const allowance = await allowing;
      const release = uploadSlots.acquire(viewer.id);
      try {
        const results = await importActivityFiles(
          {
            db: deps.db,
            events: deps.events,
            storage,
            parser: deps.activityParser,
            viewer,
            ...target,
          },
          fileParts(request, limits, deps.config.uploadTmpDir),
          { allowance, quota: limits.quota },
        );
        return { files: results };
      } finally {
        release();
      }
    },
  );

  api.get(
    "/api/athlete/:id/activities/",
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityListResponseSchema },
      },
    },
    async (request) => ({
      items: await activities.listActivities({
        ...base(request),
        athleteId: request.params.id,
        ...request.query,
      }),
    }),
  );

  api.get(
    "/api/activities/:activityId/file",
    { onRequest, schema: { tags, params: ActivityParamsSchema } },
    async (request, reply) => {
      const file = await activities.openActivityFile({
        ...base(request),
        storage,
        activityId: request.params.activityId,
      });
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("content-disposition", attachment(file.fileName))
        .send(file.stream);
    },
  );

  api.delete(
    "/api/activities/:activityId/",
    { onRequest, schema: { tags, params: ActivityParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await activities.deleteActivity({
        ...base(request),
        storage,
        events: deps.events,
        activityId: request.params.activityId,
      });
      return reply.status(204).send(null);
    },
  );

  api.patch(
    "/api/activities/:activityId/",
    {
      onRequest,
      schema: {
        tags,
        params: ActivityParamsSchema,
        body: UpdateActivityBodySchema,
        response: { 200: ActivityItemSchema },
      },
    },
    async (request) => {
      const { activityId } = request.params;
      const { name, sport } = request.body;
      // The sport first: a new sport may rename an activity still under its import's name.
      let item =
        sport === undefined
          ? null
          : await changeActivitySport({
              ...base(request),
              storage,
              parser: deps.activityParser,
              events: deps.events,
              tmpDir: deps.config.uploadTmpDir,
              activityId,
              sport,
            });
      if (name !== undefined) {
        item = await activities.renameActivity({ ...base(request), activityId, name });
      }
      return item!;
    },
  );

  api.post(
    "/api/activities/:activityId/match/",
    {
      onRequest,
      schema: {
        tags,
        params: ActivityParamsSchema,
        body: MatchActivityBodySchema,
        response: { 200: ActivityItemSchema },
      },
    },
    async (request) =>
      activities.matchActivity({
        ...base(request),
        activityId: request.params.activityId,
        workoutId: request.body.workoutId,
      }),
  );

  api.get(
    "/api/analyze/:id",
    {
      onRequest,
      schema: { tags, params: AnalyzeParamsSchema, response: { 200: AnalyzeResponseSchema } },
    },
    async (request) =>
      activities.analyzeActivity({ ...base(request), activityId: request.params.id }),
  );

  /**
   * The spec's sample rows (compressed on the wire like every answer); with `encoding=series`,
   * EncodedClientSamples as JSON: stored gzip-compressed, it is sent as stored with
   * Content-Encoding: gzip (the browser inflates it), or inflated for a client that does not
   * accept gzip.
   */
  api.get(
    "/api/analyze/:id/samples",
    {
      onRequest,
      schema: {
        tags,
        params: AnalyzeParamsSchema,
        querystring: SamplesQuerySchema,
        response: { 200: SpecSamplesResponseSchema },
      },
    },
    async (request, reply) => {
      const gzipped = await activities.activitySamples({
        ...base(request),
        activityId: request.params.id,
      });
      if (request.query.encoding === "rows") {
        reply.header("cache-control", "private, max-age=3600");
        return specSampleRows(decodeClientSamples(JSON.parse(gunzipSync(gzipped).toString())));
      }
      // The series go out as bytes, which the rows' response schema does not serialise.
      const raw = reply as unknown as { send(bytes: Buffer): unknown };
      reply
        .type("application/json; charset=utf-8")
        .header("vary", "accept-encoding")
        .header("cache-control", "private, max-age=3600");
      if (acceptsGzip(request.headers["accept-encoding"])) {
        reply.header("content-encoding", "gzip");
        raw.send(gzipped);
      } else {
        raw.send(gunzipSync(gzipped));
      }
      return reply;
    },
  );

  for (const commentPath of COMMENT_PATHS) {
    api.post(
      commentPath,
      {
        onRequest,
        schema: {
          tags,
          params: ActivityParamsSchema,
          body: CreateCommentBodySchema,
          response: { 201: CreateCommentResponseSchema },
        },
      },
      async (request, reply) => {
        const comment = await activities.addComment({
          ...base(request),
          events: deps.events,
          id: request.params.activityId,
          body: request.body,
        });
        return reply.status(201).send(comment);
      },
    );
  }

  api.get(
    "/api/garmin/records/",
    {
      onRequest,
      schema: { tags, querystring: RecordsQuerySchema, response: { 200: RecordsResponseSchema } },
    },
    async (request) => ({
      items: await records.listRecords({ ...base(request), athleteId: request.query.athlete }),
    }),
  );

  api.post(
    "/api/athlete/records/accept/",
    {
      onRequest,
      schema: { tags, body: AcceptRecordsBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) =>
      records.acceptRecords({ ...base(request), events: deps.events, body: request.body }),
  );

  api.post(
    "/api/athlete/peaks/",
    {
      onRequest,
      schema: { tags, body: PeakActionBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) =>
      records.peakAction({ ...base(request), events: deps.events, body: request.body }),
  );
}
