import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** The credentials s3rver accepts (it checks the signatures made with them). */
const ACCESS_KEY = "S3RVER";

/**
 * A real S3 server for tests: s3rver on a free loopback port over a temporary folder, with one
 * bucket created through the S3 API. `env` is what points the app's S3 settings at it.
 */
export async function startS3TestServer(bucket = "coach-test-uploads") {
  const directory = await mkdtemp(path.join(tmpdir(), "coach-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    /** A client of the server, to look at the bucket behind the store's back. */
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
