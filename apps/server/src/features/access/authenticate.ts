import { authMessages } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { findSessionUser } from "../auth/auth.service";
import type { UserRow } from "../people/users.service";

declare module "fastify" {
  interface FastifyRequest {
    user?: UserRow;
  }
}

/**
 * Bearer-token check with the answers the web client reacts to: no header gives
 * no_auth_cred_provided, a malformed one bad_authorization_header, an expired or forged token
 * (or one of a deleted user, or of a session ended by logout or a password reset)
 * token_not_valid, which makes the client refresh and retry.
 */
export function createAuthenticate(deps: Pick<AppDeps, "db" | "tokens" | "answers">) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header) throw new AppError(ErrorCode.noAuth, authMessages.noCredentials);
    const [scheme, token, ...rest] = header.split(" ");
    if (!scheme || !/^(Bearer|JWT)$/i.test(scheme) || !token || rest.length > 0) {
      throw new AppError(ErrorCode.badAuthHeader, authMessages.badHeader);
    }
    const claims = await deps.tokens.verifyAccess(token);
    const user = claims && (await findSessionUser(deps, claims));
    if (!user) throw new AppError(ErrorCode.tokenNotValid, authMessages.tokenNotValid);
    request.user = user;
  };
}

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError(ErrorCode.noAuth, authMessages.noCredentials);
  return request.user;
}

/** Coach-only capabilities: coaches and business owners. */
export async function requireCoach(request: FastifyRequest) {
  const user = currentUser(request);
  if (!user.isCoach && !user.isBusinessOwner) throw AppError.forbidden();
}

export async function requireBusinessOwner(request: FastifyRequest) {
  if (!currentUser(request).isBusinessOwner) throw AppError.forbidden();
}
