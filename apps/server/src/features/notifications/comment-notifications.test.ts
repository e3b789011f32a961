import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import {
  lastEmitted,
  noticeCounts,
  noticePeople,
  noticesOf,
} from "../../../test/notification-support";
import { insertActivity } from "../../../test/performance-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notifyCommentAdded } from "./comment-notifications";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const commentPath = (activityId: number) => `/api/athlete/workouts/comments/${activityId}`;

async function world() {
  const people = await noticePeople(ctx, call);
  const activityId = await insertActivity(ctx, people.athlete.id, {
    date: "2026-11-24",
    name: "Run",
    sport: 1,
    stress: 60,
  });
  const everyone = [
    people.athlete.id,
    people.coach.id,
    people.mutingCoach.id,
    people.owner.id,
    people.outsider.id,
    people.otherAthlete.id,
  ];
  return { ...people, activityId, everyone };
}

describe("comment notifications", () => {
  it("tell the athlete's coaches of the athlete's comment, but not a coach who muted them", async () => {
    const { athlete, coach, activityId, everyone } = await world();
    const response = await call(athlete, "POST", commentPath(activityId), {
      comment: "Felt great",
    });
    expect(response.statusCode, response.body).toBe(201);

    const [notice] = await noticesOf(ctx, coach.id, "comment");
    expect(notice).toMatchObject({
      side: "coach",
      category: "comments",
      content: 'Dan Runner commented on their "Run" of Nov 24, 2026: "Felt great"',
      data: {
        athlete_id: athlete.id,
        eid: activityId,
        eventType: "activity",
        eventDate: "2026-11-24",
        comment_id: response.json().id,
        comment: "Felt great",
        author_id: athlete.id,
        authorName: "Dan Runner",
      },
    });
    // Only Olivia: not the author, the muting coach, the owner or another business.
    expect(await noticeCounts(ctx, everyone, "comment")).toEqual(
      Object.fromEntries(everyone.map((id) => [id, id === coach.id ? 1 : 0])),
    );
  });

  it("tell the athlete of a coach's comment, and never the coach who wrote it", async () => {
    const { athlete, coach, owner, activityId, everyone } = await world();
    expect(
      (await call(coach, "POST", commentPath(activityId), { comment: "Nice pacing" })).statusCode,
    ).toBe(201);
    const [notice] = await noticesOf(ctx, athlete.id, "comment");
    expect(notice).toMatchObject({
      side: "athlete",
      content: 'Olivia Hart commented on your "Run" of Nov 24, 2026: "Nice pacing"',
    });
    // The business owner is on the coaches' side too: their comment goes to the athlete only.
    expect(
      (await call(owner, "POST", commentPath(activityId), { comment: "Welcome!" })).statusCode,
    ).toBe(201);
    expect(await noticeCounts(ctx, everyone, "comment")).toEqual(
      Object.fromEntries(everyone.map((id) => [id, id === athlete.id ? 2 : 0])),
    );
  });

  it("write the activity's day in each reader's own date format", async () => {
    const { athlete, coach, activityId } = await world();
    const settings = await call(athlete, "POST", "/api/account/update/general/", {
      dateFormat: "DD.MM.YYYY",
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await call(coach, "POST", commentPath(activityId), { comment: "Strong finish" });
    await call(athlete, "POST", commentPath(activityId), { comment: "Thanks" });
    const [toAthlete] = await noticesOf(ctx, athlete.id, "comment");
    expect(toAthlete!.content).toBe(
      'Olivia Hart commented on your "Run" of 24.11.2026: "Strong finish"',
    );
    const [toCoach] = await noticesOf(ctx, coach.id, "comment");
    expect(toCoach!.content).toBe('Dan Runner commented on their "Run" of Nov 24, 2026: "Thanks"');

    // A reader who changes their format reads the notices they already have in the new one.
    await call(coach, "POST", "/api/account/update/general/", { dateFormat: "D MMM YYYY" });
    const bell = (await call(coach, "GET", "/api/notifications/?page=1")).json();
    expect(bell.notifications.map((notice: { content: string }) => notice.content)).toContain(
      'Dan Runner commented on their "Run" of 24 Nov 2026: "Thanks"',
    );
  });

  it("quote a long comment on one line, cut at 140 characters", async () => {
    const { athlete, coach, activityId } = await world();
    const long = `Intervals:\n${"hard ".repeat(60)}`;
    await call(athlete, "POST", commentPath(activityId), { comment: long });
    const [notice] = await noticesOf(ctx, coach.id, "comment");
    const quoted = (notice!.data as { comment: string }).comment;
    expect(quoted).toHaveLength(140);
    expect(quoted.startsWith("Intervals: hard hard")).toBe(true);
    expect(quoted.endsWith("…")).toBe(true);
    expect(notice!.content).toBe(
      `Dan Runner commented on their "Run" of Nov 24, 2026: "${quoted}"`,
    );
  });

  it("store one notification when the event is delivered again", async () => {
    const { athlete, coach, activityId } = await world();
    await call(athlete, "POST", commentPath(activityId), { comment: "Twice?" });
    expect(await noticesOf(ctx, coach.id, "comment")).toHaveLength(1);
    await notifyCommentAdded(ctx.deps, lastEmitted(ctx, "comment.added"));
    expect(await noticesOf(ctx, coach.id, "comment")).toHaveLength(1);
  });
});
