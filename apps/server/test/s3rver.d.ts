/** The part of s3rver (a local S3 server for tests, no types of its own) that the tests use. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
    /** Starts listening; the address has the port chosen when port was 0. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
