import type {
  AthleteOnboarding,
  OnboardingAnswersResponse,
} from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, athletesAnswer, coachInfo } from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AthleteProfileRoute } from "../../../app/routes/athlete-profile-route";

const ANSWERS = "/api/on-boarding/answers/";
const SUBMIT = "/api/on-boarding/form/submit";
const athlete = accountInfoFixture({ id: ATHLETE_ID, onBoarding: "pending" });

const page: AthleteOnboarding = {
  form: {
    id: 5,
    coachId: 11,
    coachName: "Olivia Hart",
    updatedAt: "2025-01-10T10:00:00.000Z",
    fields: {
      q2: {
        itemType: "question",
        title: "Your last blood test",
        inputType: "File upload",
        position: 2,
      },
      m1: { itemType: "message", title: "Welcome to the team!", position: 0 },
      q1: {
        itemType: "question",
        title: "What is your goal race?",
        inputType: "Text field",
        position: 1,
      },
      g1: {
        itemType: "files",
        instructions: "Read and sign the waiver",
        files: [
          {
            uuid: "0b7c5a0e-4f59-4a40-9d0e-6a4d8f1c2b3a",
            name: "waiver.pdf",
            mimeType: "application/pdf",
          },
        ],
        position: 3,
      },
    },
  },
  isRequested: true,
  answers: null,
  submittedAt: null,
};
const answered: AthleteOnboarding = {
  ...page,
  answers: {
    q1: { text: "Berlin marathon" },
    q2: {
      files: [
        {
          uuid: "9d1e2f3a-1111-4222-8333-944455556666",
          name: "blood.pdf",
          mimeType: "application/pdf",
        },
      ],
    },
  },
  submittedAt: "2025-01-15T09:00:00.000Z",
};
const answersBody = (item: AthleteOnboarding): OnboardingAnswersResponse => ({
  athleteId: ATHLETE_ID,
  onBoarding: item.answers ? "ok" : "pending",
  items: [item],
});

function renderProfile(search = "") {
  return renderRoutes(
    [{ path: "/athlete/:athleteId/athlete-profile", element: <AthleteProfileRoute /> }],
    `/athlete/${ATHLETE_ID}/athlete-profile${search}`,
  );
}

/** After a submit, the answers answer as sent (mockFetch answers one body per path). */
function answersChangeAfterSubmit() {
  const base = globalThis.fetch;
  let isSubmitted = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === ANSWERS && isSubmitted) {
      await base(input, init);
      return new Response(JSON.stringify(answersBody(answered)), {
        headers: { "Content-Type": "application/json" },
      });
    }
    const response = await base(input, init);
    if (path === SUBMIT && response.ok) isSubmitted = true;
    return response;
  }) as typeof fetch;
}

