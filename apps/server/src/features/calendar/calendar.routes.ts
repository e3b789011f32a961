import {
  AthleteParamsSchema,
  BatchCalendarWorkoutsBodySchema,
  BatchCalendarWorkoutsResponseSchema,
  CalendarGridResponseSchema,
  CalendarRangeQuerySchema,
  CalendarRangeResponseSchema,
  CalendarWorkoutParamsSchema,
  CalendarWorkoutSchema,
  CopyCalendarWorkoutBodySchema,
  CreateCalendarWorkoutBodySchema,
  MoveCalendarWorkoutBodySchema,
  ShiftCalendarBodySchema,
  ShiftCalendarResponseSchema,
  UpdateCalendarWorkoutBodySchema,
} from "@coach/shared/calendar/calendar.schemas";
import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { sendEncodedJson } from "../../platform/http/encoded-answer";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as calendar from "./calendar.service";

const tags = ["calendar"];
const BASE = "/api/athlete/:id/calendar/workouts/";

/** An athlete's planned workouts: the athlete, their coaches and their business's owner. */
export async function calendarRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const options = (request: FastifyRequest & { params: { id: number } }) => ({
    db: deps.db,
    viewer: currentUser(request),
    athleteId: request.params.id,
  });
  const workout = { 200: CalendarWorkoutSchema };

  api.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        querystring: CalendarRangeQuerySchema,
        // The specification's form, whole workouts; `view=grid` the month grid's, without steps.
        response: { 200: z.union([CalendarRangeResponseSchema, CalendarGridResponseSchema]) },
      },
    },
    // The answer is JSON text built from typed rows (calendarRangeJson, calendarGridJson):
    // zod-encoding a year of workouts with their steps took longer than the rest of the call
    // (bench/calendar.bench.ts). The schemas document it, and the tests parse answers with them.
    // Kept in memory until the athlete's calendar changes, with its compressed forms (decision 127).
    async (request, reply) => {
      const answer = await calendar.getCalendarRange({
        ...options(request),
        query: request.query,
        answers: deps.answers,
      });
      return sendEncodedJson(request, reply, answer);
    },
  );

  api.post(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        body: CreateCalendarWorkoutBodySchema,
        response: { 201: CalendarWorkoutSchema },
      },
    },
    async (request, reply) => {
      const created = await calendar.createCalendarWorkout({
        ...options(request),
        events: deps.events,
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.post(
    `${BASE}batch/`,
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        body: BatchCalendarWorkoutsBodySchema,
        response: { 200: BatchCalendarWorkoutsResponseSchema },
      },
    },
    async (request) => calendar.batchCalendarWorkouts({ ...options(request), body: request.body }),
  );

  api.get(
    `${BASE}:workoutId/`,
    { onRequest, schema: { tags, params: CalendarWorkoutParamsSchema, response: workout } },
    async (request) =>
      calendar.getCalendarWorkout({ ...options(request), workoutId: request.params.workoutId }),
  );

  api.put(
    `${BASE}:workoutId/`,
    {
      onRequest,
      schema: {
        tags,
        params: CalendarWorkoutParamsSchema,
        body: UpdateCalendarWorkoutBodySchema,
        response: { ...workout, 409: conflictSchema(CalendarWorkoutSchema) },
      },
    },
    async (request) =>
      calendar.updateCalendarWorkout({
        ...options(request),
        workoutId: request.params.workoutId,
        body: request.body,
      }),
  );

  api.delete(
    `${BASE}:workoutId/`,
    {
      onRequest,
      schema: { tags, params: CalendarWorkoutParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await calendar.deleteCalendarWorkout({
        ...options(request),
        workoutId: request.params.workoutId,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${BASE}:workoutId/move/`,
    {
      onRequest,
      schema: {
        tags,
        params: CalendarWorkoutParamsSchema,
        body: MoveCalendarWorkoutBodySchema,
        response: workout,
      },
    },
    async (request) =>
      calendar.moveCalendarWorkout({
        ...options(request),
        workoutId: request.params.workoutId,
        body: request.body,
      }),
  );

  api.post(
    `${BASE}:workoutId/copy/`,
    {
      onRequest,
      schema: {
        tags,
        params: CalendarWorkoutParamsSchema,
        body: CopyCalendarWorkoutBodySchema,
        response: { 201: CalendarWorkoutSchema },
      },
    },
    async (request, reply) => {
      const copy = await calendar.copyCalendarWorkout({
        ...options(request),
        events: deps.events,
        workoutId: request.params.workoutId,
        body: request.body,
      });
      return reply.status(201).send(copy);
    },
  );

  /** 'Shift from this day': every workout on or after fromDate moves by `days`. */
  api.post(
    "/api/athlete/:id/calendar/shift/",
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        body: ShiftCalendarBodySchema,
        response: { 200: ShiftCalendarResponseSchema },
      },
    },
    async (request) => calendar.shiftCalendar({ ...options(request), body: request.body }),
  );
}
