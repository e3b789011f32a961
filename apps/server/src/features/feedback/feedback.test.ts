import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCaller } from "../../../test/dashboard-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { feedback, mailOutbox } from "../../db/schema";

const SUPPORT = "support@coach.example";
let withSupport: TestContext;
let storeOnly: TestContext;
beforeAll(async () => {
  withSupport = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  storeOnly = await createTestApp();
});
afterAll(async () => {
  await withSupport.close();
  await storeOnly.close();
});
const mailed = signedCaller(() => withSupport);
const stored = signedCaller(() => storeOnly);
const PATH = "/api/feedback/submit/";

const payload = {
  subject: "Chart",
  thoughts: "The power chart is empty on my phone.",
  locationUrl: "https://app.example/athlete/4/calendar",
  browser: "Chrome 126",
  isMobile: true,
  isTablet: false,
};

async function feedbackOf(ctx: TestContext, userId: number) {
  return ctx.db.select().from(feedback).where(eq(feedback.userId, userId));
}

describe("POST api/feedback/submit/", () => {
  it("stores the feedback and mails it to the support address", async () => {
    const athlete = await createUser(withSupport.db, "athlete", {
      firstName: "Ann",
      lastName: "Lee",
    });
    const response = await mailed.call(athlete, "POST", PATH, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message: "Thank you for your feedback",
    });
    const [row] = await feedbackOf(withSupport, athlete.id);
    expect(row).toMatchObject({ ...payload, mailedTo: SUPPORT });

    const [mail] = await withSupport.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, SUPPORT))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe("Feedback: Chart");
    expect(mail!.textBody).toContain(`Ann Lee <${athlete.email}>`);
    expect(mail!.textBody).toContain("The power chart is empty on my phone.");
    expect(mail!.textBody).toContain("Page: https://app.example/athlete/4/calendar");
    expect(mail!.textBody).toContain("Browser: Chrome 126 on a phone");
  });

  it("only stores it without a support address", async () => {
    const coach = await createUser(storeOnly.db, "coach");
    const before = await storeOnly.db.select().from(mailOutbox);
    const response = await stored.call(coach, "POST", PATH, {
      subject: "Idea",
      thoughts: "Dark mode",
    });
    expect(response.statusCode).toBe(201);
    expect(await feedbackOf(storeOnly, coach.id)).toEqual([
      expect.objectContaining({
        subject: "Idea",
        thoughts: "Dark mode",
        locationUrl: "",
        browser: "",
        isMobile: false,
        isTablet: false,
        mailedTo: null,
      }),
    ]);
    expect(await storeOnly.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("requires subject and thoughts, a signed-in sender, and a pause after ten in an hour", async () => {
    const athlete = await createUser(storeOnly.db, "athlete");
    const empty = await stored.call(athlete, "POST", PATH, {
      ...payload,
      subject: " ",
      thoughts: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      subject: ["field is required"],
      thoughts: ["field is required"],
    });
    expect((await stored.call(null, "POST", PATH, payload)).statusCode).toBe(401);
    expect(await feedbackOf(storeOnly, athlete.id)).toEqual([]);

    for (let index = 0; index < 10; index += 1) {
      expect((await stored.call(athlete, "POST", PATH, payload)).statusCode).toBe(201);
    }
    const eleventh = await stored.call(athlete, "POST", PATH, payload);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(
      "You have sent a lot of feedback in the last hour; please try again later.",
    );
    expect(await feedbackOf(storeOnly, athlete.id)).toHaveLength(10);
  });
});
