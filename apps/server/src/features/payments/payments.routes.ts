import {
  AssignmentParamsSchema,
  AssignmentsBodySchema,
  AssignmentsResponseSchema,
  CreatePaymentBodySchema,
  CreatePaymentPlanBodySchema,
  PaymentIdParamsSchema,
  PaymentPlanSchema,
  PaymentPlansResponseSchema,
  PaymentSchema,
  PaymentsQuerySchema,
  PaymentsResponseSchema,
  PlanIdParamsSchema,
  StripeConnectBodySchema,
  StripeConnectSchema,
  UpdatePaymentPlanBodySchema,
} from "@coach/shared/payments/payments.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import {
  assignPaymentPlan,
  cancelPaymentAssignment,
  createPaymentPlan,
  findAssignments,
  findPaymentPlans,
  updatePaymentPlan,
} from "./payment-plans.service";
import { findBusinessPayments, markPaymentPaidByOwner, recordPayment } from "./payments.service";
import { getStripeConnect, saveStripeConnect } from "./stripe-connect.service";

const tags = ["payments"];
const BASE = "/api/business-owner/payments";

/** The business owner's money (second document, section 7 'Payments, business owner'). */
export async function paymentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireBusinessOwner];

  api.get(
    `${BASE}/plans/`,
    { onRequest, schema: { tags, response: { 200: PaymentPlansResponseSchema } } },
    async (request) => findPaymentPlans(deps, currentUser(request)),
  );

  api.post(
    `${BASE}/plans/`,
    {
      onRequest,
      schema: { tags, body: CreatePaymentPlanBodySchema, response: { 201: PaymentPlanSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentPlan(deps, currentUser(request), request.body)),
  );

  api.put(
    `${BASE}/plans/:id/`,
    {
      onRequest,
      schema: {
        tags,
        params: PlanIdParamsSchema,
        body: UpdatePaymentPlanBodySchema,
        response: { 200: PaymentPlanSchema },
      },
    },
    async (request) =>
      updatePaymentPlan(deps, currentUser(request), request.params.id, request.body),
  );

  api.get(
    `${BASE}/plans/:id/assignments/`,
    {
      onRequest,
      schema: { tags, params: PlanIdParamsSchema, response: { 200: AssignmentsResponseSchema } },
    },
    async (request) => findAssignments(deps, currentUser(request), request.params.id),
  );

  api.post(
    `${BASE}/plans/:id/assignments/`,
    {
      onRequest,
      schema: {
        tags,
        params: PlanIdParamsSchema,
        body: AssignmentsBodySchema,
        response: { 200: AssignmentsResponseSchema },
      },
    },
    async (request) =>
      assignPaymentPlan(deps, currentUser(request), request.params.id, request.body.assignments),
  );

  api.delete(
    `${BASE}/plans/:id/assignments/:athleteId/`,
    {
      onRequest,
      schema: {
        tags,
        params: AssignmentParamsSchema,
        response: { 200: AssignmentsResponseSchema },
      },
    },
    async (request) =>
      cancelPaymentAssignment(
        deps,
        currentUser(request),
        request.params.id,
        request.params.athleteId,
      ),
  );

  api.get(
    `${BASE}/`,
    {
      onRequest,
      schema: { tags, querystring: PaymentsQuerySchema, response: { 200: PaymentsResponseSchema } },
    },
    async (request) => findBusinessPayments(deps, currentUser(request), request.query),
  );

  api.post(
    `${BASE}/`,
    {
      onRequest,
      schema: { tags, body: CreatePaymentBodySchema, response: { 201: PaymentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(deps, currentUser(request), request.body)),
  );

  api.post(
    `${BASE}/:id/mark-paid/`,
    {
      onRequest,
      schema: { tags, params: PaymentIdParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => markPaymentPaidByOwner(deps, currentUser(request), request.params.id),
  );

  api.get(
    `${BASE}/stripe-connect/`,
    { onRequest, schema: { tags, response: { 200: StripeConnectSchema } } },
    async (request) => getStripeConnect(deps, currentUser(request)),
  );

  api.post(
    `${BASE}/stripe-connect/`,
    {
      onRequest,
      schema: { tags, body: StripeConnectBodySchema, response: { 200: StripeConnectSchema } },
    },
    async (request) => saveStripeConnect(deps, currentUser(request), request.body),
  );
}
