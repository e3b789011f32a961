import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/connection-errors";
import { AppError, ConflictError, RateLimitError } from "./app-error";
import { inputError } from "./input-errors";

/**
 * The one place that turns failures into answers: the shapes of ApiErrorSchema, and never an
 * internal detail in a 5xx (the log keeps the context).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    // Input the database or the multipart parser refused is the caller's: a 400, not a 500.
    const error = caught instanceof AppError ? caught : (inputError(caught) ?? caught);
    if (error !== caught)
      request.log.warn({ err: caught }, "input refused as unstorable or unreadable");
    if (error instanceof RateLimitError) reply.header("retry-after", String(error.retryAfterSec));
    if (error instanceof ConflictError) {
      const { changedBy, current } = error;
      return reply
        .status(409)
        .send({ code: error.code, detail: error.message, changedBy, current });
    }
    if (error instanceof AppError) {
      if (error.code === ErrorCode.forbidden)
        return reply.status(403).send({ detail: error.message });
      if (error.status === 401)
        return reply.status(401).send({ detail: error.message, code: error.code });
      if (error.code === ErrorCode.dueSubscription) {
        return reply.status(405).send({ code: error.code, error: { message: error.message } });
      }
      return reply.status(error.status).send({
        code: error.code,
        error: { message: error.message },
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        const text = issue.message ?? messages.required;
        fields[name] = [...(fields[name] ?? []), text];
      }
      const first = Object.values(fields)[0]?.[0] ?? messages.formHasErrors;
      return reply
        .status(400)
        .send({ code: ErrorCode.validation, error: { message: first }, fields });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.rateLimited, error: { message: error.message } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code ?? "bad_request", error: { message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({
          code: ErrorCode.serviceUnavailable,
          error: { message: messages.serviceUnavailable },
        });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ code: ErrorCode.internal, error: { message: messages.serverError } });
  });
}
