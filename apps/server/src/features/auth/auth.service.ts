import { randomUUID } from "node:crypto";
import { authMessages, type LoginBody, type RegisterBody } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { sqlState } from "../../errors/input-errors";
import { getAccountDetails } from "../account/account.service";
import {
  createUser,
  findUser,
  findUserByEmail,
  type UserRow,
  updateUser,
} from "../people/users.service";
import { confirmationMail, passwordResetMail, registrationAttemptMail } from "./auth.mails";
import {
  findLiveOneTimeToken,
  findRefreshToken,
  findUserOfLiveSession,
  insertOneTimeToken,
  insertRefreshToken,
  isSessionLive,
  revokeAllRefreshTokens,
  revokeSession,
  rotateRefreshToken,
  useOneTimeToken,
} from "./auth.repository";
import { hashPassword, verifyPassword } from "./passwords";
import { hashToken, newOpaqueToken } from "./tokens";

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = "23505";

/** The attempt counters of sign-in, shared with the other public token routes (unsubscribe). */
export { consumeAttempts } from "./rate-limit";

const CONFIRM_TTL_MS = 48 * 3600 * 1000;
/** The reset link is valid for one hour. */
const RESET_TTL_MS = 3600 * 1000;
/** A set-password link (an account someone else created) is valid for seven days. */
const SET_PASSWORD_TTL_MS = 7 * 24 * 3600 * 1000;
/**
 * The tokens the password-reset screen accepts: a reset, or the first password of an account
 * that a business owner created. Both confirm the e-mail, since the link came by mail.
 */
const PASSWORD_TOKEN_PURPOSES = ["password_reset", "set_password"] as const;

function splitFullName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** A new session: the first token of a new family. */
async function issueTokens(deps: AppDeps, userId: number) {
  const refresh = newOpaqueToken();
  const sessionId = randomUUID();
  await storeRefreshToken(deps, deps.db, { userId, sessionId, refresh });
  return { access: await deps.tokens.signAccess(userId, sessionId), refresh };
}

async function storeRefreshToken(
  deps: AppDeps,
  db: Executor,
  token: { userId: number; sessionId: string; refresh: string },
) {
  await insertRefreshToken(db, {
    userId: token.userId,
    sessionId: token.sessionId,
    tokenHash: hashToken(token.refresh),
    expiresAt: new Date(deps.clock.now().getTime() + deps.config.refreshTokenTtlSec * 1000),
  });
}

type MailComposer = (options: { publicUrl: string; token: string; firstName: string }) => {
  subject: string;
  text: string;
};

/** Stores a one-time token for the user and mails them its link, composed by `compose`. */
async function mailOneTimeToken(
  deps: AppDeps,
  user: { id: number; email: string; firstName: string },
  token: { purpose: "email_confirm" | "password_reset"; ttlMs: number },
  compose: MailComposer,
) {
  const value = newOpaqueToken();
  await insertOneTimeToken(deps.db, {
    userId: user.id,
    purpose: token.purpose,
    tokenHash: hashToken(value),
    expiresAt: new Date(deps.clock.now().getTime() + token.ttlMs),
  });
  const mail = compose({
    publicUrl: deps.config.publicUrl,
    token: value,
    firstName: user.firstName,
  });
  await deps.mail.send({ to: user.email, subject: mail.subject, text: mail.text });
}

const sendConfirmation = (deps: AppDeps, user: { id: number; email: string; firstName: string }) =>
  mailOneTimeToken(
    deps,
    user,
    { purpose: "email_confirm", ttlMs: CONFIRM_TTL_MS },
    confirmationMail,
  );

/**
 * The answer is the same whether the address has an account or not, so registration cannot tell
 * who has one; the owner of an existing account is told by mail instead, with a reset link. The
 * password is hashed either way, so the time taken does not tell either.
 */
export async function registerUser(deps: AppDeps, body: RegisterBody) {
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail({ db: deps.db, email: body.email });
  if (existing) {
    await sendRegistrationAttempt(deps, existing);
    return { detail: authMessages.registered };
  }
  let user: Awaited<ReturnType<typeof createUser>>;
  try {
    user = await createUser({
      db: deps.db,
      row: {
        email: body.email,
        passwordHash,
        ...splitFullName(body.fullName),
        isCoach: body.is_coach,
        timezone: body.timezone ?? "UTC",
        zones: defaultAccountZones(),
      },
    });
  } catch (error) {
    // A simultaneous registration with the same address won the unique index on users.email:
    // answer as for any existing address (decision 083).
    const winner =
      sqlState(error) === UNIQUE_VIOLATION
        ? await findUserByEmail({ db: deps.db, email: body.email })
        : undefined;
    if (!winner) throw error;
    await sendRegistrationAttempt(deps, winner);
    return { detail: authMessages.registered };
  }
  await sendConfirmation(deps, user);
  return { detail: authMessages.registered };
}

