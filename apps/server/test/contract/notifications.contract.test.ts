import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { z } from "zod";
import { users } from "../../src/db/schema";
import { FIXTURE_FILES, fixture, multipart } from "../activities-support";
import { login } from "../factories";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  specCall,
} from "./contract-support";
import { NewRecord, Notification, NotificationSetting } from "./spec-shapes";

/**
 * Document 000, section 7, "Notifications", with the spec's payloads. The notifications are made
 * as the product makes them: an invitation, and the new records and the peak of real activity
 * files the athlete uploads.
 */

let ctx: TestContext;
let world: ContractWorld;
const call = contractCaller(() => ctx);
type Person = ContractWorld["owner"];

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

const NotificationPage = z.object({ notifications: z.array(Notification) });
const Settings = z.object({ notification_settings: z.array(NotificationSetting) });

/** The person's notifications of the first page, once background work is done. */
async function notificationsOf(person: Person) {
  await ctx.settle();
  const answer = await call(person, "GET", "/api/notifications/?page=1");
  expect(answer.status).toBe(200);
  return expectShape(answer.body, NotificationPage).notifications;
}

/** A new unread 'invitation' notification of `person`: another business's coach invites them. */
async function freshNotification(person: Person) {
  const sent = await call(world.otherCoach, "POST", "/api/invitations/send", {
    email: person.email,
    from_athlete_to_coach: false,
    onBoardingId: null,
    messageFromCoach: "",
  });
  expect(sent.status).toBe(201);
  const [newest] = await notificationsOf(person);
  expect(newest).toMatchObject({ notification_type: "invitation", read: false });
  return newest!;
}

/** The athlete uploads a real activity file; its records and peaks are notified. */
async function upload(name: string) {
  const body = multipart([{ name, bytes: fixture(name) }]);
  const url = `/api/athlete/${world.athlete.id}/activities/upload/`;
  const answer = await call(world.athlete, "POST", url, body.payload, body.headers);
  expect(answer.status).toBe(200);
}

describe("the notification list", () => {
  it(specCall("GET /api/notifications/"), async () => {
    const note = await freshNotification(world.athlete);
    // data carries the invitation's url_hash, as the spec's Notification lists it.
    expect(note.data).toHaveProperty("url_hash");
    expect((await notificationsOf(world.otherAthlete)).map((item) => item.id)).not.toContain(
      note.id,
    );
    expect((await call(null, "GET", "/api/notifications/?page=1")).status).toBe(401);
  });

  it(specCall("PUT api/notifications/"), async () => {
    const note = await freshNotification(world.athlete);
    // Someone else's ids mark nothing of the athlete's.
    const byOther = await call(world.otherCoach, "PUT", "/api/notifications/", { ids: [note.id] });
    expect(byOther.status).toBe(200);
    expect((await notificationsOf(world.athlete)).find((item) => item.id === note.id)?.read).toBe(
      false,
    );
    const answer = await call(world.athlete, "PUT", "/api/notifications/", { ids: [note.id] });
    expect(answer.status).toBe(200);
    expect((await notificationsOf(world.athlete)).find((item) => item.id === note.id)?.read).toBe(
      true,
    );
  });

  it(specCall("POST api/notifications/mark-read/"), async () => {
    const first = await freshNotification(world.coach);
    const byOther = await call(world.otherAthlete, "POST", "/api/notifications/mark-read/", {
      notification_ids: [first.id],
    });
    expect(byOther.status).toBe(200);
    const given = await call(world.coach, "POST", "/api/notifications/mark-read/", {
      notification_ids: [first.id],
    });
    expect(given.status).toBe(200);
    expect((await notificationsOf(world.coach)).find((item) => item.id === first.id)?.read).toBe(
      true,
    );
    // "list, or null for all".
    await freshNotification(world.coach);
    const all = await call(world.coach, "POST", "/api/notifications/mark-read/", {
      notification_ids: null,
    });
    expect(all.status).toBe(200);
    expect((await notificationsOf(world.coach)).every((item) => item.read)).toBe(true);
  });
});

