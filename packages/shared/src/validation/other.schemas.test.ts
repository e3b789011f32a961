import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import {
  OnBoardingFormSchema,
  OnBoardingItemSchema,
  onBoardingSummary,
} from "./onboarding.schemas.ts";
import {
  CreatePaymentBodySchema,
  CreatePaymentPlanBodySchema,
  UpdatePaymentPlanBodySchema,
} from "./payment.schemas.ts";
import { firstMessage } from "./test-messages.ts";
import {
  BUSINESS_IMAGE_TYPES,
  isAcceptedType,
  MAX_UPLOAD_BYTES,
  uploadSizeError,
} from "./uploads.ts";

describe("uploads", () => {
  it.each([
    [26_214_400, null],
    [26_214_401, "File must not exceed 25MB"],
    [0, null],
  ])("%i bytes -> %s", (bytes, message) => expect(uploadSizeError(bytes)).toBe(message));
  it("accepts images and PDF by default, png and jpeg for business images", () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(isAcceptedType("application/pdf")).toBe(true);
    expect(isAcceptedType("IMAGE/PNG")).toBe(true);
    expect(isAcceptedType("text/html")).toBe(false);
    expect(isAcceptedType("image/gif", BUSINESS_IMAGE_TYPES)).toBe(false);
    expect(isAcceptedType("image/jpeg", BUSINESS_IMAGE_TYPES)).toBe(true);
  });
});

describe("on-boarding items", () => {
  it.each([
    [{ itemType: "question", title: "Goal?", inputType: "Text field" }, null],
    [{ itemType: "question", title: " ", inputType: "Text field" }, "This field is required"],
    [{ itemType: "message", title: "x".repeat(150) }, null],
    [{ itemType: "message", title: "x".repeat(151) }, "Must be up to 150 characters"],
    [{ itemType: "files", instructions: "Sign", files: [{ uuid: "f1" }] }, null],
    [
      { itemType: "files", instructions: "Sign", files: [] },
      "Please select at least one file for uplaod.",
    ],
    [{ itemType: "files", instructions: "", files: [{ uuid: "f1" }] }, "This field is required"],
  ])("%j -> %s", (item, message) =>
    expect(firstMessage(OnBoardingItemSchema.safeParse(item))).toBe(message),
  );
  it("summarises the form", () => {
    const fields = {
      a: { itemType: "message", title: "Hi" },
      b: { itemType: "question", title: "Q1", inputType: "Text field" },
      c: { itemType: "question", title: "Q2", inputType: "File upload" },
    };
    const form = OnBoardingFormSchema.parse({ fields });
    expect(onBoardingSummary(Object.values(form.fields))).toBe(
      "1 message + 2 form field + 0 file group",
    );
  });
});

describe("payments", () => {
  const valid = { athlete_id: 7, amount: 50, payment_date: "2024-03-05" };
  it.each([
    [valid, null],
    [{ ...valid, athlete_id: undefined }, "This field is required"],
    [{ ...valid, amount: undefined }, "This field is required"],
    [{ ...valid, payment_date: undefined }, "This field is required"],
    [{ ...valid, athlete_id: " " }, "This field is required"],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(CreatePaymentBodySchema.safeParse(body))).toBe(message),
  );
  it("rejects non-positive amounts and defaults is_paid", () => {
    expect(CreatePaymentBodySchema.safeParse({ ...valid, amount: 0 }).success).toBe(false);
    expect(CreatePaymentBodySchema.parse(valid).is_paid).toBe(false);
  });
  it("validates payment plans", () => {
    expect(
      CreatePaymentPlanBodySchema.safeParse({
        title: "Monthly",
        amount: 80,
        plan_type: "monthly_recurring",
      }).success,
    ).toBe(true);
    expect(firstMessage(CreatePaymentPlanBodySchema.safeParse({ title: "M", amount: 80 }))).toBe(
      "This field is required",
    );
    expect(
      CreatePaymentPlanBodySchema.safeParse({ title: "M", amount: 80, plan_type: "weekly" })
        .success,
    ).toBe(false);
    expect(UpdatePaymentPlanBodySchema.parse({ title: "New", amount: 5 })).toEqual({
      title: "New",
      description: "",
    });
  });
});

describe("messages", () => {
  it("keeps the product's words, typos included", () => {
    expect(messages.workoutOnRestDay).toBe("Cannot add a workout there a rest day is declared");
    expect(messages.onBoardingNoFiles).toBe("Please select at least one file for uplaod.");
    expect(messages.hostnameTooLong).toBe("must be less than 255 chars.");
    expect(new Set(Object.keys(messages)).size).toBe(Object.keys(messages).length);
  });
});
