import { z } from "zod";
import { AccountDetailsSchema } from "../account/account.schemas";
import { EmailSchema, PasswordSchema } from "../validation/common.schemas";
import { messages } from "../validation/messages";

/** Bodies and answers of the auth calls. */

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  fullName: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(200)
    .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, messages.invalidFullName),
  is_coach: z.boolean().default(false),
  timezone: z.string().max(64).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The same answer for a new and an already registered address (no id: it would tell which). */
export const RegisterResponseSchema = z.object({ detail: z.string() });

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(128),
  timezone: z.string().max(64).optional(),
  redirectQuery: z.string().max(2000).optional().nullable(),
  subdomain: z.string().max(63).optional().nullable(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

export const LoginResponseSchema = z.object({
  tokens: TokensSchema,
  data: z.object({ details: AccountDetailsSchema }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z.object({ refresh: z.string().min(1, messages.required) });
/** The web client reads `access`; the refresh token rotates, so the new one comes too. */
export const RefreshResponseSchema = TokensSchema;

export const LogoutBodySchema = z.object({ refresh: z.string().min(1, messages.required) });

export const EmailOnlyBodySchema = z.object({ email: EmailSchema });

export const TokenBodySchema = z.object({ token: z.string().min(1, messages.required).max(200) });

export const EmailConfirmResponseSchema = LoginResponseSchema.extend({ user_id: z.number() });

export const PasswordResetBodySchema = z.object({
  token: z.string().min(1, messages.required).max(200),
  password: PasswordSchema,
});

export const PasswordResetCheckQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const PasswordResetCheckResponseSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
});

export const DetailResponseSchema = z.object({ detail: z.string() });

/** Answers shown to users after a request whose outcome must not reveal whether an e-mail exists. */
export const authMessages = {
  registered: "Your account has been created. Check your e-mail to confirm your address.",
  confirmationSent:
    "If this e-mail belongs to an unconfirmed account, a confirmation mail has been sent.",
  resetSent: "If an account uses this e-mail, a password reset mail has been sent.",
  passwordChanged: "Your password has been changed. You can sign in now.",
  loggedOut: "Logged out.",
  invalidCredentials: "Unable to log in with provided credentials.",
  emailNotConfirmed:
    "Please confirm your e-mail address first. We can send the confirmation mail again.",
  emailTaken: "An account with this e-mail already exists.",
  tokenInvalid: "This link is invalid or has expired.",
  tooManyAttempts: "Too many attempts, please wait a few minutes and try again.",
  tokenNotValid: "Given token not valid for any token type",
  noCredentials: "Authentication credentials were not provided.",
  badHeader: "Authorization header must contain two space-delimited values",
} as const;
