import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
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
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK adds CRC32 checksums to every put and get by default; some S3-compatible stores
    // refuse those headers, so outside AWS they are sent only where the API requires them.
    ...(config.endpoint && {
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
  });
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
