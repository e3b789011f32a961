import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notificationSettings } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

type Setting = { notification_type: string; in_app_enabled: boolean; mail_enabled: boolean };
const getSettings = (person: Person) => call(person, "GET", "/api/notifications/settings/");
const putSettings = (person: Person, settings: Setting[]) =>
  call(person, "PUT", "/api/notifications/settings/", { notification_settings: settings });
/** type -> [in app, e-mail], in the answer's order. */
const choices = (body: { notification_settings: Setting[] }) =>
  body.notification_settings.map((setting) => [
    setting.notification_type,
    setting.in_app_enabled,
    setting.mail_enabled,
  ]);

describe("GET api/notifications/settings/", () => {
  it("lists an athlete's side by category then title, with the defaults", async () => {
    const athlete = await createUser(ctx.db);
    const answer = await getSettings(athlete);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.side).toBe("athlete");
    // Comments, Imports, Invitations, New records, Payments, Peaks, Races, Zones.
    expect(choices(body)).toEqual([
      ["comment", true, true],
      ["history_import", true, false],
      ["invitation", true, false],
      ["new_records", true, false],
      ["payment_plan", true, true],
      ["peak", true, false],
      ["race", true, true],
      ["zones", true, true],
    ]);
    expect(body.notification_settings[0]).toEqual({
      notification_type: "comment",
      in_app_enabled: true,
      mail_enabled: true,
      title: "New comment",
      description: "Someone on the other side commented on a workout or an activity.",
      category: "comments",
    });
  });

  it("lists the coach side for a coach and for a business owner", async () => {
    for (const role of ["coach", "owner"] as const) {
      const person = await createUser(ctx.db, role);
      const body = (await getSettings(person)).json();
      expect(body.side).toBe("coach");
      // Comments, Health (Injury or illness, Overtraining risk), Imports, Invitations, Payments,
      // Races, Workouts.
      expect(
        body.notification_settings.map((setting: Setting) => setting.notification_type),
      ).toEqual([
        "comment",
        "injury",
        "overtraining",
        "history_import",
        "invitation",
        "payment_plan",
        "race",
        "missed_workout",
      ]);
    }
  });

  it("refuses without sign-in", async () => {
    expect((await call(null, "GET", "/api/notifications/settings/")).statusCode).toBe(401);
  });
});

describe("PUT api/notifications/settings/", () => {
  it("stores the caller's choices and answers the whole side", async () => {
    const coach = await createUser(ctx.db, "coach");
    const answer = await putSettings(coach, [
      { notification_type: "missed_workout", in_app_enabled: true, mail_enabled: false },
      { notification_type: "comment", in_app_enabled: false, mail_enabled: true },
      // The invitation comes by its own e-mail: its mail stays off.
      { notification_type: "invitation", in_app_enabled: true, mail_enabled: true },
    ]);
    expect(answer.statusCode).toBe(200);
    const expected = [
      ["comment", false, true],
      ["injury", true, true],
      ["overtraining", true, true],
      ["history_import", true, false],
      ["invitation", true, false],
      ["payment_plan", true, true],
      ["race", true, true],
      ["missed_workout", true, false],
    ];
    expect(choices(answer.json())).toEqual(expected);
    expect(choices((await getSettings(coach)).json())).toEqual(expected);

    // Changed again: the new choice replaces the stored one.
    await putSettings(coach, [
      { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
    ]);
    expect(choices((await getSettings(coach)).json())[0]).toEqual(["comment", true, false]);
  });

  it("refuses a type of the other side with a message on its row, and stores nothing", async () => {
    const athlete = await createUser(ctx.db);
    const answer = await putSettings(athlete, [
      { notification_type: "comment", in_app_enabled: false, mail_enabled: false },
      { notification_type: "missed_workout", in_app_enabled: false, mail_enabled: false },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: "validation_error",
      error: { message: "This notification is not part of these settings." },
      fields: {
        "notification_settings.1.notification_type": [
          "This notification is not part of these settings.",
        ],
      },
    });
    expect(choices((await getSettings(athlete)).json())[0]).toEqual(["comment", true, true]);
  });

  it("refuses an unknown type and an empty list", async () => {
    const athlete = await createUser(ctx.db);
    const unknown = await putSettings(athlete, [
      { notification_type: "birthday", in_app_enabled: true, mail_enabled: true },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual([
      "notification_settings.0.notification_type",
    ]);
    expect((await putSettings(athlete, [])).statusCode).toBe(400);
  });
});

describe("POST api/athlete/notifications/", () => {
  it("stores a coach's own athlete side, apart from their coach side", async () => {
    const coach = await createUser(ctx.db, "coach");
    const answer = await call(coach, "POST", "/api/athlete/notifications/", {
      notification_settings: [
        { notification_type: "zones", in_app_enabled: true, mail_enabled: false },
        { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().side).toBe("athlete");
    expect(choices(answer.json())).toEqual([
      ["comment", true, false],
      ["history_import", true, false],
      ["invitation", true, false],
      ["new_records", true, false],
      ["payment_plan", true, true],
      ["peak", true, false],
      ["race", true, true],
      ["zones", true, false],
    ]);
    // Their coach side still has the defaults.
    expect(choices((await getSettings(coach)).json())[0]).toEqual(["comment", true, true]);
    const stored = await ctx.db
      .select({ side: notificationSettings.side, type: notificationSettings.notificationType })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, coach.id));
    expect(stored.map((row) => `${row.side}:${row.type}`).sort()).toEqual([
      "athlete:comment",
      "athlete:zones",
    ]);
  });

  it("refuses a coach-side type", async () => {
    const athlete = await createUser(ctx.db);
    const answer = await call(athlete, "POST", "/api/athlete/notifications/", {
      notification_settings: [
        { notification_type: "overtraining", in_app_enabled: false, mail_enabled: false },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      "notification_settings.0.notification_type": [
        "This notification is not part of these settings.",
      ],
    });
  });
});