/** Tells an account's owner that someone tried to register with their address. */
const sendRegistrationAttempt = (
  deps: AppDeps,
  user: { id: number; email: string; firstName: string },
) =>
  mailOneTimeToken(
    deps,
    user,
    { purpose: "password_reset", ttlMs: RESET_TTL_MS },
    registrationAttemptMail,
  );

export async function requestEmailConfirmation(deps: AppDeps, email: string) {
  const user = await findUserByEmail({ db: deps.db, email });
  if (user && !user.emailConfirmedAt) await sendConfirmation(deps, user);
  return { detail: authMessages.confirmationSent };
}

export async function confirmEmail(deps: AppDeps, token: string) {
  const used = await useOneTimeToken(deps.db, hashToken(token), "email_confirm");
  if (!used) throw new AppError(ErrorCode.tokenInvalid, authMessages.tokenInvalid);
  const user = await updateUser({
    db: deps.db,
    userId: used.userId,
    changes: { emailConfirmedAt: deps.clock.now() },
  });
  if (!user) throw new AppError(ErrorCode.tokenInvalid, authMessages.tokenInvalid);
  const tokens = await issueTokens(deps, user.id);
  const details = await getAccountDetails({ db: deps.db, config: deps.config, user });
  return { user_id: user.id, tokens, data: { details } };
}

export async function login(deps: AppDeps, body: LoginBody) {
  const user = await findUserByEmail({ db: deps.db, email: body.email });
  const isValid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !isValid) {
    throw new AppError(ErrorCode.invalidCredentials, authMessages.invalidCredentials);
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(ErrorCode.emailNotConfirmed, authMessages.emailNotConfirmed);
  }
  const updated =
    body.timezone && body.timezone !== user.timezone
      ? await updateUser({ db: deps.db, userId: user.id, changes: { timezone: body.timezone } })
      : user;
  const tokens = await issueTokens(deps, user.id);
  const details = await getAccountDetails({
    db: deps.db,
    config: deps.config,
    user: updated ?? user,
  });
  return { tokens, data: { details } };
}

/** Seconds during which a just-rotated refresh token is still honoured (reloads, second tabs). */
const ROTATION_GRACE_SEC = 30;

/** A rotated token presented again within the grace window, while its session is live. */
async function isWithinGrace(
  db: Executor,
  held: { sessionId: string; revokedAt: Date | null; revokeReason: string | null },
) {
  const rotatedAtMs = held.revokedAt?.getTime() ?? 0;
  return (
    held.revokeReason === "rotated" &&
    Date.now() - rotatedAtMs < ROTATION_GRACE_SEC * 1000 &&
    (await isSessionLive(db, held.sessionId))
  );
}

/**
 * Rotation within a session (docs/decisions/080-session-families.md): the presented token is
 * revoked and its successor issued. A token rotated in the last 30 s gets the same successor
 * again, since a page reloaded while its refresh was in flight never stored the answer; a rotated
 * token presented later has been copied, so the whole session ends. A token revoked by logout
 * or a password reset is refused.
 */
export async function refreshTokens(deps: AppDeps, refresh: string) {
  const tokenHash = hashToken(refresh);
  const successor = deps.tokens.successorRefresh(refresh);
  const rotated = await deps.db.transaction(async (tx) => {
    const holder = await rotateRefreshToken(tx, tokenHash);
    if (holder) await storeRefreshToken(deps, tx, { ...holder, refresh: successor });
    return holder;
  });
  const session = rotated ?? (await findSessionOfRepeatedToken(deps, tokenHash));
  if (!session) throw new AppError(ErrorCode.tokenNotValid, authMessages.tokenNotValid);
  return {
    access: await deps.tokens.signAccess(session.userId, session.sessionId),
    refresh: successor,
  };
}

/**
 * The session of a token that was already rotated, while the grace window lasts; a later one
 * was copied, and ends its session. Undefined for any token that is not honoured.
 */
async function findSessionOfRepeatedToken(deps: AppDeps, tokenHash: string) {
  const held = await findRefreshToken(deps.db, tokenHash);
  if (!held) return undefined;
  if (await isWithinGrace(deps.db, held)) return held;
  if (held.revokeReason === "rotated") {
    await endSession(deps, held, "reuse");
  }
  return undefined;
}

/**
 * The owner of a refresh token, without rotating it: the live channel's sign-in. The same
 * tokens are honoured as by `refreshTokens` (a live one, or one rotated in the last 30 s, since
 * a page may open its socket while its own refresh is in flight); undefined for any other.
 */
