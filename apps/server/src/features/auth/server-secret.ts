import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { serverSecrets } from "../../db/schema";

/**
 * A secret generated once and kept in the database, so that every instance (and every restart)
 * signs with the same key when JWT_SECRET is not configured. `generate` makes the value of a
 * secret other than random bytes (a key pair); the first instance's value is kept by all.
 */
export async function getOrCreateServerSecret(
  db: Executor,
  key: string,
  generate: () => string = () => randomBytes(48).toString("base64url"),
): Promise<string> {
  await db.insert(serverSecrets).values({ key, value: generate() }).onConflictDoNothing();
  const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.key, key));
  return rows[0]!.value;
}
