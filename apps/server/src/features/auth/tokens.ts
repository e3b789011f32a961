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
    /**
     * A token that never expires, for one purpose other than sign-in (an e-mail's unsubscribe
     * link): HMAC-signed claims that cannot be changed, and never taken as an access token.
     */
    async signPurpose(purpose: string, claims: Record<string, string | number>): Promise<string> {
      if (purpose === "access") throw new Error("a purpose token is never an access token");
      return new SignJWT({ ...claims, typ: purpose })
        .setProtectedHeader({ alg: "HS256" })
        .sign(key);
    },
    /** The claims of a token signed for `purpose`; null for a forged or changed one. */
    async verifyPurpose(purpose: string, token: string): Promise<Record<string, unknown> | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        return payload.typ === purpose ? payload : null;
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