describe("notification settings", () => {
  it(specCall("GET /api/notifications/settings/"), async () => {
    for (const person of [world.athlete, world.coach, world.owner]) {
      const answer = await call(person, "GET", "/api/notifications/settings/");
      expect(answer.status).toBe(200);
      const settings = expectShape(answer.body, Settings).notification_settings;
      expect(settings.length).toBeGreaterThan(0);
    }
    expect((await call(null, "GET", "/api/notifications/settings/")).status).toBe(401);
  });

  it(specCall("PUT /api/notifications/settings/"), async () => {
    const answer = await call(world.coach, "PUT", "/api/notifications/settings/", {
      notification_settings: [
        { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
      ],
    });
    expect(answer.status).toBe(200);
    const settings = expectShape(answer.body, Settings).notification_settings;
    expect(settings.find((item) => item.notification_type === "comment")).toMatchObject({
      in_app_enabled: true,
      mail_enabled: false,
    });
    // Each person's own: the other coach's settings keep the default.
    const other = await call(world.otherCoach, "GET", "/api/notifications/settings/");
    const theirs = expectShape(other.body, Settings).notification_settings;
    expect(theirs.find((item) => item.notification_type === "comment")?.mail_enabled).toBe(true);
  });

  it(specCall("POST api/athlete/notifications/"), async () => {
    const answer = await call(world.athlete, "POST", "/api/athlete/notifications/", {
      notification_settings: [
        { notification_type: "comment", in_app_enabled: false, mail_enabled: false },
      ],
    });
    expect(answer.status).toBe(200);
    const settings = expectShape(answer.body, Settings).notification_settings;
    expect(settings.find((item) => item.notification_type === "comment")).toMatchObject({
      in_app_enabled: false,
      mail_enabled: false,
    });
  });
});

describe("records and peaks", () => {
  it(specCall("POST api/athlete/records/accept/"), async () => {
    // fixtures/activities/README.md: the run's best 1 km and 5 km are new records.
    await upload(FIXTURE_FILES.run);
    const note = (await notificationsOf(world.athlete)).find(
      (item) => item.notification_type === "new_records",
    );
    expect(note).toBeDefined();
    const data = expectShape(
      note!.data,
      z.object({
        activityType: z.string(),
        activityDate: z.string(),
        newRecords: z.array(NewRecord),
      }),
    );
    const chosen = data.newRecords.slice(0, 1);
    const body = {
      activityType: data.activityType,
      date: data.activityDate,
      records: chosen,
      notificationId: note!.id,
    };
    // Only the athlete acts on their own notification.
    expect((await call(world.coach, "POST", "/api/athlete/records/accept/", body)).status).toBe(
      404,
    );
    const answer = await call(world.athlete, "POST", "/api/athlete/records/accept/", body);
    expect(answer.status).toBe(200);
    // "on success the notification is removed".
    const left = await notificationsOf(world.athlete);
    expect(left.map((item) => item.id)).not.toContain(note!.id);
    const records = await call(world.athlete, "GET", "/api/garmin/records/");
    expect((records.body as { items: unknown[] }).items).toHaveLength(1);
  });

  it(specCall("POST api/athlete/peaks/"), async () => {
    // An FTP of 250 W, below the ride's best 20 minutes (312 W, fixtures/activities/README.md).
    const [user] = await ctx.db.select().from(users).where(eq(users.id, world.athlete.id));
    const zones = athleteZones(user!.zones);
    zones.cyclingMethods.power.threshold = 250;
    await ctx.db.update(users).set({ zones }).where(eq(users.id, world.athlete.id));
    await upload(FIXTURE_FILES.ride);
    const note = (await notificationsOf(world.athlete)).find(
      (item) => item.notification_type === "peak",
    );
    expect(note).toBeDefined();
    expectShape(note!.data, z.object({ method: z.string(), threshold: z.number() }));
    const body = { id: note!.id, meta: note!.data, action: "accept" };
    expect((await call(world.coach, "POST", "/api/athlete/peaks/", body)).status).toBe(404);
    expect((await call(world.otherAthlete, "POST", "/api/athlete/peaks/", body)).status).toBe(404);
    const answer = await call(world.athlete, "POST", "/api/athlete/peaks/", body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Action taken" });
  });
});

describe("the live channel", () => {
  let address: string;
  beforeAll(async () => {
    // A browser's socket needs a listening server: the app listens on a free port.
    address = (await ctx.app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws");
  });

  /** Opens /WS as the spec's client does: "with the refresh token as query parameter". */
  async function open(refresh: string) {
    const socket = new WebSocket(`${address}/WS?token=${encodeURIComponent(refresh)}`);
    const frames: unknown[] = [];
    socket.on("message", (data) => frames.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    return { socket, frames, closed };
  }

  it(specCall("GET /WS"), async () => {
    const { tokens } = await login(ctx.app, world.athlete.email);
    const live = await open(tokens.refresh);
    const note = await freshNotification(world.athlete);
    await expect
      .poll(() => live.frames.find((frame) => (frame as { type?: string }).type === "notification"))
      .toBeTruthy();
    const frame = live.frames.find((item) => (item as { type?: string }).type === "notification");
    // "Message types: notification, ...": the notification as the list answers it.
    const { notification } = expectShape(frame, z.object({ notification: Notification }));
    expect(notification.id).toBe(note.id);
    live.socket.close(1000);

    // A token that is not a refresh token is closed with 1008 (policy violation): no retry.
    const refused = await open("not-a-token");
    expect(await refused.closed).toBe(1008);
  });
});
