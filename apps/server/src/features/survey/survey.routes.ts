import { SurveyAnswerBodySchema, SurveyAnswerSchema } from "@coach/shared/dashboard/survey.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import * as survey from "./survey.service";

const PATH = "/api/business-owner/pain-points-survey/";
const tags = ["dashboard"];

/** The owners' one-question survey. */
export async function surveyRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireBusinessOwner];

  api.get(
    PATH,
    { onRequest, schema: { tags, response: { 200: SurveyAnswerSchema } } },
    async (request) => survey.getSurveyAnswer(deps, currentUser(request)),
  );

  api.post(
    PATH,
    {
      onRequest,
      schema: { tags, body: SurveyAnswerBodySchema, response: { 201: SurveyAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await survey.answerSurvey(deps, currentUser(request), request.body);
      return reply.status(201).send(answer);
    },
  );
}
