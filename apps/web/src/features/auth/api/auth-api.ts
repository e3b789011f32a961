import type { LoginBody, LoginResponse, RegisterBody } from "@coach/shared/auth/auth.schemas";
import { apiFetch } from "../../../lib/api-client";

/** The auth calls; none sends a token. */
const post = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: "POST", body, auth: false });

export const login = (body: LoginBody) => post<LoginResponse>("/api/auth/login/", body);

export const register = (body: RegisterBody) =>
  post<{ detail: string }>("/api/auth/register/", body);

export const requestEmailConfirmation = (email: string) =>
  post<{ detail: string }>("/api/auth/email-confirm-request/", { email });

export const confirmEmail = (token: string) =>
  post<LoginResponse & { user_id: number }>("/api/auth/email-confirm/", { token });

export const requestPasswordReset = (email: string) =>
  post<{ detail: string }>("/api/auth/password-reset/", { email });

export const checkPasswordResetToken = (token: string) =>
  apiFetch<{ valid: true; email: string }>("/api/auth/password-reset/", {
    query: { token },
    auth: false,
  });

export const resetPassword = (token: string, password: string) =>
  apiFetch<{ detail: string }>("/api/auth/password-reset/", {
    method: "PUT",
    body: { token, password },
    auth: false,
  });