describe("the athlete's on-boarding screen (profile with showOnBoard=true)", () => {
  beforeEach(() => signInForTest());

  it("shows the page in order, checks files, sends the answers, and then no longer asks", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      { path: ANSWERS, body: answersBody(page) },
      { method: "POST", path: SUBMIT, body: { message: messages.profileUpdated, item: answered } },
    ]);
    answersChangeAfterSubmit();
    renderProfile("?showOnBoard=true");
    const user = userEvent.setup();
    const screenCard = within(await screen.findByRole("region", { name: "On-boarding" }));
    const texts = screenCard.getAllByText(
      /Welcome to the team!|What is your goal race\?|Your last blood test|Read and sign the waiver/,
    );
    expect(texts.map((node) => node.textContent)).toEqual([
      "Welcome to the team!",
      "What is your goal race?",
      "Your last blood test",
      "Read and sign the waiver",
    ]);
    expect(screenCard.getByRole("button", { name: "waiver.pdf" })).toBeInTheDocument();

    await user.click(screenCard.getByRole("button", { name: "Submit" }));
    expect(screenCard.getAllByText(messages.required)).toHaveLength(2);
    expect(calls.some((call) => call.path === SUBMIT)).toBe(false);

    await user.type(screenCard.getByLabelText("What is your goal race?"), "Berlin marathon");
    const upload = screenCard.getByRole("group", { name: "Your last blood test" });
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]')!;
    const huge = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(huge, "size", { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, [
      huge,
      new File(["%PDF-1.4"], "blood.pdf", { type: "application/pdf" }),
    ]);
    const rows = within(upload);
    expect(rows.getByText(messages.fileTooLarge)).toBeInTheDocument();
    expect(rows.getByText("pending")).toBeInTheDocument();

    await user.click(screenCard.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your coach has your answers.")).toBeInTheDocument();
    expect(screen.getAllByText(messages.profileUpdated).length).toBeGreaterThan(0);
    const sent = calls.find((call) => call.path === SUBMIT)!.body as FormData;
    expect(sent.get("id")).toBe("5");
    expect(JSON.parse(String(sent.get("answers")))).toEqual({ q1: "Berlin marathon" });
    expect(sent.getAll("q2").map((file) => (file as File).name)).toEqual(["blood.pdf"]);
    await waitFor(() => expect(screen.queryByRole("region", { name: "On-boarding" })).toBeNull());
  });

  it("shows the server's field message when the answers are refused", async () => {
    mockFetch([
      { path: "/api/account/info/", body: athlete },
      { path: ANSWERS, body: answersBody(page) },
      {
        method: "POST",
        path: SUBMIT,
        status: 400,
        body: {
          code: "validation_error",
          error: { message: messages.fileNotDocument },
          fields: { q2: [messages.fileNotDocument] },
        },
      },
    ]);
    renderProfile("?showOnBoard=true");
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "On-boarding" }));
    await user.type(card.getByLabelText("What is your goal race?"), "10k");
    const upload = card.getByRole("group", { name: "Your last blood test" });
    await user.upload(
      upload.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(["text"], "notes.png", { type: "image/png" }),
    );
    await user.click(card.getByRole("button", { name: "Submit" }));
    // The file's status and the question's error both say why.
    await waitFor(() =>
      expect(within(upload).getAllByText(messages.fileNotDocument)).toHaveLength(2),
    );
    expect(screen.getByRole("region", { name: "On-boarding" })).toBeInTheDocument();
  });

  it("does not ask without showOnBoard", async () => {
    const calls = mockFetch([{ path: "/api/account/info/", body: athlete }]);
    renderProfile();
    expect(await screen.findByRole("region", { name: "Account details" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "On-boarding" })).toBeNull();
    expect(calls.some((call) => call.path.startsWith(ANSWERS))).toBe(false);
  });
});

describe("the coach's view of the answers on the athlete's profile", () => {
  beforeEach(() => signInForTest());

  it("lists the questions with the athlete's answers and files", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: `/api/athlete/${ATHLETE_ID}/profile/`, body: { status: 404 }, status: 404 },
      { path: ANSWERS, body: answersBody(answered) },
    ]);
    renderProfile();
    const card = within(await screen.findByRole("region", { name: "On-boarding answers" }));
    expect(await card.findByText("Berlin marathon")).toBeInTheDocument();
    expect(card.getByText("Olivia Hart's page")).toBeInTheDocument();
    expect(card.getByText("Sent Jan 15, 2025")).toBeInTheDocument();
    expect(card.getByText("What is your goal race?")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "blood.pdf" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "waiver.pdf" })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`${ANSWERS}?athlete=${ATHLETE_ID}`);
  });

  it("says when the athlete has not filled the page in", async () => {
    mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: `/api/athlete/${ATHLETE_ID}/profile/`, body: { status: 404 }, status: 404 },
      { path: ANSWERS, body: answersBody({ ...page, isRequested: true }) },
    ]);
    renderProfile();
    const card = within(await screen.findByRole("region", { name: "On-boarding answers" }));
    expect(await card.findByText("Not filled in yet")).toBeInTheDocument();
    expect(card.getAllByText("No answer")).toHaveLength(2);
  });
});
