import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { WorkoutComments } from "./workout-comments";

const COMMENT_PATH = "/api/athlete/workouts/comments/42";

describe("comments on a planned workout", () => {
  beforeEach(signInForTest);

  it("shows who wrote what, and sends a new comment as the spec's workout comment", async () => {
    const user = userEvent.setup();
    const calls = mockFetch([
      { path: "/api/account/info/", body: accountInfoFixture({ id: 11, fullName: "Anna Berg" }) },
      {
        method: "POST",
        path: COMMENT_PATH,
        status: 201,
        body: { id: 8, date: "2026-06-10T09:00:00.000Z", user_id: 11 },
      },
    ]);
    const comments = [
      {
        id: 7,
        date: "2026-06-09T18:30:00.000Z",
        content: "Knee is sore, <b>easy</b> today?",
        user_id: 11,
        user_name: "Anna Berg",
      },
    ];
    renderRoutes(
      [
        {
          path: "/workout",
          element: <WorkoutComments athleteId={11} workoutId={42} comments={comments} />,
        },
      ],
      "/workout",
    );
    const list = await screen.findByRole("list", { name: "Workout comments" });
    // Typed text is shown as text, never as markup.
    expect(list).toHaveTextContent("Anna Berg");
    expect(list).toHaveTextContent("Knee is sore, <b>easy</b> today?");

    const send = screen.getByRole("button", { name: "Send comment" });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Comment on this workout" }), "  Yes  ");
    await user.click(send);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({
          path: COMMENT_PATH,
          body: { athlete: 11, comment: "Yes", event_type: "workout" },
        }),
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Comment on this workout" })).toHaveValue(""),
    );
  });
});
