import {
  ONBOARDING_MAX_FILES,
  OnboardingAnswersQuerySchema,
  OnboardingAnswersResponseSchema,
  OnboardingFileParamsSchema,
  OnboardingFlagSchema,
  OnboardingFormResponseSchema,
  OnboardingSubmitIdSchema,
  OnboardingSubmitResponseSchema,
} from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as onboarding from "./onboarding.service";

const tags = ["on-boarding"];

type MultipartBody = { values: Record<string, string>; parts: onboarding.IncomingPart[] };

/** The text fields and file parts of a multipart body; a part over 25 MB is kept as too large. */
async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw AppError.field("fields", messages.onBoardingFieldsInvalid);
  const values: Record<string, string> = {};
  const parts: onboarding.IncomingPart[] = [];
  for await (const part of request.parts()) {
    if (part.type === "field") {
      values[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) {
      if (!part.file.truncated) chunks.push(chunk as Buffer);
    }
    const isTooLarge = part.file.truncated;
    parts.push({
      partName: part.fieldname,
      fileName: part.filename,
      bytes: isTooLarge ? new Uint8Array() : Buffer.concat(chunks),
      isTooLarge,
    });
  }
  return { values, parts };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * On-boarding pages (docs/decisions/061-onboarding-forms.md): the coach's page (coaches and
 * owners), the athlete's answers, the stored files. 404 for what the caller may not see.
 */
export async function onboardingRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: ONBOARDING_MAX_FILES,
      fields: 10,
      fieldSize: 512 * 1024,
    },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const coachOnly = [createAuthenticate(deps), requireCoach];

  api.get(
    "/api/on-boarding/",
    { onRequest: coachOnly, schema: { tags, response: { 200: OnboardingFormResponseSchema } } },
    async (request) => onboarding.getCoachForm(deps, currentUser(request)),
  );

  for (const method of ["POST", "PUT"] as const) {
    api.route({
      method,
      url: "/api/on-boarding/",
      onRequest: coachOnly,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        response: { 200: OnboardingFormResponseSchema },
      },
      handler: async (request) => {
        const { values, parts } = await readMultipart(request);
        const flag = OnboardingFlagSchema.safeParse(values.onBoarding ?? "");
        if (!flag.success) throw AppError.field("onBoarding", messages.onBoardingFieldsInvalid);
        return onboarding.saveCoachForm(deps, {
          viewer: currentUser(request),
          fieldsJson: values.fields,
          parts,
          isUpdate: method === "PUT",
        });
      },
    });
  }

  api.post(
    "/api/on-boarding/form/submit",
    {
      onRequest,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        response: { 200: OnboardingSubmitResponseSchema },
      },
    },
    async (request) => {
      const { values, parts } = await readMultipart(request);
      const formId = OnboardingSubmitIdSchema.safeParse(values.id);
      if (!formId.success) throw AppError.notFound();
      const item = await onboarding.submitOnboarding(deps, {
        viewer: currentUser(request),
        formId: formId.data,
        answersJson: values.answers,
        parts,
      });
      return { message: messages.profileUpdated, item };
    },
  );

  api.get(
    "/api/on-boarding/answers/",
    {
      onRequest,
      schema: {
        tags,
        querystring: OnboardingAnswersQuerySchema,
        response: { 200: OnboardingAnswersResponseSchema },
      },
    },
    async (request) =>
      onboarding.findAthleteOnboarding(deps, currentUser(request), request.query.athlete),
  );

  api.get(
    "/api/on-boarding/files/:uuid",
    { onRequest, schema: { tags, params: OnboardingFileParamsSchema } },
    async (request, reply) => {
      const file = await onboarding.openOnboardingFile(
        deps,
        currentUser(request),
        request.params.uuid,
      );
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("content-disposition", attachment(file.fileName))
        .header("x-content-type-options", "nosniff")
        .send(file.stream);
    },
  );
}
