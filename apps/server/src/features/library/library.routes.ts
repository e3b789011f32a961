import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import {
  LibraryListQuerySchema,
  LibraryListResponseSchema,
  LibraryWorkoutParamsSchema,
  LibraryWorkoutSchema,
  UpdateLibraryWorkoutBodySchema,
} from "@coach/shared/library/library.schemas";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { WorkoutBodySchema } from "@coach/shared/workouts/workout.schemas";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as library from "./library.service";
import { readWorkoutUpload, workoutFromFile } from "./library-import";

const tags = ["library"];
const params = LibraryWorkoutParamsSchema;

const LibraryFullListResponseSchema = z.object({ items: z.array(LibraryWorkoutSchema) });

/**
 * The list answers rows, or whole workouts with ?full=true. The handler names the schema of its
 * answer: serialising through the union would try each item against the wrong schema first,
 * which costs more than the query for a large library (bench/library.bench.ts).
 */
const LibraryListOrFullResponseSchema = z.union([
  LibraryListResponseSchema,
  LibraryFullListResponseSchema,
]);
const encodeWith = (schema: z.ZodType) => (data: unknown) => JSON.stringify(z.encode(schema, data));
const encodeList = encodeWith(LibraryListResponseSchema);
const encodeFullList = encodeWith(LibraryFullListResponseSchema);

/** The coach's workout library (coaches and business owners only). */
export async function libraryRoutes(app: FastifyInstance, deps: AppDeps) {
  // Workout files: one file and the optional sport field (decision 119).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];
  const options = (request: FastifyRequest) => ({ db: deps.db, viewer: currentUser(request) });

  api.get(
    "/api/coach/library/",
    {
      onRequest,
      schema: {
        tags,
        querystring: LibraryListQuerySchema,
        response: { 200: LibraryListOrFullResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.query.full !== "true") {
        const items = await library.findLibraryItems(options(request));
        return reply.serializer(encodeList).send({ items });
      }
      const items = await library.findLibraryWorkouts(options(request));
      return reply.serializer(encodeFullList).send({ items });
    },
  );

  api.get(
    "/api/coach/library/:id/",
    { onRequest, schema: { tags, params, response: { 200: LibraryWorkoutSchema } } },
    async (request) => library.getLibraryWorkout({ ...options(request), id: request.params.id }),
  );

  api.post(
    "/api/coach/library/",
    {
      onRequest,
      schema: { tags, body: WorkoutBodySchema, response: { 201: LibraryWorkoutSchema } },
    },
    async (request, reply) => {
      const workout = await library.createLibraryWorkout({
        ...options(request),
        body: request.body,
      });
      return reply.status(201).send(workout);
    },
  );

  /**
   * A .fit, .zwo, .erg or .mrc file (multipart `file`) becomes a library workout. `sport` (1, 2
   * or 3) is needed only for a FIT workout that names none and whose steps do not tell; without
   * it such a file answers 400 on the sport field (decision 119).
   */
  api.post(
    "/api/coach/library/import/",
    {
      onRequest,
      schema: { tags, consumes: ["multipart/form-data"], response: { 201: LibraryWorkoutSchema } },
    },
    async (request, reply) => {
      const body = workoutFromFile(await readWorkoutUpload(request));
      const workout = await library.createLibraryWorkout({ ...options(request), body });
      return reply.status(201).send(workout);
    },
  );

  api.put(
    "/api/coach/library/:id/",
    {
      onRequest,
      schema: {
        tags,
        params,
        body: UpdateLibraryWorkoutBodySchema,
        response: { 200: LibraryWorkoutSchema, 409: conflictSchema(LibraryWorkoutSchema) },
      },
    },
    async (request) =>
      library.updateLibraryWorkout({
        ...options(request),
        id: request.params.id,
        body: request.body,
      }),
  );

  api.delete(
    "/api/coach/library/:id/",
    { onRequest, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await library.deleteLibraryWorkout({ ...options(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  /** A copy owned by the caller, named '<name> (copy)', of any workout they can see. */
  api.post(
    "/api/coach/library/:id/copy/",
    { onRequest, schema: { tags, params, response: { 201: LibraryWorkoutSchema } } },
    async (request, reply) => {
      const copy = await library.copyLibraryWorkout({ ...options(request), id: request.params.id });
      return reply.status(201).send(copy);
    },
  );
}
