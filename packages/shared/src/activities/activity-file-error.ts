/**
 * Why an activity file cannot be imported. The message names the file and what is wrong and
 * is shown to the user as is; the server maps every code to HTTP 400 (or 422, its choice).
 */
export type ActivityFileErrorCode =
  | "unknown-format"
  | "corrupt"
  | "unsupported"
  | "no-records"
  | "invalid-file";

export class ActivityFileError extends Error {
  readonly code: ActivityFileErrorCode;
  readonly fileName: string;

  constructor(code: ActivityFileErrorCode, fileName: string, problem: string) {
    super(`${fileName}: ${problem}`);
    this.name = "ActivityFileError";
    this.code = code;
    this.fileName = fileName;
  }
}
