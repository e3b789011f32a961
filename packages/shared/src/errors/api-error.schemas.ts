import { z } from "zod";

/**
 * The error answers of the API. The web client reads
 * these shapes in one place and maps them to the messages the user sees.
 */
export const ApiErrorSchema = z.object({
  code: z.string(),
  error: z.object({ message: z.string() }),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const AuthErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(["token_not_valid", "no_auth_cred_provided", "bad_authorization_header"]),
});

export const ErrorCode = {
  validation: "validation_error",
  invalidCredentials: "invalid_credentials",
  emailNotConfirmed: "email_not_confirmed",
  emailTaken: "email_taken",
  tokenInvalid: "token_invalid",
  tokenNotValid: "token_not_valid",
  noAuth: "no_auth_cred_provided",
  badAuthHeader: "bad_authorization_header",
  forbidden: "permission_denied",
  notFound: "not_found",
  conflict: "conflict",
  dueSubscription: "due_subscription",
  rateLimited: "rate_limited",
  internal: "internal_error",
  serviceUnavailable: "service_unavailable",
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
