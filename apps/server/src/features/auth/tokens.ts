import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export type AccessClaims = { userId: number };

export function createTokenSigner(secret: string, accessTtlSec: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(userId: number): Promise<string> {
      return new SignJWT({ typ: "access" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSec}s`)
        .sign(key);
    },
    /** Null for any token that is expired, forged, or not an access token. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (payload.typ !== "access" || !Number.isInteger(userId)) return null;
        return { userId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Refresh, confirmation and reset tokens are random and opaque; only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
