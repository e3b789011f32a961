import { ErrorCode, type ErrorCodeValue } from "@coach/shared/errors/api-error.schemas";
import { type ConflictChangedBy, conflictDetail } from "@coach/shared/errors/conflict.schemas";
import { messages } from "@coach/shared/validation/messages";

/** One status per code, so a service says what went wrong and never how to answer it. */
const STATUS_BY_CODE: Record<ErrorCodeValue, number> = {
  validation_error: 400,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  email_taken: 400,
  token_invalid: 400,
  token_not_valid: 401,
  no_auth_cred_provided: 401,
  bad_authorization_header: 401,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  due_subscription: 405,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly status: number;
  readonly fields?: Record<string, string[]>;

  constructor(code: ErrorCodeValue, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = fields;
  }

  static notFound() {
    return new AppError(ErrorCode.notFound, "Not found.");
  }

  static forbidden() {
    return new AppError(ErrorCode.forbidden, messages.permissionDenied);
  }

  static field(field: string, message: string) {
    return new AppError(ErrorCode.validation, message, { [field]: [message] });
  }
}

/** A refused attempt that may be made again after `retryAfterSec` (sent as Retry-After). */
export class RateLimitError extends AppError {
  readonly retryAfterSec: number;

  constructor(message: string, retryAfterSec: number) {
    super(ErrorCode.rateLimited, message);
    this.retryAfterSec = Math.max(1, Math.ceil(retryAfterSec));
  }
}

/**
 * A write that presented a stale version (decision 083): answered 409 with who changed the
 * resource and its current state, as its GET answers it.
 */
export class ConflictError extends AppError {
  readonly changedBy: ConflictChangedBy;
  readonly current: unknown;

  constructor(changedBy: ConflictChangedBy, current: unknown) {
    super(ErrorCode.conflict, conflictDetail(changedBy));
    this.changedBy = changedBy;
    this.current = current;
  }
}
