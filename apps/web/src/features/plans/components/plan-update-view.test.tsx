import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AssignedAthletes } from "./assigned-athletes";
import { assignment, planFixture, signInForTest } from "./plans.fixture";

describe("the update-assigned view", () => {
  beforeEach(signInForTest);

  it("marks every pending row with Update all, and saves after the confirmation", async () => {
    const user = userEvent.setup();
    const plan = planFixture({
      assigned: {
        ...assignment("21_7", { athleteId: 21, athleteName: "Anna Berg", s: "2099-01-05" }),
        ...assignment("22_8", { athleteId: 22, athleteName: "Ben Okafor", s: "2099-02-02" }),
        ...assignment("23_9", {
          athleteId: 23,
          athleteName: "Carla Diaz",
          s: "2000-01-03",
          status: "complete",
        }),
      },
    });
    const calls = mockFetch([
      { path: "/api/account/info/", body: accountInfoFixture({ dateFormat: "DD.MM.YYYY" }) },
      {
        method: "POST",
        path: "/api/plan-library/update-plan-workouts/",
        body: {
          message: "Plan workouts updated",
          removed: 2,
          kept: 0,
          created: 2,
          assignments: [],
        },
      },
    ]);
    let done = false;
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <AssignedAthletes
              plan={plan}
              mode="update"
              onDone={() => {
                done = true;
              }}
            />
          ),
        },
      ],
      "/",
    );
    const table = screen.getByRole("table", { name: "Update assigned athletes" });
    // Start dates in the coach's format: 2099-01-05 reads 05.01.2099.
    expect(await within(table).findByText("05.01.2099")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.click(within(table).getByRole("button", { name: "Update Anna Berg" }));
    expect(within(table).getByText("Updated")).toBeInTheDocument();
    await user.click(within(table).getByRole("button", { name: "Undo Anna Berg" }));
    expect(save).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Update all" }));
    expect(within(table).getAllByText("Updated")).toHaveLength(2);
    await user.click(save);
    expect(await screen.findByText(/will be updated from the current plan/)).toHaveTextContent(
      "Completed workouts remain.",
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Plan workouts updated")).toBeInTheDocument();
    await waitFor(() => expect(done).toBe(true));
    const body = calls.find(
      (call) => call.path === "/api/plan-library/update-plan-workouts/",
    )!.body;
    expect(body).toEqual({ planId: 5, entries: [{ assignmentId: 7 }, { assignmentId: 8 }] });
  });
});
