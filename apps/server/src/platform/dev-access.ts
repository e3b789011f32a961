import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../app-deps";
import { AppError } from "../errors/app-error";
import { createAuthenticate } from "../features/access/authenticate";

export const DEV_ROUTES_REFUSED =
  "The development tools answer only on the machine that runs the server (localhost) or to an administrator (ADMIN_USER_IDS).";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ipv4.startsWith("127.") || address === "::1";
}

/**
 * The access check of every development route (outbox, jobs): they show every mail the app sent,
 * reset links included. The socket's own address decides, never X-Forwarded-For (a client sets it
 * freely); a request a proxy forwarded is not from this machine even when the proxy is.
 * Elsewhere only an administrator's bearer token opens them.
 */
export function createDevAccess(deps: Pick<AppDeps, "db" | "tokens" | "config" | "answers">) {
  const authenticate = createAuthenticate(deps);
  return async function devAccess(request: FastifyRequest) {
    const isForwarded = Boolean(request.headers["x-forwarded-for"] || request.headers.forwarded);
    if (isLoopbackAddress(request.socket.remoteAddress) && !isForwarded) return;
    if (!request.headers.authorization) throw new AppError(ErrorCode.forbidden, DEV_ROUTES_REFUSED);
    await authenticate(request);
    if (!request.user || !deps.config.adminUserIds.includes(request.user.id)) {
      throw new AppError(ErrorCode.forbidden, DEV_ROUTES_REFUSED);
    }
  };
}
