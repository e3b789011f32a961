import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenSigner } from "./tokens";

const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
const SESSION = "0b6f5c1e-3f43-4d8e-9a0c-2b7d8e1f4a55";

afterEach(() => {
  vi.useRealTimers();
});

/** The token with its payload segment replaced by `claims`, its signature kept. */
function withPayload(token: string, claims: object): string {
  const [header, , signature] = token.split(".");
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

describe("access tokens", () => {
  it("answers the same claims every time a live token is presented", async () => {
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.signAccess(42, SESSION);
    for (let call = 0; call < 3; call++) {
      expect(await signer.verifyAccess(token)).toEqual({ userId: 42, sessionId: SESSION });
    }
  });

  it("refuses a token once it has expired, though it was accepted before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T10:00:00Z"));
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccess(42, SESSION);
    expect(await signer.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date("2030-01-01T10:00:59Z"));
    expect(await signer.verifyAccess(token)).not.toBeNull();
    // exp is 10:01:00; jose refuses from that second on, and so does the kept answer.
    vi.setSystemTime(new Date("2030-01-01T10:01:00Z"));
    expect(await signer.verifyAccess(token)).toBeNull();
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it("refuses a changed payload or another key's token after the genuine one was accepted", async () => {
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.signAccess(42, SESSION);
    expect(await signer.verifyAccess(token)).not.toBeNull();
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(await signer.verifyAccess(withPayload(token, { ...claims, sub: "1" }))).toBeNull();
    const stranger = createTokenSigner(`${SECRET}-another`, 900);
    expect(await stranger.verifyAccess(token)).toBeNull();
    expect(await signer.verifyAccess(`${token}x`)).toBeNull();
  });

  it("never takes a purpose token for an access token", async () => {
    const signer = createTokenSigner(SECRET, 900);
    const unsubscribe = await signer.signPurpose("unsubscribe", { sub: "42", sid: SESSION });
    expect(await signer.verifyAccess(unsubscribe)).toBeNull();
    expect(await signer.verifyPurpose("unsubscribe", unsubscribe)).toMatchObject({ sub: "42" });
  });
});
