import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throw-away hash when there is no user, so that a
 * wrong e-mail costs the same time as a wrong password and the answer reveals nothing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-real-password-used-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
