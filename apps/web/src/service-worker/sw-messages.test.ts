import { describe, expect, it } from "vitest";
import { isOpenUrlMessage, openUrlMessage } from "./sw-messages";

describe("isOpenUrlMessage", () => {
  it.each([
    [openUrlMessage("/calendar"), true],
    [{ type: "open-url", url: 3 }, false],
    [{ type: "SKIP_WAITING" }, false],
    ["open-url", false],
    [null, false],
  ])("%j is %s", (data, expected) => {
    expect(isOpenUrlMessage(data)).toBe(expected);
  });
});
