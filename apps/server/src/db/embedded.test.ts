import { describe, expect, it } from "vitest";

describe("embedded PostgreSQL module", () => {
  it("leaves no exit hook behind that would turn a failed run into exit code 0", async () => {
    const before = ["beforeExit", "exit", "SIGINT", "SIGTERM"].map((e) => process.listenerCount(e));
    await import("./embedded");
    const after = ["beforeExit", "exit", "SIGINT", "SIGTERM"].map((e) => process.listenerCount(e));
    expect(after).toEqual(before);
  });
});
