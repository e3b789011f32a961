import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

/** Every environment variable the server reads, checked once at boot (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: localhost in development and test (the outbox is not for the network), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Port of the embedded PostgreSQL, used when DATABASE_URL is unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, "../../../data")),
  /** Public address used in e-mail links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** The parent domain of business subdomains: `{subdomain}.{APP_DOMAIN}` is a business's page. */
  APP_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, "must be a host name such as example.com")
    .default("localhost"),
  SMTP_URL: z.string().optional(),
  /** Uploads go to this S3-compatible bucket when it is set, to DATA_DIR/uploads otherwise. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Address of a store other than AWS (MinIO, R2, ...). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path instead of the host name; true by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  MAIL_FROM: z.string().default("Endurance Coach <no-reply@localhost>"),
  /** Web push keys (URL-safe base64), both or neither; generated once and stored when unset. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** How push services may reach the operator: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https: URL")
    .optional(),
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
  /** Failed sign-ins per address, and registration/reset requests per address and e-mail, per 15 min. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** API requests per minute per address (the general ceiling; pages and assets are not counted). */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /**
   * The proxies whose X-Forwarded-For is believed: a hop count, or addresses and CIDRs separated
   * by commas. Unset, the client address is the socket's, so a forged header changes nothing.
   */
  TRUST_PROXY: z.string().default(""),
  ADMIN_USER_IDS: z.string().default(""),
  /** Stripe (docs/decisions/091-payments-and-stripe.md): unset, payments are recorded by hand. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address of Stripe's API (the tests' local fake): `http://localhost:12111`. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The platform's subscription prices, comma-separated:
   * `key:price_id:athlete_units:MONTHLY|YEARLY[:amount_in_cents:currency]` (the amount is shown).
   */
  STRIPE_SUBSCRIPTION_PRICES: z.string().default(""),
  /** The development outbox and job routes (/dev/mail, /api/dev/*); on by default outside production. */
  DEV_ROUTES: z.enum(["true", "false"]).optional(),
  DEMO_SEASON: z.enum(["on", "off"]).optional(),
  /** The OpenAPI page and document at /api/docs; on by default. */
  API_DOCS: z.enum(["true", "false"]).default("true"),
  BETA_TESTER_IDS: z.string().default(""),
  /** Where feedback from the top bar is mailed; unset, it is only stored. */
  SUPPORT_EMAIL: z.union([z.literal(""), z.email()]).optional(),
  /** Every page and API call answers 503 with the maintenance page (health checks excepted). */
  MAINTENANCE: z.enum(["true", "false"]).default("false"),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Map tiles under activity routes: an OpenStreetMap-style template such as
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, with the attribution its provider asks for.
   * Unset: routes are drawn on a plain background.
   */
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  /** Worker threads decoding activity files; unset: one less than the cores, at least one. */
  PARSE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** The heap limit of each of those threads: a file needing more is refused alone. */
  PARSE_WORKER_MEMORY_MB: z.coerce.number().int().min(16).max(16384).default(512),
  /** The whole body of one activity upload request (all its files). */
  UPLOAD_MAX_REQUEST_MB: z.coerce.number().int().min(1).max(10240).default(100),
  /** Activity upload requests one user may have running at once (in each instance). */
  UPLOAD_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  /** Where each uploaded file is written as it arrives, until it is parsed and stored. */
  UPLOAD_TMP_DIR: z.string().min(1).default(tmpdir()),
  /** Megabytes of activity files one user may store in 24 hours (counted in PostgreSQL). */
  UPLOAD_DAILY_MB: z.coerce.number().positive().max(1_000_000).default(500),
  /** Activity files one user may store in 24 hours (counted in PostgreSQL). */
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(100000).default(200),
});

