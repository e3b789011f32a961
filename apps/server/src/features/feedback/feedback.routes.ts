import {
  FeedbackSubmitBodySchema,
  FeedbackSubmitResponseSchema,
} from "@coach/shared/dashboard/feedback.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import { submitFeedback } from "./feedback.service";

/** The feedback dialog of the top bar: anyone signed in. */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/feedback/submit/",
    {
      onRequest: [createAuthenticate(deps)],
      schema: {
        tags: ["dashboard"],
        body: FeedbackSubmitBodySchema,
        response: { 201: FeedbackSubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await submitFeedback({
        deps,
        viewer: currentUser(request),
        body: request.body,
      });
      return reply.status(201).send(answer);
    },
  );
}
