import { describe, expect, it } from "vitest";
import { isSameKey, urlBase64ToBytes } from "./push-key";

describe("urlBase64ToBytes", () => {
  it.each([
    ["", []],
    ["AQ", [1]],
    ["AQ==", [1]],
    ["AQI", [1, 2]],
    ["AQID", [1, 2, 3]],
    ["-_8", [0xfb, 0xff]],
    ["_-_-", [0xff, 0xef, 0xfe]],
  ])("decodes %j", (text, bytes) => {
    expect([...urlBase64ToBytes(text)]).toEqual(bytes);
  });

  it("gives back the 65 bytes of a VAPID public key encoded as URL-safe base64", () => {
    const key = Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = btoa(String.fromCharCode(...key))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(text).toMatch(/[-_]/);
    expect([...urlBase64ToBytes(text)]).toEqual(key);
  });
});

describe("isSameKey", () => {
  const key = urlBase64ToBytes("AQID");
  it.each([
    ["the same bytes", new Uint8Array([1, 2, 3]).buffer, true],
    ["other bytes", new Uint8Array([1, 2, 4]).buffer, false],
    ["a shorter key", new Uint8Array([1, 2]).buffer, false],
    ["no key", null, false],
  ])("%s", (_, candidate, expected) => {
    expect(isSameKey(candidate, key)).toBe(expected);
  });
});
