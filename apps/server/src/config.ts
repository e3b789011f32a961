import path from "node:path";
import { z } from "zod";

/** Every environment variable the server reads, checked once at boot (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  /** Port of the embedded PostgreSQL, used when DATABASE_URL is unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, "../../../data")),
  /** Public address used in e-mail links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Endurance Coach <no-reply@localhost>"),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SEC: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SEC: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** Attempts per 15 minutes on login, registration and reset, per address and per e-mail. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** API requests per minute per address (the general ceiling; pages and assets are not counted). */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  ADMIN_USER_IDS: z.string().default(""),
  BETA_TESTER_IDS: z.string().default(""),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  authRateLimit: number;
  apiRateLimit: number;
  adminUserIds: number[];
  betaTesterIds: number[];
  webDistDir: string;
  logLevel: string;
};

const idList = (text: string) =>
  text
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.JWT_SECRET) {
    throw new Error("JWT_SECRET (at least 32 characters) is required in production");
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSec: e.ACCESS_TOKEN_TTL_SEC,
    refreshTokenTtlSec: e.REFRESH_TOKEN_TTL_SEC,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    adminUserIds: idList(e.ADMIN_USER_IDS),
    betaTesterIds: idList(e.BETA_TESTER_IDS),
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, "../../web/dist"),
    logLevel: e.LOG_LEVEL,
  };
}
