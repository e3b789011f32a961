import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FIXTURE_FILES, fixture, multipart } from "../activities-support";
import { run, todayInZone } from "../calendar-support";
import { createUser } from "../factories";
import { type FakeStripe, startFakeStripe } from "../fake-stripe";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  FORBIDDEN,
  specCall,
} from "./contract-support";
import {
  AthleteQuickstart,
  CommentAnswer,
  DashboardData,
  Notification,
  OwnerQuickstart,
  Subscription,
  SurveyRanking,
  Todo,
} from "./spec-shapes";

/**
 * Document 000, section 7, "Dashboard, todos, comments, quickstart, survey, subscription", with
 * the spec's payloads (its stripe-connect calls are the second document's, checked there). The
 * subscription's plans are sold through a local fake of Stripe's API (test/fake-stripe.ts).
 */

let ctx: TestContext;
let stripe: FakeStripe;
let world: ContractWorld;
const call = contractCaller(() => ctx);
type Person = ContractWorld["owner"];
type Method = "GET" | "POST" | "PUT" | "DELETE";
const TODOS = "/api/coach/todos/";

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    AUTH_RATE_LIMIT: "100000",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_SUBSCRIPTION_PRICES: "athletes-10-monthly:price_10m:10:MONTHLY:2900:usd",
  });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** Section 8: 'You do not have permission to perform this action.' to each of `people`. */
async function expectForbidden(people: Person[], method: Method, url: string, body?: unknown) {
  for (const person of people) {
    const refused = await call(person, method, url, body);
    expect(refused.status, `${method} ${url} as ${person.email}`).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
  }
  expect((await call(null, method, url, body)).status).toBe(401);
}

/** YYYY-MM-DD `days` after `date` (UTC calendar arithmetic). */
function plusDays(date: string, days: number) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

describe("the dashboard", () => {
  it(specCall("GET api/dashboard/"), async () => {
    // "window: today minus 5 days to plus 5 days"; the world's people live in UTC.
    const today = todayInZone("UTC");
    const url = `/api/dashboard/?startDate=${plusDays(today, -5)}&endDate=${plusDays(today, 5)}`;
    const answer = await call(world.coach, "GET", url);
    expect(answer.status).toBe(200);
    const data = expectShape(answer.body, DashboardData);
    expect(data.configs.map((config) => config.user_id)).toEqual([world.athlete.id]);
    const other = expectShape((await call(world.otherCoach, "GET", url)).body, DashboardData);
    expect(other.configs.map((config) => config.user_id)).toEqual([world.otherAthlete.id]);
    await expectForbidden([world.athlete], "GET", url);
  });
});

describe("to-dos", () => {
  /** POST api/coach/todos/ "(id, context, dueDate, done)": the screen's own temporary id. */
  async function newTodo(context: string) {
    const answer = await call(world.coach, "POST", TODOS, {
      id: "new-1",
      context,
      dueDate: null,
      done: false,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return expectShape(answer.body, Todo);
  }

  it(specCall("POST api/coach/todos/"), async () => {
    const todo = await newTodo("Call Anna about the race");
    expect(todo).toMatchObject({ ctx: "Call Anna about the race", dueDate: null, done: false });
    await expectForbidden([world.athlete], "POST", TODOS, { context: "Mine", done: false });
  });

  it(specCall("PUT api/coach/todos/"), async () => {
    const todo = await newTodo("Plan the camp");
    const dueDate = plusDays(todayInZone("UTC"), 3);
    const body = { id: todo.id, ctx: "Plan the spring camp", dueDate, done: true };
    const answer = await call(world.coach, "PUT", TODOS, body);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, Todo)).toEqual(body);
    // Another coach's to-do is not found; an athlete has none.
    for (const person of [world.otherCoach, world.owner]) {
      expect((await call(person, "PUT", TODOS, body)).status).toBe(404);
    }
    await expectForbidden([world.athlete], "PUT", TODOS, body);
  });

  it(specCall("DELETE api/coach/todos/"), async () => {
    const todo = await newTodo("Order the shirts");
    const body = { completed: [todo.id] };
    await expectForbidden([world.athlete], "DELETE", TODOS, body);
    expect((await call(world.otherCoach, "DELETE", TODOS, body)).status).toBe(404);
    const answer = await call(world.coach, "DELETE", TODOS, body);
    expect(answer.status).toBe(200);
    const today = todayInZone("UTC");
    const board = await call(
      world.coach,
      "GET",
      `/api/dashboard/?startDate=${today}&endDate=${today}`,
    );
    expect(Object.keys(expectShape(board.body, DashboardData).todos)).not.toContain(
      String(todo.id),
    );
  });
});

