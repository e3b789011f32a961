import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import { exactLength } from "./exact-length";
import type { FileStorage } from "./file-storage";
import { checkStorageKey } from "./storage-key";

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/** Files as objects of an S3-compatible bucket (AWS, MinIO, R2, ...), one object per key. */
export function s3FileStorage(config: S3Config): FileStorage {
  const clientOptions = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK adds CRC32 checksums to every put and get by default; some S3-compatible stores
    // refuse those headers, so outside AWS they are sent only where the API requires them.
    ...(config.endpoint &&
      ({
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      } as const)),
  };
  const client = new S3Client(clientOptions);
  // A streamed body is read once: a retry would resend a spent stream, so its put is tried once
  // and a failure goes back to the caller (the user retries the upload).
  const streamClient = new S3Client({ ...clientOptions, maxAttempts: 1 });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkStorageKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    /**
     * One PutObject whose body is the stream, with its length declared (no multipart upload:
     * docs/decisions/084-upload-limits.md). A source that fails aborts the request, and S3
     * keeps nothing of a put whose body is shorter than its Content-Length.
     */
    async putStream(key, source, sizeBytes) {
      const Key = checkStorageKey(key);
      const body = exactLength(sizeBytes);
      const aborter = new AbortController();
      let sourceError: unknown;
      let hasPutFailed = false;
      // The SDK pipe()s the body into the request, which passes no error on: abort it instead.
      const feeding = pipeline(source, body).catch((error: unknown) => {
        if (hasPutFailed) return;
        sourceError = error;
        aborter.abort();
      });
      let putError: unknown;
      try {
        await streamClient.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: sizeBytes }),
          { abortSignal: aborter.signal },
        );
      } catch (error) {
        hasPutFailed = sourceError === undefined;
        putError = error;
        body.destroy();
      }
      await feeding;
      if (sourceError !== undefined && putError === undefined) {
        // Every declared byte went, then the source failed: what was stored is not trusted.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
      if (sourceError !== undefined) throw sourceError;
      if (putError !== undefined) throw putError;
    },
    async open(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }),
        );
        // In Node the body is the HTTP response itself: a Readable.
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key as a success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
  };
}
