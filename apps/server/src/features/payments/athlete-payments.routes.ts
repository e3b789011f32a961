import {
  AthletePaymentParamsSchema,
  AthletePaymentPlansResponseSchema,
  PaymentsResponseSchema,
  PayResponseSchema,
} from "@coach/shared/payments/payments.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import { payPayment } from "./athlete-pay.service";
import { findAthletePaymentPlans, findAthletePayments } from "./payments.service";

const tags = ["payments"];

/** The athlete's own plans and payments, and paying one (section 7 'Payments, athlete'). */
export async function athletePaymentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];

  api.get(
    "/api/athlete/payments/plans/",
    { onRequest, schema: { tags, response: { 200: AthletePaymentPlansResponseSchema } } },
    async (request) => findAthletePaymentPlans(deps, currentUser(request)),
  );

  api.get(
    "/api/athlete/payments/",
    { onRequest, schema: { tags, response: { 200: PaymentsResponseSchema } } },
    async (request) => findAthletePayments(deps, currentUser(request)),
  );

  api.post(
    "/api/athlete/payments/:paymentId/pay/",
    {
      onRequest,
      schema: { tags, params: AthletePaymentParamsSchema, response: { 200: PayResponseSchema } },
    },
    async (request) => payPayment(deps, currentUser(request), request.params.paymentId),
  );
}
