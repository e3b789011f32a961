import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { messages } from "@coach/shared/validation/messages";
import { findUnsafeInput } from "@coach/shared/validation/safe-input";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

/**
 * Input that passed the schemas but that PostgreSQL or the multipart parser cannot take: the
 * caller sent it, so the answer is a 400 with a clear message, never a 500. The schemas bound
 * the common fields; this is the net for the rest.
 */

/** SQLSTATEs of data the caller sent (PostgreSQL appendix A, class 22 and 54). */
const MESSAGE_BY_SQLSTATE: Record<string, string> = {
  // numeric_value_out_of_range: a number too large for its column.
  "22003": messages.numberOutOfRange,
  // invalid_text_representation: text where a number or uuid was expected.
  "22P02": messages.valueNotReadable,
  // datetime_field_overflow and invalid_datetime_format.
  "22008": messages.dateOutOfRange,
  "22007": messages.dateOutOfRange,
  // untranslatable_character and character_not_in_repertoire: NUL, lone surrogates.
  "22P05": messages.textHasForbiddenCharacters,
  "22021": messages.textHasForbiddenCharacters,
  // string_data_right_truncation: text longer than a varchar column.
  "22001": messages.valueNotReadable,
  // program_limit_exceeded: a value too large for an index or a statement.
  "54000": messages.valueNotReadable,
};

/** The SQLSTATE of a database error, looking through the wrappers (Drizzle keeps it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors of @fastify/busboy (under @fastify/multipart) for a body that is not valid multipart: a
 * missing or over-long boundary, a body cut short or without its boundary. They come as plain
 * Errors without a status.
 */
const MULTIPART_FAULT =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|Unsupported Content-Type|Missing Content-Type-header|The needle cannot)/;

/** A 400 for input the database or the multipart parser refused, or null for anything else. */
export function inputError(error: unknown): AppError | null {
  const state = sqlState(error);
  const message = state ? MESSAGE_BY_SQLSTATE[state] : undefined;
  if (message) return new AppError(ErrorCode.validation, message);
  const text = error instanceof Error ? error.message : "";
  if (MULTIPART_FAULT.test(text))
    return new AppError(ErrorCode.validation, messages.multipartInvalid);
  return null;
}

/**
 * Refuses any string in the parsed params, query or body (keys included) that PostgreSQL text
 * cannot hold, before a route's schema or handler sees it: one rule for every field.
 */
export function refuseUnsafeInput(app: FastifyInstance) {
  app.addHook("preValidation", async (request: FastifyRequest, _reply: FastifyReply) => {
    const found =
      findUnsafeInput(request.params) ??
      findUnsafeInput(request.query) ??
      findUnsafeInput(request.body);
    if (found === "text")
      throw new AppError(ErrorCode.validation, messages.textHasForbiddenCharacters);
    if (found === "depth") throw new AppError(ErrorCode.validation, messages.valueNotReadable);
  });
}
