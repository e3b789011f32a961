/**
 * Why a workout file could not be read or written. The server maps every code to HTTP 400
 * (422 for missing-threshold would also fit, but the user fixes both the same way: by
 * changing the file or the athlete's zones); the message is shown to the user as is.
 */
export type WorkoutFileErrorCode =
  | "not-fit"
  | "not-workout"
  | "corrupt"
  | "invalid-file"
  | "unsupported"
  | "missing-threshold"
  | "unknown-format"
  /** A FIT workout that names no sport and whose steps do not tell: the user picks one. */
  | "missing-sport";

export class WorkoutFileError extends Error {
  readonly code: WorkoutFileErrorCode;

  constructor(code: WorkoutFileErrorCode, message: string) {
    super(message);
    this.name = "WorkoutFileError";
    this.code = code;
  }
}
