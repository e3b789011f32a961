import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { messages } from "@coach/shared/validation/messages";
import { describe, expect, it } from "vitest";
import { inputError } from "./input-errors";

/** A database error as Drizzle throws it: the driver's error, with its SQLSTATE, in `cause`. */
function queryError(code: string) {
  return new Error("Failed query: select ...", { cause: Object.assign(new Error("pg"), { code }) });
}

describe("inputError", () => {
  it.each([
    ["22003", messages.numberOutOfRange],
    ["22P02", messages.valueNotReadable],
    ["22008", messages.dateOutOfRange],
    ["22007", messages.dateOutOfRange],
    ["22021", messages.textHasForbiddenCharacters],
    ["22P05", messages.textHasForbiddenCharacters],
    ["54000", messages.valueNotReadable],
  ])("answers SQLSTATE %s with a 400", (code, message) => {
    const error = inputError(queryError(code));
    expect(error).toMatchObject({ code: ErrorCode.validation, status: 400, message });
  });

  it.each([
    "Multipart: Boundary not found",
    "Unexpected end of multipart data",
    "The needle cannot have a length bigger than 256.",
  ])("answers the multipart fault '%s' with a 400", (text) => {
    expect(inputError(new Error(text))).toMatchObject({
      status: 400,
      message: messages.multipartInvalid,
    });
  });

  it.each([
    ["a unique violation", queryError("23505")],
    ["a lost connection", queryError("57P01")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "text"],
  ])("leaves %s to the error handler", (_name, error) => {
    expect(inputError(error)).toBeNull();
  });
});
