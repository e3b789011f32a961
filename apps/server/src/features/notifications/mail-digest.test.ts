import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";
import { sendMailDigest } from "./mail-digest";
import { commentNotice, mailsTo, raise, storedNotifications } from "./notifications-test-support";

let ctx: TestContext;
const clock = fakeClock("2031-03-15T12:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const MINUTE_MS = 60_000;

/** Raises the notices, then lets background work run as an instance would by the clock's time. */
async function raiseAndSettle(...notices: Parameters<typeof raise>[1]) {
  await raise(ctx, notices);
  await ctx.settle();
}

describe("e-mail digests of notifications", () => {
  it("mails the first comment of a quiet hour at once, and the next two together an hour later", async () => {
    clock.set("2031-03-15T12:00:00Z");
    const athlete = await createUser(ctx.db);

    await raiseAndSettle(commentNotice(athlete.id, 1));
    const [first] = await mailsTo(ctx, athlete.email);
    expect(first!.subject).toBe('Carl Coach commented on your run: "Nice one 1"');
    expect(first!.textBody).toContain("Open it in the app:\nhttp://localhost:3000/activity/101");
    expect(first!.textBody).toMatch(
      /Stop these e-mails: http:\/\/localhost:3000\/unsubscribe\?token=\S+/,
    );
    expect(first!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/one-click\?token=\S+>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    clock.advance(10 * MINUTE_MS);
    await raiseAndSettle(commentNotice(athlete.id, 2));
    clock.advance(10 * MINUTE_MS);
    await raiseAndSettle(commentNotice(athlete.id, 3));
    clock.set("2031-03-15T12:59:59Z");
    await ctx.settle();
    expect(await mailsTo(ctx, athlete.email)).toHaveLength(1);

    clock.set("2031-03-15T13:00:00Z");
    await ctx.settle();
    const mails = await mailsTo(ctx, athlete.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("2 new comment notifications");
    expect(mails[1]!.textBody).toContain(
      [
        "You have 2 new comment notifications:",
        "",
        '- Carl Coach commented on your run: "Nice one 2"',
        "  http://localhost:3000/activity/102",
        "",
        '- Carl Coach commented on your run: "Nice one 3"',
        "  http://localhost:3000/activity/103",
      ].join("\n"),
    );
    const rows = await storedNotifications(ctx, athlete.id);
    expect(rows.map((row) => row.mailState)).toEqual(["sent", "sent", "sent"]);
  });

  it("mails 80 notices raised together once, and 80 raised one by one at most twice", async () => {
    clock.set("2031-03-16T08:00:00Z");
    const together = await createUser(ctx.db);
    const oneByOne = await createUser(ctx.db);

    await raiseAndSettle(
      ...Array.from({ length: 80 }, (_, index) => commentNotice(together.id, index + 1)),
    );
    const [plan] = await mailsTo(ctx, together.email);
    expect(plan!.subject).toBe("80 new comment notifications");
    expect(plan!.textBody).toContain("http://localhost:3000/activity/101");
    expect(plan!.textBody).toContain("http://localhost:3000/activity/180");

    for (let n = 1; n <= 80; n++) {
      await raiseAndSettle(commentNotice(oneByOne.id, n));
      clock.advance(30_000);
    }
    clock.set("2031-03-16T09:00:00Z");
    await ctx.settle();
    expect(await mailsTo(ctx, together.email)).toHaveLength(1);
    const mails = await mailsTo(ctx, oneByOne.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Carl Coach commented on your run: "Nice one 1"',
      "79 new comment notifications",
    ]);
  });

  it("mails nothing of a type turned off, and drops the waiting notices when mail is turned off", async () => {
    clock.set("2031-03-17T08:00:00Z");
    const quiet = await createUser(ctx.db);
    await call(quiet, "PUT", "/api/notifications/settings/", {
      notification_settings: [
        { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
      ],
    });
    await raiseAndSettle(commentNotice(quiet.id, 1));
    expect(await mailsTo(ctx, quiet.email)).toEqual([]);
    expect((await storedNotifications(ctx, quiet.id)).map((row) => row.mailState)).toEqual([
      "none",
    ]);

    const changesMind = await createUser(ctx.db);
    await raiseAndSettle(commentNotice(changesMind.id, 1));
    clock.advance(5 * MINUTE_MS);
    await raiseAndSettle(commentNotice(changesMind.id, 2));
    await call(changesMind, "PUT", "/api/notifications/settings/", {
      notification_settings: [
        { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
      ],
    });
    clock.set("2031-03-17T09:30:00Z");
    await ctx.settle();
    expect(await mailsTo(ctx, changesMind.email)).toHaveLength(1);
    expect((await storedNotifications(ctx, changesMind.id)).map((row) => row.mailState)).toEqual([
      "sent",
      "none",
    ]);
  });

  it("sends one mail when two digests of the same person and type run at once", async () => {
    clock.set("2031-03-18T08:00:00Z");
    const athlete = await createUser(ctx.db);
    // Stored without running the queued job: two runs race for the same waiting notices.
    await raise(
      ctx,
      [1, 2, 3].map((n) => commentNotice(athlete.id, n)),
    );
    const payload = { userId: athlete.id, notificationType: "comment" as const };
    await Promise.all([
      sendMailDigest(ctx.deps, payload, { jobId: "first" }),
      sendMailDigest(ctx.deps, payload, { jobId: "second" }),
    ]);
    await ctx.settle();
    const mails = await mailsTo(ctx, athlete.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["3 new comment notifications"]);
  });

  it("lists a person's notices of both sides in one mail, with a link to stop each side", async () => {
    clock.set("2031-03-19T08:00:00Z");
    const coach = await createUser(ctx.db, "coach");
    await raiseAndSettle(
      commentNotice(coach.id, 1, "coach"),
      commentNotice(coach.id, 2, "athlete"),
    );
    const [mail] = await mailsTo(ctx, coach.email);
    expect(mail!.subject).toBe("2 new comment notifications");
    expect(mail!.textBody).toMatch(
      /Stop them as a coach: http:\/\/localhost:3000\/unsubscribe\?token=\S+/,
    );
    expect(mail!.textBody).toMatch(
      /Stop them as an athlete: http:\/\/localhost:3000\/unsubscribe\?token=\S+/,
    );
  });
});
