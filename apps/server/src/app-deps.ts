import type { Config } from "./config";
import type { Database } from "./db/client";
import type { TokenSigner } from "./features/auth/tokens";
import type { Mailer } from "./features/mail/mailer";

/** What every feature gets from the app: passed explicitly when features are registered. */
export type AppDeps = { db: Database; config: Config; tokens: TokenSigner; mailer: Mailer };
