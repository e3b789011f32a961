import { Transform } from "node:stream";

/**
 * Passes a stream's chunks on and fails it when they do not add up to `sizeBytes` exactly: a
 * source that ends early (a truncated temporary file) or runs long must not be stored as if it
 * were whole. On S3 the count is also the Content-Length sent before the body.
 */
export function exactLength(sizeBytes: number): Transform {
  let seenBytes = 0;
  const mismatch = () => new Error(`Stream of ${seenBytes} bytes where ${sizeBytes} were declared`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seenBytes += chunk.length;
      callback(seenBytes > sizeBytes ? mismatch() : null, chunk);
    },
    flush(callback) {
      callback(seenBytes === sizeBytes ? null : mismatch());
    },
  });
}
