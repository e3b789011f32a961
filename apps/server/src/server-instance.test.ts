import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestInstance } from "../test/server-instances";
import { createTestDatabase } from "../test/test-database";
import { tempUploadPath } from "./features/activities/upload-temp-file";

describe("a server instance starting", () => {
  const tmpDir = mkdtempSync(path.join(tmpdir(), "coach-instance-uploads-"));
  afterAll(() => rmSync(tmpDir, { recursive: true, force: true }));

  it("removes the temporary uploads a stopped server left, not those of running uploads", async () => {
    const left = tempUploadPath(tmpDir);
    writeFileSync(left, "half an upload");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(left, twoDaysAgo, twoDaysAgo);
    const running = tempUploadPath(tmpDir);
    writeFileSync(running, "an upload arriving now");

    const instance = await startTestInstance(await createTestDatabase(), {
      UPLOAD_TMP_DIR: tmpDir,
    });
    try {
      await expect.poll(() => existsSync(left), { timeout: 5000 }).toBe(false);
      expect(existsSync(running)).toBe(true);
    } finally {
      await instance.stop();
    }
  });
});
