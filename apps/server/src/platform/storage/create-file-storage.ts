import type { Config } from "../../config";
import type { FileStorage } from "./file-storage";
import { uploadsStorage } from "./local-storage";
import { s3FileStorage } from "./s3-storage";

/** The instance's store: the S3 bucket when S3_BUCKET is set, `<DATA_DIR>/uploads` otherwise. */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : uploadsStorage(config.dataDir);
}
