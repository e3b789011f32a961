import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createUser } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notifications } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const START = Date.parse("2031-03-01T08:00:00Z");
type Row = { type?: string; category?: string; read?: boolean; inApp?: boolean };

/** Stores `rows` for a person, one a minute from START: 'Notice 1' is the oldest. */
async function store(userId: number, rows: Row[]) {
  if (rows.length === 0) return [];
  return ctx.db
    .insert(notifications)
    .values(
      rows.map((row, index) => ({
        userId,
        notificationType: row.type ?? "comment",
        category: row.category ?? "comments",
        content: `Notice ${index + 1}`,
        data: { eid: index + 1 },
        read: row.read ?? false,
        inApp: row.inApp ?? true,
        createdAt: new Date(START + index * 60_000),
      })),
    )
    .returning({ id: notifications.id });
}
const many = (count: number, row: Row = {}) => Array.from({ length: count }, () => row);

const list = (person: Person | null, query = "page=1") =>
  call(person, "GET", `/api/notifications/?${query}`);
const contents = (body: { notifications: { content: string }[] }) =>
  body.notifications.map((item) => item.content);

describe("GET api/notifications/", () => {
  it("pages the caller's notifications newest first, 20 a page", async () => {
    const athlete = await createUser(ctx.db);
    await store(athlete.id, many(25));

    const first = await list(athlete);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ page: 1, count: 25, next: 2, unread_count: 25 });
    expect(contents(page1)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Notice ${25 - index}`),
    );
    expect(page1.notifications[0]).toEqual({
      id: expect.any(Number),
      notification_type: "comment",
      content: "Notice 25",
      timestamp: "2031-03-01T08:24:00.000Z",
      read: false,
      category: "comments",
      data: { eid: 25 },
    });

    const page2 = (await list(athlete, "page=2")).json();
    expect(page2).toMatchObject({ page: 2, count: 25, next: null });
    expect(contents(page2)).toEqual(["Notice 5", "Notice 4", "Notice 3", "Notice 2", "Notice 1"]);
  });

  it("orders notifications of the same instant by id, newest first", async () => {
    const athlete = await createUser(ctx.db);
    const createdAt = new Date(START);
    const rows = await ctx.db
      .insert(notifications)
      .values(
        ["A", "B", "C"].map((content) => ({
          userId: athlete.id,
          notificationType: "race",
          category: "races",
          content,
          createdAt,
        })),
      )
      .returning({ id: notifications.id });
    const body = (await list(athlete)).json();
    expect(body.notifications.map((item: { id: number }) => item.id)).toEqual(
      rows.map((row) => row.id).reverse(),
    );
  });

  it("lists only the caller's own in-app notifications, with unread counts per category", async () => {
    const athlete = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await store(athlete.id, [
      { read: true },
      {},
      {},
      { type: "race", category: "races" },
      { type: "race", category: "races" },
      // Kept only for its e-mail: never listed nor counted.
      { inApp: false },
    ]);
    await store(other.id, many(4));

    const all = (await list(athlete)).json();
    expect(contents(all)).toEqual(["Notice 5", "Notice 4", "Notice 3", "Notice 2", "Notice 1"]);
    expect(all).toMatchObject({
      count: 5,
      next: null,
      unread_count: 4,
      unread_by_category: { comments: 2, races: 2 },
    });

    const comments = (await list(athlete, "page=1&category=comments")).json();
    expect(contents(comments)).toEqual(["Notice 3", "Notice 2", "Notice 1"]);
    // The badge counts every category whatever the page shows.
    expect(comments).toMatchObject({ count: 3, unread_count: 4 });

    const empty = (await list(athlete, "page=1&category=payments")).json();
    expect(empty).toMatchObject({ notifications: [], count: 0, next: null, unread_count: 4 });
  });

  it("answers in the same number of queries for 1 and for 200 notifications", async () => {
    const few = await createUser(ctx.db);
    const lots = await createUser(ctx.db);
    await store(few.id, many(1));
    await store(lots.id, [
      ...many(50, { read: true }),
      ...many(150, { type: "race", category: "races" }),
    ]);
    // Signed in beforehand: only the list's own statements are counted.
    await list(few);
    await list(lots);

    const forFew = await recordQueries(ctx.db, () => list(few));
    const forLots = await recordQueries(ctx.db, async () => {
      const body = (await list(lots)).json();
      expect(body).toMatchObject({ count: 200, unread_count: 150, next: 2 });
    });
    expect(forLots.length).toBe(forFew.length);
    // The page and the counts per category; the caller's user row is kept since the first call
    // (decision 127).
    expect(forFew.length).toBe(2);
  });

  it("refuses without sign-in, and refuses a page that is not a number", async () => {
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "no_auth_cred_provided" });
    const athlete = await createUser(ctx.db);
    expect((await list(athlete, "page=first")).statusCode).toBe(400);
  });
});

describe("marking notifications read", () => {
  const markRead = (person: Person, ids: number[] | null) =>
    call(person, "POST", "/api/notifications/mark-read/", { notification_ids: ids });
  const changedFor = (userId: number) =>
    ctx.platform.events.emitted.filter(
      (event) => event.type === "notifications.changed" && event.userId === userId,
    ).length;

  it("marks the given ids read, never another person's, and tells the caller's other tabs", async () => {
    const athlete = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const [first, second, third] = await store(athlete.id, many(3));
    const [othersRow] = await store(other.id, many(1));

    const answer = await markRead(athlete, [first!.id, third!.id, othersRow!.id]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ updated: 2 });
    const body = (await list(athlete)).json();
    expect(body.unread_count).toBe(1);
    expect(
      body.notifications.map((item: { id: number; read: boolean }) => [item.id, item.read]),
    ).toEqual([
      [third!.id, true],
      [second!.id, false],
      [first!.id, true],
    ]);
    expect((await list(other)).json().unread_count).toBe(1);
    expect(changedFor(athlete.id)).toBe(1);
    expect(changedFor(other.id)).toBe(0);

    // Nothing left to change: no event.
    expect((await markRead(athlete, [first!.id])).json()).toEqual({ updated: 0 });
    expect(changedFor(athlete.id)).toBe(1);
  });

  it("marks every notification of the caller read with null", async () => {
    const athlete = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await store(athlete.id, [...many(4), { read: true }]);
    await store(other.id, many(2));

    expect((await markRead(athlete, null)).json()).toEqual({ updated: 4 });
    expect((await list(athlete)).json()).toMatchObject({ unread_count: 0, unread_by_category: {} });
    expect((await list(other)).json().unread_count).toBe(2);
  });

  it("PUT api/notifications/ marks the ids read", async () => {
    const athlete = await createUser(ctx.db);
    const [first, second] = await store(athlete.id, many(2));
    const answer = await call(athlete, "PUT", "/api/notifications/", { ids: [second!.id] });
    expect(answer.json()).toEqual({ updated: 1 });
    const body = (await list(athlete)).json();
    expect(body.notifications.map((item: { read: boolean }) => item.read)).toEqual([true, false]);
    expect(body.notifications[1].id).toBe(first!.id);
    expect((await call(athlete, "PUT", "/api/notifications/", { ids: "all" })).statusCode).toBe(
      400,
    );
  });
});
