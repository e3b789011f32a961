import { randomUUID } from "node:crypto";
import type {
  OnboardingAnswersResponse,
  OnboardingFormResponse,
  OnboardingSubmitResponse,
} from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { invitations, onboardingForms, onboardingSubmissions, users } from "../../db/schema";
import type { MemoryFileStorage } from "../../platform/storage/memory-storage";
import { findCoachForm, markOnboardingPending, onboardingStatusFor } from "./onboarding.service";
import { onboardingCaller, pdfBytes, pngBytes } from "./onboarding-test-support";

const PAGE = "/api/on-boarding/";
const SUBMIT = "/api/on-boarding/form/submit";
const answersOf = (athleteId: number) => `/api/on-boarding/answers/?athlete=${athleteId}`;
const fileUrl = (uuid: string) => `/api/on-boarding/files/${uuid}`;

type User = Awaited<ReturnType<typeof createUser>>;
let ctx: TestContext;
let p: Record<
  "owner" | "coach" | "athlete" | "invited" | "loner" | "ownerB" | "coachB" | "athleteB",
  User
>;
const { get, send } = onboardingCaller(() => ctx.app);
const storedKeys = () => (ctx.platform.storage as MemoryFileStorage).keys();

/**
 * Business A: owner, coach (coaches athlete; invited accepted an invitation carrying the
 * coach's page without being linked). Business B: ownerB, coachB (coaches athleteB). loner has
 * no coach.
 */
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  const make = (role: "athlete" | "coach" | "owner") => createUser(ctx.db, role);
  p = {
    owner: await make("owner"),
    coach: await make("coach"),
    athlete: await make("athlete"),
    invited: await make("athlete"),
    loner: await make("athlete"),
    ownerB: await make("owner"),
    coachB: await make("coach"),
    athleteB: await make("athlete"),
  };
  const a = await createBusiness(ctx.db, p.owner.id, [p.coach.id]);
  const b = await createBusiness(ctx.db, p.ownerB.id, [p.coachB.id]);
  await linkCoach(ctx.db, p.coach.id, p.athlete.id, a.id);
  await linkCoach(ctx.db, p.coachB.id, p.athleteB.id, b.id);
});
afterAll(() => ctx.close());

const page = {
  m1: { itemType: "message", title: "Welcome to the team" },
  q1: { itemType: "question", title: "What is your goal race?", inputType: "Text field" },
  q2: { itemType: "question", title: "Your last blood test", inputType: "File upload" },
  g1: {
    itemType: "files",
    instructions: "Read and sign the waiver",
    files: [
      { uuid: "client-png", name: "waiver.png" },
      { uuid: "client-pdf", name: "rules.pdf" },
    ],
  },
};
const pageFiles = () => [
  { name: "client-png", filename: "waiver.png", bytes: pngBytes() },
  { name: "client-pdf", filename: "rules.pdf", bytes: pdfBytes() },
];
const saveValues = (fields: object) => ({ fields: JSON.stringify(fields), onBoarding: "true" });

async function formRow(coachId: number) {
  const [row] = await ctx.db
    .select()
    .from(onboardingForms)
    .where(eq(onboardingForms.coachId, coachId));
  return row;
}

