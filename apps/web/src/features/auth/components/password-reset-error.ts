import { messages } from "@coach/shared/validation/messages";
import { ApiError } from "../../../lib/api-error";

/**
 * The reset screens' own error rule: no answer gives
 * 'Please try again later, an error occured'; a refused password 'password - <its message>';
 * any other answer the server's message.
 */
export function passwordResetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return messages.passwordResetNoResponse;
  const password = error.fieldError("password");
  return password ? `password - ${password}` : error.message;
}
