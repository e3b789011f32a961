import { mkdir, rm } from "node:fs/promises";
import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import {
  HISTORY_ARCHIVE_MAX_BYTES,
  HistoryImportParamsSchema,
  HistoryImportSchema,
  LatestHistoryImportResponseSchema,
  NO_HISTORY_ARCHIVE_MESSAGE,
} from "@coach/shared/history-import/history-import.schemas";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { createAuthenticate, currentUser } from "../access/authenticate";
import {
  createUploadSlots,
  displayFileName,
  streamToTempFile,
  tempUploadPath,
} from "../activities/activities.service";
import {
  ArchiveTooLargeError,
  getImport,
  importTarget,
  latestImport,
  startImport,
} from "./history-import.service";

const tags = ["history-import"];

/**
 * History archives (docs/decisions/123-history-archive-import.md): one zip of up to 2 GB per
 * request, streamed to a temporary file as it arrives (never whole in memory), then to file
 * storage for the job that imports it.
 */
export async function historyImportRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: HISTORY_ARCHIVE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  // One archive upload per user at a time: each holds up to 2 GB of disk until stored.
  const uploadSlots = createUploadSlots(1);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];

  api.post(
    "/api/athlete/:id/history-imports/",
    {
      onRequest,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: AthleteParamsSchema,
        response: { 202: HistoryImportSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      // Access first: nothing of the body is read for someone who may not import.
      const athlete = await importTarget({ db: deps.db, viewer, athleteId: request.params.id });
      if (Number(request.headers["content-length"] ?? 0) > HISTORY_ARCHIVE_MAX_BYTES + 64 * 1024) {
        throw new ArchiveTooLargeError();
      }
      if (!request.isMultipart()) throw AppError.field("file", NO_HISTORY_ARCHIVE_MESSAGE);
      const release = uploadSlots.acquire(viewer.id);
      const tmpDir = deps.config.uploadTmpDir;
      await mkdir(tmpDir, { recursive: true });
      const path = tempUploadPath(tmpDir);
      try {
        const part = await request.file();
        if (!part) throw AppError.field("file", NO_HISTORY_ARCHIVE_MESSAGE);
        const { sizeBytes } = await streamToTempFile(part.file, path);
        if (part.file.truncated) throw new ArchiveTooLargeError();
        if (sizeBytes === 0) throw AppError.field("file", NO_HISTORY_ARCHIVE_MESSAGE);
        const started = await startImport(deps, {
          viewer,
          athlete,
          fileName: displayFileName(part.filename),
          path,
          sizeBytes,
        });
        return reply.status(202).send(started);
      } finally {
        release();
        await rm(path, { force: true });
      }
    },
  );

  api.get(
    "/api/athlete/:id/history-imports/latest/",
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        response: { 200: LatestHistoryImportResponseSchema },
      },
    },
    async (request) => ({
      import: await latestImport({
        db: deps.db,
        viewer: currentUser(request),
        athleteId: request.params.id,
      }),
    }),
  );

  api.get(
    "/api/history-imports/:importId/",
    {
      onRequest,
      schema: { tags, params: HistoryImportParamsSchema, response: { 200: HistoryImportSchema } },
    },
    async (request) =>
      getImport({ db: deps.db, viewer: currentUser(request), importId: request.params.importId }),
  );
}