describe("the coach's page: GET, POST and PUT api/on-boarding/", () => {
  it("answers 401 without a token on every route", async () => {
    const uuid = randomUUID();
    for (const response of [
      await get(null, PAGE),
      await send(null, "POST", PAGE, saveValues(page)),
      await send(null, "PUT", PAGE, saveValues(page)),
      await send(null, "POST", SUBMIT, { id: "1", answers: "{}" }),
      await get(null, answersOf(p.athlete.id)),
      await get(null, fileUrl(uuid)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "no_auth_cred_provided" });
    }
  });

  it("refuses an athlete the builder with 403", async () => {
    for (const response of [
      await get(p.athlete, PAGE),
      await send(p.athlete, "POST", PAGE, saveValues(page), pageFiles()),
      await send(p.athlete, "PUT", PAGE, saveValues(page)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: messages.permissionDenied });
    }
    expect(await formRow(p.athlete.id)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it("answers 404 to a coach without a page, and to a PUT before the first save", async () => {
    expect((await get(p.coach, PAGE)).statusCode).toBe(404);
    expect((await send(p.coach, "PUT", PAGE, saveValues(page), pageFiles())).statusCode).toBe(404);
    expect(await formRow(p.coach.id)).toBeUndefined();
  });

  it("refuses invalid items with the product's messages, storing nothing", async () => {
    const response = await send(
      p.coach,
      "POST",
      PAGE,
      saveValues({
        m1: { itemType: "message", title: "  " },
        q1: { itemType: "question", title: "x".repeat(151), inputType: "Text field" },
        g1: { itemType: "files", instructions: "Sign", files: [] },
        g2: { itemType: "files", instructions: "", files: [{ uuid: "client-png" }] },
      }),
      pageFiles(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      "m1.title": [messages.required],
      "q1.title": [messages.onBoardingTooLong],
      "g1.files": [messages.onBoardingNoFiles],
      "g2.instructions": [messages.required],
    });
    expect(await formRow(p.coach.id)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it("refuses a text file named .png and a file of 25 MB + 1 byte", async () => {
    const text = {
      name: "client-png",
      filename: "waiver.png",
      bytes: Buffer.from("not a picture\n"),
    };
    const tooLarge = {
      name: "client-pdf",
      filename: "rules.pdf",
      bytes: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdfBytes().length)]),
    };
    const response = await send(p.coach, "POST", PAGE, saveValues(page), [text]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      "g1.files": [messages.fileNotDocument, messages.onBoardingFileMissing],
    });

    const onlyPng = { ...page, g1: { ...page.g1, files: [page.g1.files[0]] } };
    const refusedType = await send(p.coach, "POST", PAGE, saveValues(onlyPng), [text]);
    expect(refusedType.statusCode).toBe(400);
    expect(refusedType.json()).toMatchObject({
      code: "validation_error",
      error: { message: messages.fileNotDocument },
      fields: { "g1.files": [messages.fileNotDocument] },
    });

    const onlyPdf = { ...page, g1: { ...page.g1, files: [page.g1.files[1]] } };
    const refusedSize = await send(p.coach, "POST", PAGE, saveValues(onlyPdf), [tooLarge]);
    expect(refusedSize.statusCode).toBe(400);
    expect(refusedSize.json().fields).toEqual({ "g1.files": [messages.fileTooLarge] });
    expect(await formRow(p.coach.id)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it("saves the page with its files under keys of our ids, and reads it back", async () => {
    const response = await send(p.coach, "POST", PAGE, saveValues(page), pageFiles());
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json() as OnboardingFormResponse;
    const group = form.fields.g1;
    if (group?.itemType !== "files") throw new Error("no file group");
    expect(group.files.map((file) => [file.name, file.mimeType])).toEqual([
      ["waiver.png", "image/png"],
      ["rules.pdf", "application/pdf"],
    ]);
    for (const file of group.files) {
      expect(file.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(storedKeys()).toEqual(
      group.files.map((file) => `onboarding/${p.coach.id}/${file.uuid}`).sort(),
    );
    expect(form.fields.q1).toEqual({ ...page.q1, position: 1 });
    expect(
      Object.values(form.fields)
        .map((item) => item.position)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    const row = await formRow(p.coach.id);
    expect(row?.id).toBe(form.id);

    const read = await get(p.coach, PAGE);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(form);
    expect(await findCoachForm(ctx.deps, p.coach.id)).toEqual(form);
  });

  it("keeps one page per coach: a PUT keeps named files and removes the removed items' files", async () => {
    const before = (await get(p.coach, PAGE)).json() as OnboardingFormResponse;
    const group = before.fields.g1;
    if (group?.itemType !== "files") throw new Error("no file group");
    const [png, pdf] = group.files;
    const fields = {
      ...page,
      g1: { itemType: "files", instructions: "Only the waiver now", files: [{ uuid: png!.uuid }] },
    };
    const response = await send(p.coach, "PUT", PAGE, saveValues(fields));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as OnboardingFormResponse;
    expect(saved.id).toBe(before.id);
    expect(saved.fields.g1).toEqual({
      itemType: "files",
      instructions: "Only the waiver now",
      files: [png],
      position: 3,
    });
    expect(storedKeys()).toEqual([`onboarding/${p.coach.id}/${png!.uuid}`]);
    expect(storedKeys()).not.toContain(`onboarding/${p.coach.id}/${pdf!.uuid}`);
    const rows = await ctx.db
      .select()
      .from(onboardingForms)
      .where(eq(onboardingForms.coachId, p.coach.id));
    expect(rows).toHaveLength(1);
  });

  it("lets an owner build their own page, apart from their coach's", async () => {
    const response = await send(p.owner, "POST", PAGE, saveValues({ m1: page.m1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(p.owner, PAGE)).json()).toMatchObject({
      coachId: p.owner.id,
      fields: { m1: page.m1 },
    });
    expect((await get(p.coachB, PAGE)).statusCode).toBe(404);
  });
});

describe("the athlete's answers: POST api/on-boarding/form/submit", () => {
  let formId: number;
  beforeAll(async () => {
    formId = (await findCoachForm(ctx.deps, p.coach.id))!.id;
    await ctx.db.insert(invitations).values({
      urlHash: randomUUID(),
      kind: "coach_to_athlete",
      senderId: p.coach.id,
      email: p.invited.email,
      receiverId: p.invited.id,
      onboardingFormId: formId,
      status: "Accepted",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await ctx.db.transaction((tx) => markOnboardingPending(ctx.deps, tx, p.invited.id));
  });

  const answers = (text: string) => ({ id: String(formId), answers: JSON.stringify({ q1: text }) });
  const bloodTest = () => [{ name: "q2", filename: "blood.pdf", bytes: pdfBytes() }];

  it("marks an invited athlete pending and names the page they must fill in", async () => {
    expect(await onboardingStatusFor(ctx.deps, p.invited.id)).toEqual({
      status: "pending",
      formId,
    });
    expect(await onboardingStatusFor(ctx.deps, p.athlete.id)).toEqual({
      status: "ok",
      formId: null,
    });
  });

  it("requires every question", async () => {
    const response = await send(p.invited, "POST", SUBMIT, answers("   "));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ q1: [messages.required], q2: [messages.required] });
    const refused = await send(p.invited, "POST", SUBMIT, answers("A marathon"), [
      { name: "q2", filename: "blood.png", bytes: Buffer.from("plain text") },
    ]);
    expect(refused.json().fields).toEqual({ q2: [messages.fileNotDocument] });
    const rows = await ctx.db.select().from(onboardingSubmissions);
    expect(rows).toEqual([]);
  });

  it("answers 404 to people the page was not given", async () => {
    for (const person of [p.loner, p.athleteB, p.coachB, p.ownerB, p.coach]) {
      const response = await send(person, "POST", SUBMIT, answers("Hi"), bloodTest());
      expect(response.statusCode, person.email).toBe(404);
    }
    const missing = await send(p.athlete, "POST", SUBMIT, { id: "999999", answers: "{}" });
    expect(missing.statusCode).toBe(404);
    expect(await ctx.db.select().from(onboardingSubmissions)).toEqual([]);
  });

  it("stores the invited athlete's answers and files, sets their status to ok, tells the coach", async () => {
    const response = await send(p.invited, "POST", SUBMIT, answers(" A marathon "), bloodTest());
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as OnboardingSubmitResponse;
    expect(answer.message).toBe(messages.profileUpdated);
    expect(answer.item.answers?.q1).toEqual({ text: "A marathon" });
    const [file] = answer.item.answers?.q2?.files ?? [];
    expect(file).toMatchObject({ name: "blood.pdf", mimeType: "application/pdf" });
    expect(storedKeys()).toContain(
      `onboarding/${p.coach.id}/answers/${p.invited.id}/${file!.uuid}`,
    );
    const [user] = await ctx.db.select().from(users).where(eq(users.id, p.invited.id));
    expect(user?.onBoarding).toBe("ok");
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "onboarding.submitted",
      formId,
      coachId: p.coach.id,
      athleteId: p.invited.id,
    });
    expect(await onboardingStatusFor(ctx.deps, p.invited.id)).toEqual({
      status: "ok",
      formId: null,
    });
  });

  it("lets the coach's athlete answer, and answering again replaces the answers and files", async () => {
    const first = await send(p.athlete, "POST", SUBMIT, answers("10k"), bloodTest());
    expect(first.statusCode, first.body).toBe(200);
    const firstFile = (first.json() as OnboardingSubmitResponse).item.answers?.q2?.files?.[0];
    const second = await send(p.athlete, "POST", SUBMIT, answers("Half marathon"), bloodTest());
    expect(second.statusCode).toBe(200);
    const secondFile = (second.json() as OnboardingSubmitResponse).item.answers?.q2?.files?.[0];
    const prefix = `onboarding/${p.coach.id}/answers/${p.athlete.id}/`;
    expect(storedKeys().filter((key) => key.startsWith(prefix))).toEqual([
      `${prefix}${secondFile!.uuid}`,
    ]);
    expect(firstFile!.uuid).not.toBe(secondFile!.uuid);
    const rows = await ctx.db
      .select()
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.athleteId, p.athlete.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answers).toMatchObject({ q1: { text: "Half marathon" } });
  });
});

describe("reading: GET api/on-boarding/answers/ and api/on-boarding/files/{uuid}", () => {
  let form: OnboardingFormResponse;
  let answerFile: string;
  beforeAll(async () => {
    form = (await findCoachForm(ctx.deps, p.coach.id))!;
    const own = (await get(p.athlete, answersOf(p.athlete.id))).json() as OnboardingAnswersResponse;
    answerFile = own.items[0]!.answers!.q2!.files![0]!.uuid;
  });
  const formFile = () => {
    const group = form.fields.g1;
    if (group?.itemType !== "files") throw new Error("no file group");
    return group.files[0]!;
  };

  it("shows the page and the answers to the athlete, their coach and the owner", async () => {
    for (const person of [p.athlete, p.coach, p.owner]) {
      const response = await get(person, answersOf(p.athlete.id));
      expect(response.statusCode, person.email).toBe(200);
      const body = response.json() as OnboardingAnswersResponse;
      expect(body.athleteId).toBe(p.athlete.id);
      expect(body.onBoarding).toBe("ok");
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({
        form: { id: form.id, coachId: p.coach.id, coachName: "Coach Tester" },
        isRequested: false,
        answers: { q1: { text: "Half marathon" } },
      });
    }
    const invited = (
      await get(p.invited, answersOf(p.invited.id))
    ).json() as OnboardingAnswersResponse;
    expect(invited.items[0]).toMatchObject({
      isRequested: true,
      answers: { q1: { text: "A marathon" } },
    });
  });

  it("hides them from a coach and an owner of another business, and other athletes", async () => {
    for (const person of [p.coachB, p.ownerB, p.loner, p.invited]) {
      const response = await get(person, answersOf(p.athlete.id));
      expect(response.statusCode, person.email).toBe(404);
    }
  });

  it("shows an athlete without a page an empty list", async () => {
    const response = await get(p.loner, answersOf(p.loner.id));
    expect(response.json()).toEqual({ athleteId: p.loner.id, onBoarding: "ok", items: [] });
  });

  it("streams a page's file to its coach, the owner and the athletes given it", async () => {
    const file = formFile();
    for (const person of [p.coach, p.owner, p.athlete, p.invited]) {
      const response = await get(person, fileUrl(file.uuid));
      expect(response.statusCode, person.email).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="waiver.png"; filename*=UTF-8''waiver.png`,
      );
      expect(response.rawPayload.equals(pngBytes())).toBe(true);
    }
    for (const person of [p.coachB, p.ownerB, p.loner, p.athleteB]) {
      expect((await get(person, fileUrl(file.uuid))).statusCode, person.email).toBe(404);
    }
  });

  it("streams an answer's file to the athlete, their coach and the owner only", async () => {
    for (const person of [p.athlete, p.coach, p.owner]) {
      const response = await get(person, fileUrl(answerFile));
      expect(response.statusCode, person.email).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.equals(pdfBytes())).toBe(true);
    }
    for (const person of [p.coachB, p.ownerB, p.loner, p.invited]) {
      expect((await get(person, fileUrl(answerFile))).statusCode, person.email).toBe(404);
    }
  });

  it("answers 404 for an unknown uuid and 400 for something else", async () => {
    expect((await get(p.coach, fileUrl(randomUUID()))).statusCode).toBe(404);
    expect((await get(p.coach, fileUrl("..%2Fsecret"))).statusCode).toBe(400);
  });
});
