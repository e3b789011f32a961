import { describe, expect, it } from "vitest";
import { DashboardQuerySchema } from "./dashboard.schemas.ts";
import { FeedbackSubmitBodySchema } from "./feedback.schemas.ts";
import { isQuickstartComplete } from "./quickstart.schemas.ts";
import { SurveyAnswerBodySchema } from "./survey.schemas.ts";
import {
  CreateTodoBodySchema,
  DeleteTodosBodySchema,
  UpdateTodoBodySchema,
} from "./todo.schemas.ts";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("dashboard query", () => {
  it("takes a window of 1 to 31 days", () => {
    expect(
      DashboardQuerySchema.safeParse({ startDate: "2024-03-01", endDate: "2024-03-31" }).success,
    ).toBe(true);
    expect(
      messagesOf(
        DashboardQuerySchema.safeParse({ startDate: "2024-03-01", endDate: "2024-04-01" }),
      ),
    ).toEqual(["Choose a range of at most 31 days."]);
    expect(
      messagesOf(
        DashboardQuerySchema.safeParse({ startDate: "2024-03-02", endDate: "2024-03-01" }),
      ),
    ).toEqual(["The end date cannot be before the start date."]);
  });
});

describe("to-do bodies", () => {
  it("reads POST's context and PUT's ctx, trimmed and required", () => {
    expect(CreateTodoBodySchema.parse({ id: "tmp-1", context: " Call Anna " })).toEqual({
      id: "tmp-1",
      context: "Call Anna",
      dueDate: null,
      done: false,
    });
    expect(messagesOf(CreateTodoBodySchema.safeParse({ context: "   " }))).toEqual([
      "This field is required",
    ]);
    expect(
      UpdateTodoBodySchema.parse({ id: 4, ctx: "x", dueDate: "2024-03-05", done: true }),
    ).toEqual({
      id: 4,
      ctx: "x",
      dueDate: "2024-03-05",
      done: true,
    });
    expect(UpdateTodoBodySchema.safeParse({ id: 0, ctx: "x" }).success).toBe(false);
    expect(DeleteTodosBodySchema.safeParse({ completed: [] }).success).toBe(false);
  });
});

describe("survey answer", () => {
  it("takes each item at its own place from 0, or null", () => {
    const ranking = {
      creating_workouts_and_scheduling_training: 2,
      communicating_with_athletes: 0,
      analyzing_the_details: 1,
    };
    expect(SurveyAnswerBodySchema.parse({ ranking })).toEqual({ ranking });
    expect(SurveyAnswerBodySchema.parse({ ranking: null })).toEqual({ ranking: null });
    expect(
      messagesOf(
        SurveyAnswerBodySchema.safeParse({ ranking: { ...ranking, analyzing_the_details: 0 } }),
      ),
    ).toEqual(["Give each item its own place, from 0."]);
    expect(
      SurveyAnswerBodySchema.safeParse({ ranking: { ...ranking, analyzing_the_details: 3 } })
        .success,
    ).toBe(false);
    expect(SurveyAnswerBodySchema.safeParse({ ranking: { ...ranking, other: 1 } }).success).toBe(
      false,
    );
    expect(SurveyAnswerBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("quickstart", () => {
  it("is complete when every task is checked", () => {
    const all = { add_activity_tracker: true, add_workout_to_calendar: true, add_athlete: true };
    expect(isQuickstartComplete(all)).toBe(true);
    expect(isQuickstartComplete({ ...all, add_activity_tracker: false })).toBe(false);
  });
});

describe("feedback", () => {
  it("requires subject and thoughts with 'field is required'", () => {
    expect(messagesOf(FeedbackSubmitBodySchema.safeParse({ subject: " ", thoughts: "" }))).toEqual([
      "field is required",
      "field is required",
    ]);
    expect(
      FeedbackSubmitBodySchema.parse({ subject: "Bug", thoughts: "The chart is empty" }),
    ).toEqual({
      subject: "Bug",
      thoughts: "The chart is empty",
      locationUrl: "",
      browser: "",
      isMobile: false,
      isTablet: false,
    });
  });
});
