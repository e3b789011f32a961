import { createHash, createHmac, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** `sessionId`: the refresh-token family the access token was issued for (claim `sid`). */
export type AccessClaims = { userId: number; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verified access tokens kept per instance; beyond it the oldest is forgotten first. */
export const VERIFIED_TOKENS_MAX = 10_000;

export function createTokenSigner(secret: string, accessTtlSec: number) {
  const key = new TextEncoder().encode(secret);
  // jose turns raw key bytes into a WebCrypto key at every call: imported once here instead,
  // it checks a signature in half the time (docs/decisions/103-per-request-cost.md).
  const verifyKey = crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
  /**
   * Access tokens whose signature and claims were checked, with their expiry (s since the epoch).
   * A client presents the same token at every call for its 15 minutes; the signature cannot
   * change, so only the expiry is checked again, as jose checks it (valid while exp > now).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtSec: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAtSec: number) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, { claims, expiresAtSec });
  };
  return {
    async signAccess(userId: number, sessionId: string): Promise<string> {
      return new SignJWT({ typ: "access", sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSec}s`)
        .sign(key);
    },
    /**
     * Null for any token that is expired, forged, or not an access token, and for one signed
     * before access tokens named their session (the client refreshes and gets one that does).
     */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtSec > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.typ !== "access" || !Number.isInteger(userId)) return null;
        if (typeof sessionId !== "string" || !UUID.test(sessionId)) return null;
        const claims = { userId, sessionId };
        // signAccess always sets exp; a token without one is checked again at each call.
        if (typeof payload.exp === "number") remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    /**
     * The refresh token that rotating `refresh` issues: derived, not random, so a token presented
     * again within the reuse window gets the same successor without the plain token being stored
     * (docs/decisions/080-session-families.md). Unguessable without the signing key.
     */
    successorRefresh(refresh: string): string {
      return createHmac("sha256", key).update(`refresh-successor:${refresh}`).digest("base64url");
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
