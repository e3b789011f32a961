import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { FeedbackButton } from "./feedback-button";

const render = (answer: { status?: number; body: unknown }) => {
  const calls = mockFetch([{ method: "POST", path: "/api/feedback/submit/", ...answer }]);
  renderRoutes([{ path: "/dashboard", element: <FeedbackButton withTooltip /> }], "/dashboard");
  return calls;
};

describe("the feedback dialog", () => {
  beforeEach(signInForTest);

  it("requires a subject and thoughts before sending anything", async () => {
    const user = userEvent.setup();
    const calls = render({ status: 201, body: {} });
    await user.click(screen.getByRole("button", { name: "Feedback" }));
    await user.click(await screen.findByRole("button", { name: "Send feedback" }));
    expect(screen.getAllByText(messages.feedbackRequired)).toHaveLength(2);
    // Blank after trimming counts as empty.
    await user.type(screen.getByLabelText(/Subject/), "   ");
    await user.type(screen.getByLabelText(/Your thoughts/), "Love the calendar");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getAllByText(messages.feedbackRequired)).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("sends the text with the page's address and the device, then thanks", async () => {
    const user = userEvent.setup();
    const calls = render({ status: 201, body: {} });
    await user.click(screen.getByRole("button", { name: "Feedback" }));
    await user.type(await screen.findByLabelText(/Subject/), "Calendar");
    await user.type(screen.getByLabelText(/Your thoughts/), "Week view please");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText(dashboardMessages.feedbackThanks)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/feedback/submit/",
      body: {
        subject: "Calendar",
        thoughts: "Week view please",
        locationUrl: window.location.href,
        isMobile: false,
        isTablet: false,
      },
    });
    expect(typeof (calls[0]!.body as { browser: unknown }).browser).toBe("string");
    await waitFor(() => expect(screen.queryByLabelText(/Subject/)).toBeNull());
  });

  it("shows the server's refusal and keeps what was written", async () => {
    const user = userEvent.setup();
    render({ status: 400, body: { code: "invalid", error: { message: "Too many messages" } } });
    await user.click(screen.getByRole("button", { name: "Feedback" }));
    await user.type(await screen.findByLabelText(/Subject/), "Calendar");
    await user.type(screen.getByLabelText(/Your thoughts/), "Week view please");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Too many messages")).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue("Calendar");
  });
});
