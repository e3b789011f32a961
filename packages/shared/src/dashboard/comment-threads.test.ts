import { describe, expect, it } from "vitest";
import {
  COMMENT_MERGE_WINDOW_MS,
  COMMENT_PREVIEW_CHARS,
  commentPreview,
  latestComment,
  mergeComments,
  sortByLatestComment,
} from "./comment-threads.ts";

const comment = (id: number, user_id: number, time: string, content = `c${id}`) => ({
  id,
  user_id,
  date: `2024-03-05T${time}:00.000Z`,
  content,
});

describe("comment rules", () => {
  it("has the product's figures", () => {
    expect(COMMENT_MERGE_WINDOW_MS).toBe(600_000);
    expect(COMMENT_PREVIEW_CHARS).toBe(30);
  });

  it("merges one person's comments within 10 minutes of the run's first", () => {
    const merged = mergeComments([
      // Given out of order: the rule reads them by time.
      comment(2, 5, "08:04", "second"),
      comment(1, 5, "08:00", "first"),
      comment(3, 5, "08:10", "third, at exactly 10 minutes"),
      comment(4, 5, "08:11", "fourth, 11 minutes after the first"),
      comment(5, 6, "08:12", "the coach"),
      comment(6, 5, "08:13", "the athlete again"),
    ]);
    expect(merged.map((item) => item.ids)).toEqual([[1, 2, 3], [4], [5], [6]]);
    expect(merged[0]).toMatchObject({
      content: "first\nsecond\nthird, at exactly 10 minutes",
      date: "2024-03-05T08:10:00.000Z",
      firstDate: "2024-03-05T08:00:00.000Z",
      user_id: 5,
    });
  });

  it("cuts a preview at 30 characters, whole characters only", () => {
    expect(commentPreview("Great session, well paced!")).toBe("Great session, well paced!");
    const thirty = "123456789012345678901234567890";
    expect(commentPreview(thirty)).toBe(thirty);
    expect(commentPreview(`${thirty}X`)).toBe(`${thirty}…`);
    // 29 letters then an emoji of two UTF-16 units: still 30 characters, not cut.
    expect(commentPreview(`${"a".repeat(29)}🚴`)).toBe(`${"a".repeat(29)}🚴`);
    expect(commentPreview(`${"a".repeat(30)}🚴`)).toBe(`${"a".repeat(30)}…`);
    expect(commentPreview("  padded  ")).toBe("padded");
  });

  it("sorts threads by their latest comment, newest first", () => {
    const threads = [
      { name: "A", comments: [comment(1, 5, "08:00"), comment(2, 6, "09:30")] },
      { name: "B", comments: [comment(3, 5, "10:00")] },
      { name: "C", comments: [] },
      { name: "D", comments: [comment(4, 5, "07:00")] },
    ];
    expect(sortByLatestComment(threads).map((thread) => thread.name)).toEqual(["B", "A", "D", "C"]);
    expect(latestComment(threads[0]!.comments)?.id).toBe(2);
    expect(latestComment([])).toBeUndefined();
  });
});
