import {
  BusinessImageParamsSchema,
  BusinessImageResponseSchema,
  BusinessProfileSchema,
  PublicSubdomainInfoSchema,
  SubDomainParamsSchema,
  SubdomainTakenResponseSchema,
} from "@coach/shared/business/business.schemas";
import { BusinessSettingsBodySchema } from "@coach/shared/validation/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import * as business from "./business.service";
import { openBusinessImage, storeBusinessImage } from "./business-images.service";

const tags = ["business"];

/** A content-hashed address never changes content: browsers and proxies may keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The business settings of its owner (paths our own: the product named none), the images they
 * upload, and what anyone may read about a subdomain.
 */
export async function businessRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = [createAuthenticate(deps), requireBusinessOwner];

  api.get(
    "/api/business-owner/business/",
    { onRequest: ownerOnly, schema: { tags, response: { 200: BusinessProfileSchema } } },
    async (request) => business.getBusinessProfile(deps, currentUser(request)),
  );

  api.put(
    "/api/business-owner/business/",
    {
      onRequest: ownerOnly,
      schema: { tags, body: BusinessSettingsBodySchema, response: { 200: BusinessProfileSchema } },
    },
    async (request) => business.saveBusinessProfile(deps, currentUser(request), request.body),
  );

  api.post(
    "/api/business-owner/business/images/:kind/",
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: BusinessImageParamsSchema,
        response: { 200: BusinessImageResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw AppError.field("file", messages.multipartInvalid);
      const part = await request.file();
      if (!part) throw AppError.field("file", messages.required);
      // A file over the limit is answered with the size message below; a body that is not
      // valid multipart goes on to the error handler's 400.
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (isFileTooLarge(error)) return Buffer.alloc(0);
        throw error;
      });
      return storeBusinessImage(deps, {
        kind: request.params.kind,
        bytes,
        isTruncated: part.file.truncated,
      });
    },
  );

  api.get(
    "/api/images/:name",
    { schema: { tags, params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const image = await openBusinessImage(deps, request.params.name);
      return reply
        .type(image.contentType)
        .header("content-length", image.size)
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        .send(image.stream);
    },
  );

  api.get(
    "/api/subdomain/availability/:subDomain",
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        params: SubDomainParamsSchema,
        response: { 200: SubdomainTakenResponseSchema },
      },
    },
    async (request) => business.findSubdomainHolder(deps, request.params.subDomain),
  );

  api.get(
    "/api/subdomain/:subDomain",
    {
      schema: { tags, params: SubDomainParamsSchema, response: { 200: PublicSubdomainInfoSchema } },
    },
    async (request) => business.getPublicBusiness(deps, request.params.subDomain),
  );
}

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";