describe("comments", () => {
  let activityId: number;
  beforeAll(async () => {
    // The athlete's real run (fixtures/activities/README.md).
    const body = multipart([{ name: FIXTURE_FILES.run, bytes: fixture(FIXTURE_FILES.run) }]);
    const url = `/api/athlete/${world.athlete.id}/activities/upload/`;
    const uploaded = await call(world.athlete, "POST", url, body.payload, body.headers);
    expect(uploaded.status).toBe(200);
    activityId = (uploaded.body as { files: { activities: { id: number }[] }[] }).files[0]!
      .activities[0]!.id;
  });

  /** The coach's 'comment' notifications about the athlete's comment `commentId`. */
  async function commentNotices(person: Person, commentId: number) {
    await ctx.settle();
    const answer = await call(person, "GET", "/api/notifications/?page=1");
    const { notifications } = expectShape(
      answer.body,
      z.object({ notifications: z.array(Notification) }),
    );
    return notifications.filter(
      (item) => item.notification_type === "comment" && item.data.comment_id === commentId,
    );
  }

  /** "with athlete, comment (and event_type workout or activity); answer id, date, user_id". */
  async function expectCommenting(url: string, eventType: "activity") {
    const body = { athlete: world.athlete.id, comment: "Felt strong", event_type: eventType };
    const byAthlete = await call(world.athlete, "POST", url, body);
    expect(byAthlete.status, JSON.stringify(byAthlete.body)).toBe(201);
    const comment = expectShape(byAthlete.body, CommentAnswer);
    expect(comment.user_id).toBe(world.athlete.id);
    // The athlete's coach is told, with the comment notification.
    expect(await commentNotices(world.coach, comment.id)).toHaveLength(1);
    const byCoach = await call(world.coach, "POST", url, { ...body, comment: "Well done" });
    expect(byCoach.status).toBe(201);
    expect(expectShape(byCoach.body, CommentAnswer).user_id).toBe(world.coach.id);
    // Another business's people do not find it.
    for (const person of [world.otherCoach, world.otherOwner, world.otherAthlete]) {
      expect((await call(person, "POST", url, body)).status, person.email).toBe(404);
    }
    expect((await call(null, "POST", url, body)).status).toBe(401);
  }

  it(specCall("POST api/athlete/workouts/comments/{id}"), async () => {
    await expectCommenting(`/api/athlete/workouts/comments/${activityId}`, "activity");
    // event_type 'workout' on a planned workout no activity matched: the comment is the
    // workout's, shown with it on the calendar, and the coach is told.
    const planned = await call(
      world.coach,
      "POST",
      `/api/athlete/${world.athlete.id}/calendar/workouts/`,
      { ...run("Hill repeats"), date: "2040-03-05" },
    );
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const workoutId = (planned.body as { id: number }).id;
    const url = `/api/athlete/workouts/comments/${workoutId}`;
    const body = { athlete: world.athlete.id, comment: "Knee is sore", event_type: "workout" };
    const answer = await call(world.athlete, "POST", url, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const comment = expectShape(answer.body, CommentAnswer);
    expect(await commentNotices(world.coach, comment.id)).toHaveLength(1);
    const workout = await call(
      world.coach,
      "GET",
      `/api/athlete/${world.athlete.id}/calendar/workouts/${workoutId}/`,
    );
    expect((workout.body as { comments: unknown[] }).comments).toEqual([
      {
        id: comment.id,
        date: comment.date,
        content: "Knee is sore",
        user_id: world.athlete.id,
        user_name: "Anna Athlete",
      },
    ]);
    for (const person of [world.otherCoach, world.otherOwner, world.otherAthlete]) {
      expect((await call(person, "POST", url, body)).status, person.email).toBe(404);
    }
  });

  it(specCall("POST api/athlete/garmin-activities/comments/{id}"), async () => {
    await expectCommenting(`/api/athlete/garmin-activities/comments/${activityId}`, "activity");
    // The same call through each tracker's path (decision 125).
    for (const tracker of ["strava", "polar", "suunto", "coros", "wahoo"]) {
      const url = `/api/athlete/${tracker}-activities/comments/${activityId}`;
      const answer = await call(world.athlete, "POST", url, { comment: `Via ${tracker}` });
      expect(answer.status, url).toBe(201);
      expectShape(answer.body, CommentAnswer);
    }
  });
});

describe("quick starts", () => {
  const OWNER = "/api/business-owner/quickstart/";

  it(specCall("GET /api/quickstart/"), async () => {
    const answer = await call(world.athlete, "GET", "/api/quickstart/");
    expect(answer.status).toBe(200);
    expectShape(answer.body, AthleteQuickstart);
    expect((await call(null, "GET", "/api/quickstart/")).status).toBe(401);
  });

  it(specCall("POST /api/quickstart/"), async () => {
    const answer = await call(world.athlete, "POST", "/api/quickstart/", {
      add_activity_tracker_dismissed: true,
    });
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, AthleteQuickstart).add_activity_tracker_dismissed).toBe(true);
    // Each person's own flags.
    const other = await call(world.otherAthlete, "GET", "/api/quickstart/");
    expect(expectShape(other.body, AthleteQuickstart).add_activity_tracker_dismissed).toBe(false);
  });

  it(specCall("GET /api/business-owner/quickstart/"), async () => {
    const answer = await call(world.owner, "GET", OWNER);
    expect(answer.status).toBe(200);
    expectShape(answer.body, OwnerQuickstart);
    await expectForbidden([world.coach, world.athlete], "GET", OWNER);
  });

  it(specCall("PUT /api/business-owner/quickstart/"), async () => {
    const answer = await call(world.owner, "PUT", OWNER, { add_workout_to_calendar: true });
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, OwnerQuickstart).add_workout_to_calendar).toBe(true);
    // "once checked stays checked": false leaves it checked.
    const again = await call(world.owner, "PUT", OWNER, { add_workout_to_calendar: false });
    expect(expectShape(again.body, OwnerQuickstart).add_workout_to_calendar).toBe(true);
    const other = await call(world.otherOwner, "GET", OWNER);
    expect(expectShape(other.body, OwnerQuickstart).add_workout_to_calendar).toBe(false);
    await expectForbidden([world.coach, world.athlete], "PUT", OWNER, { add_athlete: true });
  });
});

