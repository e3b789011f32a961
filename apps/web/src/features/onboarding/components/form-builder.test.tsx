import type { OnboardingFormResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { OnboardingRoute } from "../../../app/routes/onboarding-route";

const savedPage: OnboardingFormResponse = {
  id: 5,
  coachId: 11,
  updatedAt: "2025-01-15T10:00:00.000Z",
  fields: {
    g1: {
      itemType: "files",
      instructions: "Sign the waiver",
      files: [{ uuid: "stored-1", name: "waiver.pdf", mimeType: "application/pdf" }],
      position: 2,
    },
    m1: { itemType: "message", title: "Welcome to the team", position: 0 },
    q1: { itemType: "question", title: "Goal race?", inputType: "Text field", position: 1 },
  },
};

function renderBuilder() {
  return renderRoutes(
    [{ path: "/admin-center/on-boarding", element: <OnboardingRoute /> }],
    "/admin-center/on-boarding",
  );
}

const openedModal = () =>
  screen.findByRole("dialog", { name: "Athlete on-boarding / Custom page" });
const modal = () =>
  within(screen.getByRole("dialog", { name: "Athlete on-boarding / Custom page" }));
const fileInput = (group: HTMLElement) =>
  group.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("the on-boarding page builder", () => {
  beforeEach(() => signInForTest());

  it("builds a first page of a message, a question and a file group, and saves it by POST", async () => {
    const calls = mockFetch([
      {
        path: "/api/on-boarding/",
        status: 404,
        body: { code: "not_found", error: { message: "Not found." } },
      },
      { method: "POST", path: "/api/on-boarding/", body: savedPage },
    ]);
    renderBuilder();
    const user = userEvent.setup();
    expect(await screen.findByText("No custom page yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create form" }));
    await openedModal();

    await user.click(modal().getByRole("button", { name: "Add message" }));
    await user.type(modal().getByLabelText("Message"), "Welcome to the team");
    await user.click(modal().getByRole("button", { name: "Add question" }));
    await user.type(modal().getByLabelText("Question"), "Your last blood test");
    await user.click(modal().getByText("File upload"));
    await user.click(modal().getByRole("button", { name: "Add files" }));
    const group = modal().getByRole("group", { name: "File group item" });
    await user.type(within(group).getByLabelText("Instructions"), "Sign the waiver");
    const waiver = new File(["%PDF-1.4"], "waiver.pdf", { type: "application/pdf" });
    await user.upload(fileInput(group), waiver);
    expect(within(group).getByText("waiver.pdf")).toBeInTheDocument();
    expect(modal().getByLabelText("Page summary")).toHaveTextContent(
      "1 message + 1 form field + 1 file group",
    );

    await user.click(modal().getByRole("button", { name: "Save Page" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const form = calls.find((call) => call.method === "POST")!.body as FormData;
    const fields = JSON.parse(String(form.get("fields")));
    const items = Object.values(fields) as Record<string, unknown>[];
    expect(items).toEqual([
      { itemType: "message", title: "Welcome to the team" },
      { itemType: "question", title: "Your last blood test", inputType: "File upload" },
      {
        itemType: "files",
        instructions: "Sign the waiver",
        files: [{ uuid: expect.any(String), name: "waiver.pdf" }],
      },
    ]);
    const uuid = (items[2]!.files as { uuid: string }[])[0]!.uuid;
    expect((form.get(uuid) as File).name).toBe("waiver.pdf");
    expect(form.get("onBoarding")).toBe("true");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("1 message + 1 form field + 1 file group")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit form" })).toBeInTheDocument();
  });

  it("shows the product's messages under invalid items and sends nothing", async () => {
    const calls = mockFetch([
      {
        path: "/api/on-boarding/",
        status: 404,
        body: { code: "not_found", error: { message: "Not found." } },
      },
    ]);
    renderBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create form" }));
    await openedModal();
    await user.click(modal().getByRole("button", { name: "Add question" }));
    await user.click(modal().getByRole("button", { name: "Add message" }));
    await user.click(modal().getByRole("button", { name: "Add files" }));
    await user.click(modal().getByLabelText("Message"));
    await user.paste("x".repeat(151));
    await user.type(modal().getByLabelText("Instructions"), "Read this");
    await user.click(modal().getByRole("button", { name: "Save Page" }));

    expect(modal().getByText(messages.required)).toBeInTheDocument();
    expect(modal().getByText(messages.onBoardingTooLong)).toBeInTheDocument();
    expect(modal().getByText(messages.onBoardingNoFiles)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("edits a saved page in its order, removes an item, and says 'Error saving page' when the save fails", async () => {
    const calls = mockFetch([
      { path: "/api/on-boarding/", body: savedPage },
      {
        method: "PUT",
        path: "/api/on-boarding/",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: messages.onBoardingTooLong },
          fields: { "q1.title": [messages.onBoardingTooLong] },
        },
      },
    ]);
    renderBuilder();
    const user = userEvent.setup();
    expect(await screen.findByText("1 message + 1 form field + 1 file group")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit form" }));
    await openedModal();
    const cards = modal().getAllByRole("group");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Message item",
      "Form field item",
      "File group item",
    ]);
    await user.click(modal().getByRole("button", { name: "Remove message" }));
    expect(modal().getByLabelText("Page summary")).toHaveTextContent(
      "0 message + 1 form field + 1 file group",
    );
    await user.click(modal().getByRole("button", { name: "Save Page" }));

    expect(await modal().findByText(messages.onBoardingSaveFailed)).toBeInTheDocument();
    expect(modal().getByLabelText("Question")).toHaveAttribute("aria-invalid", "true");
    // Under the question, and as the reason in the alert.
    expect(modal().getAllByText(messages.onBoardingTooLong)).toHaveLength(2);
    const put = calls.find((call) => call.method === "PUT")!.body as FormData;
    expect(JSON.parse(String(put.get("fields")))).toEqual({
      q1: { itemType: "question", title: "Goal race?", inputType: "Text field" },
      g1: {
        itemType: "files",
        instructions: "Sign the waiver",
        files: [{ uuid: "stored-1", name: "waiver.pdf" }],
      },
    });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