/** Where the web app's maps take their tiles, and the words the provider asks to show. */
export type MapTiles = { urlTemplate: string; attribution: string; origin: string };

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  publicUrl: string;
  /** Parent domain of the business subdomains (APP_DOMAIN). */
  appDomain: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Configured web push keys; undefined means generated once and kept in the database. */
  vapidKeys: VapidKeys | undefined;
  vapidSubject: string;
  /** Set when uploads go to an S3-compatible bucket. */
  s3: S3Config | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  authRateLimit: number;
  apiRateLimit: number;
  /** Fastify's trustProxy: false (the socket address), a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  adminUserIds: number[];
  /** Undefined without STRIPE_SECRET_KEY: no online payment, no Stripe billing. */
  stripe: StripeConfig | undefined;
  /** The outbox and dev job routes are registered (never in production). */
  hasDevRoutes: boolean;
  /**
   * The demo business's season is written after the first start (never in production).
   * DEMO_SEASON=off keeps the demo people only (the browser journeys' shared server).
   */
  hasDemoSeason: boolean;
  hasApiDocs: boolean;
  betaTesterIds: number[];
  /** The support mailbox feedback is mailed to; undefined: feedback is only stored. */
  supportEmail: string | undefined;
  /** MAINTENANCE=true: the maintenance page answers everything but the health check. */
  isMaintenance: boolean;
  webDistDir: string;
  logLevel: string;
  /** Undefined: one less than the machine's cores, at least one. */
  parseWorkers: number | undefined;
  parseWorkerMemoryMb: number;
  /** Activity upload bounds (docs/decisions/084-upload-limits.md). */
  uploadMaxRequestMb: number;
  uploadConcurrencyPerUser: number;
  uploadTmpDir: string;
  uploadDailyMb: number;
  uploadDailyFiles: number;
  /** Undefined without MAP_TILE_URL: maps draw the route without tiles. */
  mapTiles: MapTiles | undefined;
};

const idList = (text: string) =>
  text
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The S3 settings, or undefined for local disk; a half-done S3 setup stops the boot. */
function s3Config(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  const bucket = e.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = (
      ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const
    ).filter((name) => e[name]);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(", ")} set without S3_BUCKET: set S3_BUCKET to keep uploads in S3, or unset them to keep uploads in DATA_DIR`,
      );
    }
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too");
  }
  const endpoint = e.S3_ENDPOINT;
  return {
    bucket,
    region: e.S3_REGION,
    endpoint,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : Boolean(endpoint),
  };
}

export type TrustProxy = false | number | string[];

const ProxyAddressSchema = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(["loopback", "linklocal", "uniquelocal"]),
]);

/**
 * TRUST_PROXY as Fastify reads it. `true` (believe any sender) is refused: anyone could then
 * choose the address every limit counts.
 */
function trustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === "" || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !ProxyAddressSchema.safeParse(entry).success);
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or proxy addresses and CIDRs separated by commas (not ${wrong.join(", ")})`,
    );
  }
  return entries;
}

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION, both or neither: an http(s) template with {z}, {x} and
 * {y} (and optionally {s} for subdomains, {r} for retina). Tile servers' usage policies require
 * the attribution, so a URL without it stops the boot.
 */
function mapTiles(e: z.infer<typeof EnvSchema>): MapTiles | undefined {
  const urlTemplate = e.MAP_TILE_URL?.trim() || undefined;
  const attribution = e.MAP_TILE_ATTRIBUTION?.trim() || undefined;
  if (!urlTemplate && !attribution) return undefined;
  if (!urlTemplate || !attribution) {
    throw new Error(
      "MAP_TILE_URL and MAP_TILE_ATTRIBUTION go together: a tile server's usage policy asks for its attribution",
    );
  }
  const missing = ["{z}", "{x}", "{y}"].filter((part) => !urlTemplate.includes(part));
  let url: URL | undefined;
  try {
    url = new URL(urlTemplate.replaceAll(/\{[a-z]\}/g, "0"));
  } catch {
    url = undefined;
  }
  if (missing.length > 0 || !url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      "MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    );
  }
  // A {s} subdomain changes the host: the policy then names the parent domain's subdomains.
  const origin = urlTemplate.includes("{s}")
    ? `${url.protocol}//*.${url.host.replace(/^0\./, "")}`
    : url.origin;
  return { urlTemplate, attribution, origin };
}

export type VapidKeys = { publicKey: string; privateKey: string };

