import { and, eq, exists, gt, inArray, isNull, type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { oneTimeTokens, type RevokeReason, refreshTokens, users } from "../../db/schema";
import type { UserRow } from "../people/users.service";

export type OneTimePurpose = "email_confirm" | "password_reset" | "set_password";

export async function insertRefreshToken(
  db: Executor,
  row: { userId: number; sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Rotates a live refresh token and returns its session; undefined when it was not live. */
export async function rotateRefreshToken(db: Executor, tokenHash: string) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: "rotated" })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
  return rows[0];
}

/** A refresh token in any state (live, rotated, revoked) that has not expired. */
export async function findRefreshToken(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      userId: refreshTokens.userId,
      sessionId: refreshTokens.sessionId,
      revokedAt: refreshTokens.revokedAt,
      revokeReason: refreshTokens.revokeReason,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, new Date())))
    .limit(1);
  return rows[0];
}

/** A session is live while one token of its family is not revoked (rotation keeps one). */
function liveSession(sessionId: string | Placeholder) {
  return and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt));
}

export async function isSessionLive(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(liveSession(sessionId))
    .limit(1);
  return rows.length > 0;
}

/** Ends a session: every token of its family that is still live. */
export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(liveSession(sessionId));
}

/** Ends every session of a user; returns the sessions that were live. */
export async function revokeAllRefreshTokens(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: "reset" })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return [...new Set(rows.map((row) => row.sessionId))];
}

/**
 * The statement of `findUserOfLiveSession`, built once per database: drizzle's query building
 * cost more than the query itself at every request (docs/decisions/103-per-request-cost.md).
 * Named, so each pooled connection parses and plans it once; the rows are mapped by drizzle
 * into the same `UserRow` as before.
 */
function sessionUserStatement(db: Executor) {
  const userId = sql.placeholder("userId");
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(liveSession(sql.placeholder("sessionId")), eq(refreshTokens.userId, userId)),
            ),
        ),
      ),
    )
    .limit(1)
    .prepare("auth_session_user");
}

const sessionUserStatements = new WeakMap<Executor, ReturnType<typeof sessionUserStatement>>();

/**
 * The user of an access token whose session is still live, in one indexed query: the access
 * check of every request, so logout and reset end access tokens at once on every instance.
 */
export async function findUserOfLiveSession(
  db: Executor,
  claims: { userId: number; sessionId: string },
): Promise<UserRow | undefined> {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    statement = sessionUserStatement(db);
    sessionUserStatements.set(db, statement);
  }
  const rows = await statement.execute({ userId: claims.userId, sessionId: claims.sessionId });
  return rows[0];
}

export async function insertOneTimeToken(
  db: Executor,
  row: { userId: number; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values(row);
}

/** A token of one purpose, or of any of several (a set-password link works like a reset link). */
type PurposeFilter = OneTimePurpose | readonly OneTimePurpose[];

function liveOneTimeToken(tokenHash: string, purpose: PurposeFilter) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    typeof purpose === "string"
      ? eq(oneTimeTokens.purpose, purpose)
      : inArray(oneTimeTokens.purpose, [...purpose]),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
}

export async function findLiveOneTimeToken(
  db: Executor,
  tokenHash: string,
  purpose: PurposeFilter,
) {
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(liveOneTimeToken(tokenHash, purpose))
    .limit(1);
  return rows[0];
}

/** Marks the token used in the same statement that checks it, so it works exactly once. */
export async function useOneTimeToken(db: Executor, tokenHash: string, purpose: PurposeFilter) {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(liveOneTimeToken(tokenHash, purpose))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0];
}
