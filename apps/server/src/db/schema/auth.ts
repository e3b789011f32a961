import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./people";

/** `reuse`: a rotated token came back after its grace window, so the whole family was ended. */
export type RevokeReason = "rotated" | "logout" | "reset" | "reuse";

/**
 * Refresh tokens, stored as SHA-256 hashes; each refresh rotates one into the next. The tokens
 * rotated from one sign-in form a family, the session (`session_id`, the access token's `sid`):
 * it is live while one of its tokens is not revoked (docs/decisions/080-session-families.md).
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The default gives each token stored before families existed a session of its own. */
    sessionId: uuid("session_id").notNull().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Only a just-rotated token may be presented again (grace window); the others end a session. */
    revokeReason: text("revoke_reason").$type<RevokeReason>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash").on(table.tokenHash),
    index("refresh_tokens_user").on(table.userId),
    index("refresh_tokens_session").on(table.sessionId),
  ],
);

/** E-mail confirmation and password reset tokens: hashed, expiring, used once. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"email_confirm" | "password_reset" | "set_password">().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("one_time_tokens_hash").on(table.tokenHash)],
);

/**
 * Attempt counters shared by every server instance (sign-in failures, registration, reset):
 * rate-limiter-flexible's Drizzle store reads and writes these three columns by name.
 */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Secrets generated once and shared by every instance (signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable("server_secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
