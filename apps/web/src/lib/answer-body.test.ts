import { describe, expect, it } from "vitest";
import { answerBody } from "./answer-body";

describe("an answer's body as the API client keeps it", () => {
  it("is the JSON, null when empty, or the text when it is not JSON", () => {
    expect(answerBody('{"detail":"Not found."}')).toEqual({ detail: "Not found." });
    expect(answerBody("")).toBeNull();
    expect(answerBody("<html>Bad gateway</html>")).toBe("<html>Bad gateway</html>");
  });
});