export async function findRefreshTokenUser(
  deps: Pick<AppDeps, "db">,
  refresh: string,
): Promise<{ userId: number; sessionId: string } | undefined> {
  const held = await findRefreshToken(deps.db, hashToken(refresh));
  if (!held) return undefined;
  const isLive = !held.revokedAt || (await isWithinGrace(deps.db, held));
  return isLive ? { userId: held.userId, sessionId: held.sessionId } : undefined;
}

/**
 * The user of an access token's claims while its session is live: every request's check. Kept
 * in memory until the user's row or the session's tokens change (a logout, a password reset, a
 * rotation), which the database tells every instance at commit (decision 127). An ended
 * session is not kept: it is read again at the next request.
 */
export function findSessionUser(
  deps: Pick<AppDeps, "db" | "answers">,
  claims: { userId: number; sessionId: string },
): Promise<UserRow | undefined> {
  const { userId, sessionId } = claims;
  return deps.answers.remember(
    {
      key: `session-user:${sessionId}:${userId}`,
      tags: [`user:${userId}`, `session:${sessionId}`],
      bytes: sessionUserBytes,
      shouldKeep: isLiveSessionUser,
    },
    () => findUserOfLiveSession(deps.db, claims),
  );
}

// Made once, not at every request: the hot path of every authenticated call.
const sessionUserBytes = () => 4096;
const isLiveSessionUser = (user: UserRow | undefined) => user !== undefined;

/** Logout ends the session of the presented token, whichever of its family's tokens it is. */
export async function logout(deps: AppDeps, refresh: string) {
  const held = await findRefreshToken(deps.db, hashToken(refresh));
  if (held) await endSession(deps, held, "logout");
  return { detail: authMessages.loggedOut };
}

/** Ends one session and tells every instance, whose live channel closes its sockets. */
async function endSession(
  deps: AppDeps,
  session: { userId: number; sessionId: string },
  reason: "logout" | "reuse",
) {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId, reason);
    await deps.events.emit(tx, {
      type: "session.revoked",
      userId: session.userId,
      sessionIds: [session.sessionId],
    });
  });
}

export async function requestPasswordReset(deps: AppDeps, email: string) {
  const user = await findUserByEmail({ db: deps.db, email });
  if (user) {
    await mailOneTimeToken(
      deps,
      user,
      { purpose: "password_reset", ttlMs: RESET_TTL_MS },
      passwordResetMail,
    );
  }
  return { detail: authMessages.resetSent };
}

/**
 * A set-password token for an account created without a password, stored in the caller's
 * transaction; the token (for the link of the caller's mail) is returned once, only its hash is
 * kept. The password-reset screen and endpoint accept it.
 */
export async function createSetPasswordToken(options: {
  db: Executor;
  clock: AppDeps["clock"];
  userId: number;
}): Promise<string> {
  const token = newOpaqueToken();
  await insertOneTimeToken(options.db, {
    userId: options.userId,
    purpose: "set_password",
    tokenHash: hashToken(token),
    expiresAt: new Date(options.clock.now().getTime() + SET_PASSWORD_TTL_MS),
  });
  return token;
}

export async function checkPasswordResetToken(deps: AppDeps, token: string) {
  const live = await findLiveOneTimeToken(deps.db, hashToken(token), PASSWORD_TOKEN_PURPOSES);
  const user = live && (await findUser({ db: deps.db, userId: live.userId }));
  if (!user) throw new AppError(ErrorCode.tokenInvalid, authMessages.tokenInvalid);
  return { valid: true as const, email: user.email };
}

/** A new password ends every session of the account; following the link also confirms the e-mail. */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, hashToken(token), PASSWORD_TOKEN_PURPOSES);
    if (!used) throw new AppError(ErrorCode.tokenInvalid, authMessages.tokenInvalid);
    const user = await findUser({ db: tx, userId: used.userId });
    await updateUser({
      db: tx,
      userId: used.userId,
      changes: { passwordHash, emailConfirmedAt: user?.emailConfirmedAt ?? deps.clock.now() },
    });
    const sessionIds = await revokeAllRefreshTokens(tx, used.userId);
    if (sessionIds.length > 0) {
      await deps.events.emit(tx, { type: "session.revoked", userId: used.userId, sessionIds });
    }
  });
  return { detail: authMessages.passwordChanged };
}

/**
 * A session for a user who just proved who they are some other way than a password (an
 * invitation link): the same answer as login.
 */
export async function startSession(deps: AppDeps, user: UserRow) {
  const tokens = await issueTokens(deps, user.id);
  const details = await getAccountDetails({ db: deps.db, config: deps.config, user });
  return { tokens, data: { details } };
}

/** The stored form of a password chosen outside the auth screens (invitation sign-ups). */
export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password);
}
