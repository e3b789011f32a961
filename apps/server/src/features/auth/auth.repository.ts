import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { oneTimeTokens, type RevokeReason, refreshTokens } from "../../db/schema";

export type OneTimePurpose = "email_confirm" | "password_reset" | "set_password";

export async function insertRefreshToken(
  db: Executor,
  row: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Revokes a live refresh token and returns its owner; undefined when it was not live. */
export async function revokeRefreshToken(db: Executor, tokenHash: string, reason: RevokeReason) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId });
  return rows[0];
}

export async function findLiveRefreshToken(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * The owner of a token rotated less than `graceSec` ago: a page reloaded (or a second tab) while
 * its refresh was in flight presents the old token once more, and must not be signed out for it.
 */
export async function findJustRotatedToken(db: Executor, tokenHash: string, graceSec: number) {
  const rows = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.revokeReason, "rotated"),
        gt(refreshTokens.revokedAt, new Date(Date.now() - graceSec * 1000)),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeAllRefreshTokens(db: Executor, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: "reset" })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
