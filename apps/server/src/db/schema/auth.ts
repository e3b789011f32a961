import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./people";

export type RevokeReason = "rotated" | "logout" | "reset";

/** Refresh tokens, stored as SHA-256 hashes; each refresh rotates one into the next. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** rotated, logout or reset: only a just-rotated token may be presented again (grace window). */
    revokeReason: text("revoke_reason").$type<RevokeReason>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash").on(table.tokenHash),
    index("refresh_tokens_user").on(table.userId),
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

/** Fixed-window attempt counters shared by every server instance (login, register, reset). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Secrets generated once and shared by every instance (signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable("server_secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
