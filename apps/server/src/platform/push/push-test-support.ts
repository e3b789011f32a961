import { execFileSync } from "node:child_process";
import { createDecipheriv, type ECDH, hkdfSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type ReceivedPush = { path: string; headers: Record<string, string>; body: Buffer };

/**
 * A local push service for tests, speaking the endpoint side of the Web Push protocol
 * (RFC 8030, section 5): it takes POSTs of encrypted messages and answers each path with the
 * status it was told to (201 Created is a delivery). HTTPS, because web-push sends nothing
 * else; its self-signed certificate (made with the openssl command) is trusted through `agent`.
 */
export async function startFakePushEndpoint(statusByPath: Record<string, number>) {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const requestPath = request.url ?? "";
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      if (request.method === "POST") {
        received.push({ path: requestPath, headers, body: Buffer.concat(chunks) });
      }
      response.statusCode = request.method === "POST" ? (statusByPath[requestPath] ?? 404) : 405;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "coach-push-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
    const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"];
    const files = ["-keyout", keyFile, "-out", certFile];
    execFileSync(
      "openssl",
      ["req", "-x509", "-nodes", "-days", "1", ...ecKey, ...files, ...subject],
      {
        stdio: "pipe",
      },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Decrypts a push as the browser does (RFC 8291 key derivation, RFC 8188 aes128gcm record):
 * the proof that the message was encrypted for this subscription's keys.
 */
export function decryptPush(body: Buffer, browserKeys: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = browserKeys.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    browserKeys.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32);
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync("sha256", Buffer.from(ikm), salt, Buffer.from(info), length));
  const decipher = createDecipheriv(
    "aes-128-gcm",
    derive("Content-Encoding: aes128gcm\0", 16),
    derive("Content-Encoding: nonce\0", 12),
  );
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record's text is followed by the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record of an aes128gcm message");
  return padded.subarray(0, end).toString("utf8");
}