/** Configured VAPID keys, checked for shape (a P-256 public point and private scalar). */
function vapidKeys(e: z.infer<typeof EnvSchema>): VapidKeys | undefined {
  const publicKey = e.VAPID_PUBLIC_KEY || undefined;
  const privateKey = e.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither");
  }
  const bytes = (key: string) => Buffer.from(key, "base64url").length;
  if (bytes(publicKey) !== 65 || bytes(privateKey) !== 32) {
    throw new Error("VAPID keys must be URL-safe base64 of 65 (public) and 32 (private) bytes");
  }
  return { publicKey, privateKey };
}

/** The VAPID contact: the configured one, the https site, or the sender's mail address. */
function vapidSubject(subject: string | undefined, publicUrl: string, mailFrom: string) {
  if (subject) return subject;
  if (publicUrl.startsWith("https://")) return publicUrl;
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

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
  if (e.NODE_ENV === "production" && e.DEV_ROUTES === "true") {
    throw new Error(
      "DEV_ROUTES=true is refused in production: the development outbox shows every mail the app sent, password reset links included. Unset DEV_ROUTES.",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "localhost"),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir: e.DATA_DIR,
    publicUrl,
    appDomain: e.APP_DOMAIN,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    vapidKeys: vapidKeys(e),
    vapidSubject: vapidSubject(e.VAPID_SUBJECT, publicUrl, e.MAIL_FROM),
    s3: s3Config(e),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSec: e.ACCESS_TOKEN_TTL_SEC,
    refreshTokenTtlSec: e.REFRESH_TOKEN_TTL_SEC,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    trustProxy: trustProxy(e.TRUST_PROXY),
    adminUserIds: idList(e.ADMIN_USER_IDS),
    stripe: stripeConfig(e),
    hasDevRoutes: e.DEV_ROUTES ? e.DEV_ROUTES === "true" : e.NODE_ENV !== "production",
    hasDemoSeason: e.NODE_ENV !== "production" && e.DEMO_SEASON !== "off",
    hasApiDocs: e.API_DOCS === "true",
    betaTesterIds: idList(e.BETA_TESTER_IDS),
    supportEmail: e.SUPPORT_EMAIL || undefined,
    isMaintenance: e.MAINTENANCE === "true",
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, "../../web/dist"),
    logLevel: e.LOG_LEVEL,
    parseWorkers: e.PARSE_WORKERS,
    parseWorkerMemoryMb: e.PARSE_WORKER_MEMORY_MB,
    uploadMaxRequestMb: e.UPLOAD_MAX_REQUEST_MB,
    uploadConcurrencyPerUser: e.UPLOAD_CONCURRENCY_PER_USER,
    uploadTmpDir: path.resolve(e.UPLOAD_TMP_DIR),
    uploadDailyMb: e.UPLOAD_DAILY_MB,
    uploadDailyFiles: e.UPLOAD_DAILY_FILES,
    mapTiles: mapTiles(e),
  };
}

export type SubscriptionPrice = {
  key: string;
  priceId: string;
  athleteUnits: number;
  recurringInterval: "MONTHLY" | "YEARLY";
  amountMinor: number | null;
  currency: string | null;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl: URL | undefined;
  subscriptionPrices: SubscriptionPrice[];
};

function stripeConfig(e: z.infer<typeof EnvSchema>): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  const subscriptionPrices = e.STRIPE_SUBSCRIPTION_PRICES.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key, priceId, units, interval, amount, currency] = entry.split(":");
      const athleteUnits = Number(units);
      if (!key || !priceId || !Number.isInteger(athleteUnits) || athleteUnits < 1) {
        throw new Error(
          `STRIPE_SUBSCRIPTION_PRICES: "${entry}" is not key:price_id:units:interval`,
        );
      }
      if (interval !== "MONTHLY" && interval !== "YEARLY") {
        throw new Error(`STRIPE_SUBSCRIPTION_PRICES: interval of "${entry}" is MONTHLY or YEARLY`);
      }
      const amountMinor = amount ? Number(amount) : null;
      if (amountMinor !== null && !Number.isInteger(amountMinor)) {
        throw new Error(`STRIPE_SUBSCRIPTION_PRICES: amount of "${entry}" is in cents`);
      }
      return {
        key,
        priceId,
        athleteUnits,
        recurringInterval: interval,
        amountMinor,
        currency: currency ?? null,
      } satisfies SubscriptionPrice;
    });
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
    subscriptionPrices,
  };
}
