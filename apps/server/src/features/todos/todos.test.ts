import type { Todo } from "@coach/shared/dashboard/todo.schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCaller } from "../../../test/dashboard-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { coachTodos } from "../../db/schema";
import { fakeClock } from "../../platform/clock";

let ctx: TestContext;
// 23:30 UTC on 10 March 2031 is already 11 March in Berlin.
const clock = fakeClock("2031-03-10T23:30:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());
const { call } = signedCaller(() => ctx);
const PATH = "/api/coach/todos/";

describe("api/coach/todos/", () => {
  it("adds, edits, ticks and deletes a coach's own to-dos, which the dashboard lists by id", async () => {
    const coach = await createUser(ctx.db, "coach", { timezone: "Europe/Berlin" });
    const created = await call(coach, "POST", PATH, {
      id: "new-1",
      context: "  Call Anna about the race  ",
      dueDate: "2031-03-11",
      done: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const todo = created.json() as Todo;
    expect(todo).toEqual({
      id: expect.any(Number),
      ctx: "Call Anna about the race",
      dueDate: "2031-03-11",
      done: false,
    });
    const plain = (await call(coach, "POST", PATH, { context: "Plan the camp" })).json() as Todo;
    expect(plain).toMatchObject({ dueDate: null, done: false });

    const ticked = await call(coach, "PUT", PATH, { ...todo, done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toEqual({ ...todo, done: true });
    const edited = await call(coach, "PUT", PATH, { ...todo, ctx: "Call Anna", dueDate: null });
    expect(edited.json()).toEqual({ ...todo, ctx: "Call Anna", dueDate: null, done: false });

    const board = await call(
      coach,
      "GET",
      "/api/dashboard/?startDate=2031-03-06&endDate=2031-03-16",
    );
    expect(board.json().todos).toEqual({
      [todo.id]: { ...todo, ctx: "Call Anna", dueDate: null },
      [plain.id]: plain,
    });

    const deleted = await call(coach, "DELETE", PATH, { completed: [todo.id, plain.id] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: [todo.id, plain.id].sort((a, b) => a - b) });
    const after = await call(
      coach,
      "GET",
      "/api/dashboard/?startDate=2031-03-06&endDate=2031-03-16",
    );
    expect(after.json().todos).toEqual({});
  });

  it("holds the due date at the coach's today or later, and the text required", async () => {
    // Berlin's today is 11 March: the 10th is past there, though still today in UTC.
    const coach = await createUser(ctx.db, "coach", { timezone: "Europe/Berlin" });
    const past = await call(coach, "POST", PATH, { context: "Too late", dueDate: "2031-03-10" });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ dueDate: ["The due date cannot be before today."] });
    const blank = await call(coach, "POST", PATH, { context: "   " });
    expect(blank.json().fields).toEqual({ context: ["This field is required"] });

    const due = (
      await call(coach, "POST", PATH, { context: "Book", dueDate: "2031-03-11" })
    ).json() as Todo;
    clock.set("2031-03-14T10:00:00Z");
    try {
      // Overdue now, yet it can still be ticked with its date kept...
      const ticked = await call(coach, "PUT", PATH, { ...due, done: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
      // ...but not moved to another past day.
      const moved = await call(coach, "PUT", PATH, { ...due, dueDate: "2031-03-13" });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fields).toEqual({ dueDate: ["The due date cannot be before today."] });
      const blankEdit = await call(coach, "PUT", PATH, { ...due, ctx: " " });
      expect(blankEdit.json().fields).toEqual({ ctx: ["This field is required"] });
    } finally {
      clock.set("2031-03-10T23:30:00Z");
    }
  });

  it("keeps each coach's to-dos their own and refuses athletes and strangers", async () => {
    const coach = await createUser(ctx.db, "coach");
    const owner = await createUser(ctx.db, "owner");
    const athlete = await createUser(ctx.db, "athlete");
    const todo = (await call(coach, "POST", PATH, { context: "Mine" })).json() as Todo;
    const edit = await call(owner, "PUT", PATH, { ...todo, ctx: "Theirs" });
    expect(edit.statusCode).toBe(404);
    expect((await call(owner, "DELETE", PATH, { completed: [todo.id] })).statusCode).toBe(404);
    const ownersOwn = (await call(owner, "POST", PATH, { context: "Owner's" })).json() as Todo;
    // Only the caller's ids of a list are deleted.
    const mixed = await call(owner, "DELETE", PATH, { completed: [todo.id, ownersOwn.id] });
    expect(mixed.json()).toEqual({ deleted: [ownersOwn.id] });
    const board = await call(
      coach,
      "GET",
      "/api/dashboard/?startDate=2031-03-06&endDate=2031-03-16",
    );
    expect(Object.keys(board.json().todos)).toEqual([String(todo.id)]);

    const asAthlete = await call(athlete, "POST", PATH, { context: "Hi" });
    expect(asAthlete.statusCode).toBe(403);
    expect(asAthlete.json()).toEqual({
      detail: "You do not have permission to perform this action.",
    });
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await call(null, method, PATH, {
        context: "x",
        ctx: "x",
        id: todo.id,
        completed: [todo.id],
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("keeps at most 200 to-dos per coach", async () => {
    const coach = await createUser(ctx.db, "coach");
    await ctx.db
      .insert(coachTodos)
      .values(
        Array.from({ length: 199 }, (_, index) => ({ coachId: coach.id, ctx: `Task ${index}` })),
      );
    expect((await call(coach, "POST", PATH, { context: "The 200th" })).statusCode).toBe(201);
    const over = await call(coach, "POST", PATH, { context: "One more" });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({
      context: ["You have 200 to-dos; delete some before adding more."],
    });
  });
});
