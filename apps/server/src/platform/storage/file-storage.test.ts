import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createFileStorage } from "./create-file-storage";
import type { FileStorage } from "./file-storage";
import { memoryStorage } from "./memory-storage";
import { startS3TestServer } from "./s3-test-support";

/** A store under test, and a look at where it keeps a key's bytes, behind its back. */
type StoreUnderTest = {
  storage: FileStorage;
  /** The bytes kept for the key where the store keeps them, or null. */
  kept(key: string): Promise<Buffer | null>;
  /**
   * s3rver writes a put's body to its object file as it arrives and keeps what came of an
   * aborted one (S3 stores nothing of a put shorter than its Content-Length), so "nothing at the
   * key" after a failed streamed put is checked on the other stores only.
   */
  keepsAbortedPuts?: boolean;
  close(): Promise<void>;
};

async function localDisk(): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "coach-storage-"));
  return {
    storage: createFileStorage(loadConfig({ DATA_DIR: dataDir })),
    kept: (key) =>
      readFile(path.join(dataDir, "uploads", key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      }),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function s3(): Promise<StoreUnderTest> {
  const server = await startS3TestServer();
  return {
    storage: createFileStorage(loadConfig({ DATA_DIR: "/nonexistent", ...server.env })),
    async kept(key) {
      const listed = await server.client.send(
        new ListObjectsV2Command({ Bucket: server.bucket, Prefix: key }),
      );
      if (!listed.Contents?.some((object) => object.Key === key)) return null;
      const object = await server.client.send(
        new GetObjectCommand({ Bucket: server.bucket, Key: key }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    keepsAbortedPuts: true,
    close: server.close,
  };
}

async function memory(): Promise<StoreUnderTest> {
  const storage = memoryStorage();
  return {
    storage,
    async kept(key) {
      if (!storage.keys().includes(key)) return null;
      return read(await storage.open(key));
    },
    close: async () => {},
  };
}

async function read(file: { stream: Readable } | null): Promise<Buffer | null> {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every byte value, over several read chunks (64 kB each on disk). */
function sampleBytes(length = 300_000): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => (index * 7 + (index >> 8)) % 256));
}

const MIB = 1024 * 1024;

/** `totalBytes` of sampleBytes' pattern in 64 KiB chunks, failing after `failAfterBytes`. */
function chunkedSource(totalBytes: number, failAfterBytes = Infinity): Readable {
  const whole = sampleBytes(totalBytes);
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < totalBytes; offset += 64 * 1024) {
        if (offset >= failAfterBytes) throw new Error("the client went away");
        yield whole.subarray(offset, offset + 64 * 1024);
      }
    })(),
  );
}

describe.each([
  ["local disk", localDisk],
  ["S3 (a local s3rver)", s3],
  ["memory", memory],
])("the file storage on %s", (_name, start) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await start();
  });
  afterAll(() => store?.close());

  it("keeps the bytes under the key and gives them back with their size", async () => {
    const key = "activities/12/3f2a.fit";
    const bytes = sampleBytes();
    const original = Buffer.from(bytes);
    await store.storage.put(key, bytes);
    bytes.fill(0);

    const file = await store.storage.open(key);
    expect(file?.size).toBe(original.length);
    expect((await read(file))?.equals(original)).toBe(true);
    expect((await store.kept(key))?.equals(original)).toBe(true);
  });

  it("stores a streamed put of several MiB, arriving in chunks, byte for byte", async () => {
    const key = "activities/12/streamed.gpx";
    const sizeBytes = 5 * MIB + 123;
    await store.storage.putStream(key, chunkedSource(sizeBytes), sizeBytes);

    const file = await store.storage.open(key);
    expect(file?.size).toBe(sizeBytes);
    expect((await read(file))?.equals(sampleBytes(sizeBytes))).toBe(true);
    expect((await store.kept(key))?.equals(sampleBytes(sizeBytes))).toBe(true);
  });

  it("keeps nothing of a streamed put whose source fails midway", async () => {
    const key = "activities/12/failed.gpx";
    const put = store.storage.putStream(key, chunkedSource(4 * MIB, 2 * MIB), 4 * MIB);
    await expect(put).rejects.toThrow("the client went away");
    if (store.keepsAbortedPuts) return;
    expect(await store.storage.open(key)).toBeNull();
    expect(await store.kept(key)).toBeNull();
  });

  it("refuses a streamed put that ends before its declared size and keeps nothing", async () => {
    const key = "activities/12/short.gpx";
    const put = store.storage.putStream(key, chunkedSource(MIB), MIB + 1);
    await expect(put).rejects.toThrow(`Stream of ${MIB} bytes where ${MIB + 1} were declared`);
    if (store.keepsAbortedPuts) return;
    expect(await store.kept(key)).toBeNull();
  });

  it("replaces a file put again under the same key", async () => {
    const key = "logos/4/logo.png";
    await store.storage.put(key, Buffer.from("first version, longer"));
    await store.storage.put(key, Buffer.from("second"));
    const file = await store.storage.open(key);
    expect(file?.size).toBe(6);
    expect((await read(file))?.toString()).toBe("second");
  });

  it("answers null for a key never stored, and for a folder of keys", async () => {
    await store.storage.put("documents/9/a.pdf", Buffer.from("%PDF-1.4"));
    expect(await store.storage.open("documents/9/never.pdf")).toBeNull();
    expect(await store.storage.open("documents/9")).toBeNull();
  });

  it("removes a file and only that one; removing a missing file is no error", async () => {
    await store.storage.put("generated/1/a.txt", Buffer.from("a"));
    await store.storage.put("generated/1/b.txt", Buffer.from("b"));
    await store.storage.remove("generated/1/a.txt");

    expect(await store.storage.open("generated/1/a.txt")).toBeNull();
    expect(await store.kept("generated/1/a.txt")).toBeNull();
    expect((await read(await store.storage.open("generated/1/b.txt")))?.toString()).toBe("b");
    await expect(store.storage.remove("generated/1/a.txt")).resolves.toBeUndefined();
    await expect(store.storage.remove("generated/1/never.txt")).resolves.toBeUndefined();
  });

  it.each([
    "../x",
    "activities/../../x",
    "/etc/passwd",
    "",
    "activities//x.fit",
    "activities\\x.fit",
    "./x",
    ".hidden",
    "activities/",
  ])("refuses the key %j for every operation", async (key) => {
    const refused = /Invalid storage key/;
    await expect(store.storage.put(key, Buffer.from("x"))).rejects.toThrow(refused);
    const stream = Readable.from([Buffer.from("x")]);
    await expect(store.storage.putStream(key, stream, 1)).rejects.toThrow(refused);
    await expect(store.storage.open(key)).rejects.toThrow(refused);
    await expect(store.storage.remove(key)).rejects.toThrow(refused);
  });
});

describe("the file storage on local disk", () => {
  it("writes nothing outside <DATA_DIR>/uploads for a key that tries to leave it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coach-storage-"));
    const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
    await expect(storage.put("../escaped", Buffer.from("x"))).rejects.toThrow();
    await storage.put("inside", Buffer.from("x"));
    expect(existsSync(path.join(dataDir, "escaped"))).toBe(false);
    expect(existsSync(path.join(dataDir, "uploads", "inside"))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
