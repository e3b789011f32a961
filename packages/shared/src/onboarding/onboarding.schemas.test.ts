import { describe, expect, it } from "vitest";
import { messages } from "../validation/messages.ts";
import {
  OnboardingAnswersInputSchema,
  OnboardingFieldsInputSchema,
  onboardingFieldErrors,
  orderedItems,
} from "./onboarding.schemas.ts";

describe("a page's fields as a save sends them", () => {
  it("keys each item's error by item id and field", () => {
    const result = OnboardingFieldsInputSchema.safeParse({
      q1: { itemType: "question", title: "", inputType: "Text field" },
      g1: { itemType: "files", instructions: "x".repeat(151), files: [] },
    });
    expect(result.success).toBe(false);
    expect(onboardingFieldErrors(result.error!.issues)).toEqual({
      "q1.title": [messages.required],
      "g1.instructions": [messages.onBoardingTooLong],
      "g1.files": [messages.onBoardingNoFiles],
    });
  });

  it.each([["../etc"], ["a b"], ["x".repeat(65)]])("refuses the item id %j", (id) => {
    const item = { itemType: "message", title: "Hi" };
    expect(OnboardingFieldsInputSchema.safeParse({ [id]: item }).success).toBe(false);
  });

  it("refuses a text answer over 2000 characters", () => {
    const result = OnboardingAnswersInputSchema.safeParse({ q1: "x".repeat(2001) });
    expect(result.error?.issues[0]?.message).toBe(messages.onBoardingAnswerTooLong);
    expect(OnboardingAnswersInputSchema.safeParse({ q1: "x".repeat(2000) }).success).toBe(true);
  });
});

describe("orderedItems", () => {
  it("puts the items in the builder's order, whatever the key order", () => {
    const items = orderedItems({
      zz: { itemType: "message", title: "First", position: 0 },
      a: { itemType: "question", title: "Third", inputType: "Text field", position: 2 },
      m: { itemType: "message", title: "Second", position: 1 },
    });
    expect(items.map((item) => [item.id, item.position])).toEqual([
      ["zz", 0],
      ["m", 1],
      ["a", 2],
    ]);
  });
});
