import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

const BUCKET = {
  S3_BUCKET: "coach-uploads",
  S3_ACCESS_KEY_ID: "key-id",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("the S3 settings", () => {
  it("are unset without S3_BUCKET: uploads stay on disk", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "" }).s3).toBeUndefined();
  });

  it("read AWS with virtual-hosted buckets in us-east-1 by default", () => {
    expect(loadConfig(BUCKET).s3).toEqual({
      bucket: "coach-uploads",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "key-id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
  });

  it("put the bucket in the path for another store, unless told otherwise", () => {
    const endpoint = { ...BUCKET, S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "auto" };
    expect(loadConfig(endpoint).s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      region: "auto",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...endpoint, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(
      false,
    );
    expect(loadConfig({ ...BUCKET, S3_FORCE_PATH_STYLE: "true" }).s3?.forcePathStyle).toBe(true);
  });

  it("stop the boot for a bucket without both keys", () => {
    const message = "S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too";
    expect(() => loadConfig({ S3_BUCKET: "coach-uploads" })).toThrow(message);
    expect(() => loadConfig({ ...BUCKET, S3_SECRET_ACCESS_KEY: "" })).toThrow(message);
    expect(() => loadConfig({ ...BUCKET, S3_ACCESS_KEY_ID: undefined })).toThrow(message);
  });

  it("stop the boot for S3 settings without a bucket, naming them", () => {
    expect(() =>
      loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "key-id" }),
    ).toThrow(/^S3_ENDPOINT, S3_ACCESS_KEY_ID set without S3_BUCKET/);
  });

  it("refuse a path style other than true or false, and an endpoint that is no URL", () => {
    expect(() => loadConfig({ ...BUCKET, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /Invalid environment:\n {2}S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ...BUCKET, S3_ENDPOINT: "minio:9000" })).toThrow(
      /Invalid environment:\n {2}S3_ENDPOINT/,
    );
  });
});
