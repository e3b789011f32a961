import {
  AthleteParamsSchema,
  CalendarFeedResponseSchema,
  CalendarRaceBodySchema,
  CalendarRaceListResponseSchema,
  CalendarRaceParamsSchema,
  CalendarRaceSchema,
  CalendarUnavailabilityBodySchema,
  CalendarUnavailabilityListResponseSchema,
  CalendarUnavailabilityParamsSchema,
  CalendarUnavailabilitySchema,
} from "@coach/shared/calendar/calendar.schemas";
import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as events from "./calendar-events.service";
import * as feed from "./calendar-feed.service";

const tags = ["calendar"];
const RACES = "/api/athlete/:id/calendar/races/";
const UNAVAILABILITY = "/api/athlete/:id/calendar/unavailability/";

/** Races, unavailable days and the iCalendar feed of an athlete's calendar. */
export async function calendarEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const options = (request: FastifyRequest & { params: { id: number } }) => ({
    db: deps.db,
    events: deps.events,
    viewer: currentUser(request),
    athleteId: request.params.id,
  });
  const params = AthleteParamsSchema;
  const noContent = { 204: z.null() };

  api.get(
    RACES,
    { onRequest, schema: { tags, params, response: { 200: CalendarRaceListResponseSchema } } },
    async (request) => ({ items: await events.findRaces(options(request)) }),
  );

  api.post(
    RACES,
    {
      onRequest,
      schema: {
        tags,
        params,
        body: CalendarRaceBodySchema,
        response: { 201: CalendarRaceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await events.createRace({ ...options(request), body: request.body })),
  );

  api.put(
    `${RACES}:raceId/`,
    {
      onRequest,
      schema: {
        tags,
        params: CalendarRaceParamsSchema,
        body: CalendarRaceBodySchema,
        response: { 200: CalendarRaceSchema, 409: conflictSchema(CalendarRaceSchema) },
      },
    },
    async (request) =>
      events.updateRace({ ...options(request), raceId: request.params.raceId, body: request.body }),
  );

  api.delete(
    `${RACES}:raceId/`,
    { onRequest, schema: { tags, params: CalendarRaceParamsSchema, response: noContent } },
    async (request, reply) => {
      await events.deleteRace({ ...options(request), raceId: request.params.raceId });
      return reply.status(204).send(null);
    },
  );

  api.get(
    UNAVAILABILITY,
    {
      onRequest,
      schema: { tags, params, response: { 200: CalendarUnavailabilityListResponseSchema } },
    },
    async (request) => ({ items: await events.findUnavailability(options(request)) }),
  );

  api.post(
    UNAVAILABILITY,
    {
      onRequest,
      schema: {
        tags,
        params,
        body: CalendarUnavailabilityBodySchema,
        response: { 201: CalendarUnavailabilitySchema },
      },
    },
    async (request, reply) => {
      const created = await events.createUnavailability({
        ...options(request),
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.put(
    `${UNAVAILABILITY}:unavailabilityId/`,
    {
      onRequest,
      schema: {
        tags,
        params: CalendarUnavailabilityParamsSchema,
        body: CalendarUnavailabilityBodySchema,
        response: {
          200: CalendarUnavailabilitySchema,
          409: conflictSchema(CalendarUnavailabilitySchema),
        },
      },
    },
    async (request) =>
      events.updateUnavailability({
        ...options(request),
        unavailabilityId: request.params.unavailabilityId,
        body: request.body,
      }),
  );

  api.delete(
    `${UNAVAILABILITY}:unavailabilityId/`,
    {
      onRequest,
      schema: { tags, params: CalendarUnavailabilityParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await events.deleteUnavailability({
        ...options(request),
        unavailabilityId: request.params.unavailabilityId,
      });
      return reply.status(204).send(null);
    },
  );

  /** The athlete's secret iCalendar address; a new call replaces the old one. */
  api.post(
    "/api/athlete/:id/calendar/feed/",
    { onRequest, schema: { tags, params, response: { 201: CalendarFeedResponseSchema } } },
    async (request, reply) => {
      const created = await feed.createCalendarFeed({
        ...options(request),
        publicUrl: deps.config.publicUrl,
      });
      return reply.status(201).send(created);
    },
  );

  /** Public: the secret in the path is the credential (calendar apps send no token). */
  api.get(
    "/api/calendar/feed/:file",
    {
      schema: {
        tags,
        params: z.object({ file: z.string().max(200) }),
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const text = await feed.renderCalendarFeed({
        db: deps.db,
        file: request.params.file,
        publicUrl: deps.config.publicUrl,
      });
      return reply
        .header("cache-control", "private, no-cache")
        .type("text/calendar; charset=utf-8")
        .send(text);
    },
  );
}