describe("the pain-points survey", () => {
  const SURVEY = "/api/business-owner/pain-points-survey/";
  const ranking = {
    creating_workouts_and_scheduling_training: 0,
    communicating_with_athletes: 2,
    analyzing_the_details: 1,
  };

  it(specCall("GET /api/business-owner/pain-points-survey/"), async () => {
    // "a 404 on the check means not answered and shows it".
    const owner = await createUser(ctx.db, "owner");
    expect((await call(owner, "GET", SURVEY)).status).toBe(404);
    await call(owner, "POST", SURVEY, { ranking });
    const answer = await call(owner, "GET", SURVEY);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, z.object({ ranking: SurveyRanking })).ranking).toEqual(ranking);
    await expectForbidden([world.coach, world.athlete], "GET", SURVEY);
  });

  it(specCall("POST /api/business-owner/pain-points-survey/"), async () => {
    const owner = await createUser(ctx.db, "owner");
    // "Submit or skip posts, and a 201 hides it. Only one submission: a 400 means already answered."
    const answer = await call(owner, "POST", SURVEY, { ranking: null });
    expect(answer.status).toBe(201);
    expect((await call(owner, "POST", SURVEY, { ranking })).status).toBe(400);
    await expectForbidden([world.coach, world.athlete], "POST", SURVEY, { ranking: null });
  });
});

describe("the subscription", () => {
  it(specCall("GET api/subscription/"), async () => {
    for (const person of [world.owner, world.coach]) {
      const answer = await call(person, "GET", "/api/subscription/");
      expect(answer.status).toBe(200);
      const subscription = expectShape(answer.body, Subscription);
      // A new business is in its 30-day trial; its athlete uses one slot.
      expect(subscription).toMatchObject({ status: "trialing", used_athlete_units: 1 });
    }
    expect((await call(null, "GET", "/api/subscription/")).status).toBe(401);
  });

  it(specCall("PUT api/subscription/"), async () => {
    const body = { selected_plan: "athletes-10-monthly" };
    const answer = await call(world.owner, "PUT", "/api/subscription/", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The spec names no answer; ours is where the owner pays (Stripe's Checkout).
    expect(expectShape(answer.body, z.object({ url: z.string() })).url).toMatch(/checkout/);
    // Only the business owner manages it: its coach and athlete get the spec's 403.
    await expectForbidden([world.coach, world.athlete], "PUT", "/api/subscription/", body);
  });
});
