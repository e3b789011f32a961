import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import {
  ApplyPlanRequestSchema,
  DeletePlanBodySchema,
  PlanAppliedResponseSchema,
  PlanAssignmentEntriesRequestSchema,
  PlanAssignmentShiftedResponseSchema,
  PlanListQuerySchema,
  PlanListResponseSchema,
  PlanMessageResponseSchema,
  PlanSavedResponseSchema,
  PlanSchema,
  PlanWorkoutsChangedResponseSchema,
  SavePlanRequestSchema,
  ShiftPlanAssignmentBodySchema,
} from "@coach/shared/plans/plan.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as assignments from "./plan-assignment.service";
import * as plans from "./plans-library.service";

const tags = ["plans"];
const BASE = "/api/plan-library/";

/**
 * GET answers the list, or one whole plan with ?id=N; the handler names the schema of its
 * answer (serialising through the union would try the wrong schema first).
 */
const PlanListOrPlanResponseSchema = z.union([PlanListResponseSchema, PlanSchema]);
const encodeWith = (schema: z.ZodType) => (data: unknown) => JSON.stringify(z.encode(schema, data));
const encodeList = encodeWith(PlanListResponseSchema);
const encodePlan = encodeWith(PlanSchema);

/** The plan library and plan assignments (coaches and business owners only). */
export async function plansRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];
  const options = (request: FastifyRequest) => ({ db: deps.db, viewer: currentUser(request) });

  api.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        querystring: PlanListQuerySchema,
        response: { 200: PlanListOrPlanResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.query.id === undefined) {
        const list = await plans.listPlans(options(request));
        return reply.serializer(encodeList).send({ plans: list });
      }
      const plan = await plans.getPlan({ ...options(request), id: request.query.id });
      return reply.serializer(encodePlan).send(plan);
    },
  );

  /** Creates a plan (201), or updates it when the body has an id (200). */
  api.post(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        body: SavePlanRequestSchema,
        response: { 200: PlanSavedResponseSchema, 201: PlanSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const { plan, isNew } = await plans.savePlan({
        ...options(request),
        body: request.body,
        requireId: false,
      });
      return reply.status(isNew ? 201 : 200).send({ message: messages.planSaved, plan });
    },
  );

  api.put(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        body: SavePlanRequestSchema,
        response: { 200: PlanSavedResponseSchema, 409: conflictSchema(PlanSchema) },
      },
    },
    async (request) => {
      const { plan } = await plans.savePlan({
        ...options(request),
        body: request.body,
        requireId: true,
      });
      return { message: messages.planSaved, plan };
    },
  );

  api.delete(
    BASE,
    {
      onRequest,
      schema: { tags, body: DeletePlanBodySchema, response: { 200: PlanMessageResponseSchema } },
    },
    async (request) => {
      await plans.deletePlan({ ...options(request), planId: request.body.planId });
      return { message: messages.planDeleted };
    },
  );

  api.post(
    `${BASE}apply/`,
    {
      onRequest,
      schema: { tags, body: ApplyPlanRequestSchema, response: { 200: PlanAppliedResponseSchema } },
    },
    async (request) =>
      assignments.applyPlan({ ...options(request), events: deps.events, body: request.body }),
  );

  api.post(
    `${BASE}remove-plan-workouts/`,
    {
      onRequest,
      schema: {
        tags,
        body: PlanAssignmentEntriesRequestSchema,
        response: { 200: PlanWorkoutsChangedResponseSchema },
      },
    },
    async (request) => assignments.removePlanWorkouts({ ...options(request), body: request.body }),
  );

  api.post(
    `${BASE}update-plan-workouts/`,
    {
      onRequest,
      schema: {
        tags,
        body: PlanAssignmentEntriesRequestSchema,
        response: { 200: PlanWorkoutsChangedResponseSchema },
      },
    },
    async (request) => assignments.updatePlanWorkouts({ ...options(request), body: request.body }),
  );

  /** Our addition: moves an assigned plan's incomplete workouts by a number of days. */
  api.post(
    `${BASE}shift-assignment/`,
    {
      onRequest,
      schema: {
        tags,
        body: ShiftPlanAssignmentBodySchema,
        response: { 200: PlanAssignmentShiftedResponseSchema },
      },
    },
    async (request) => assignments.shiftAssignment({ ...options(request), body: request.body }),
  );
}
