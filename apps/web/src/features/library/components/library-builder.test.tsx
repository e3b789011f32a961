import { durationLimitMessage } from "@coach/shared/sports/duration-limits";
import { findSubtype } from "@coach/shared/sports/subtypes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { LibraryRoute } from "../../../app/routes/library-route";
import { coachInfo, signInForTest } from "./library.fixture";

/** Mantine hides detached dropdowns, and jsdom lays nothing out: every dropdown counts as detached. */
const hidden = { hidden: true } as const;

function renderLibrary(extra: Parameters<typeof mockFetch>[0] = []) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/library/", body: { items: [] } },
    ...extra,
  ]);
  renderRoutes([{ path: "/library/workouts", element: <LibraryRoute /> }], "/library/workouts");
  return calls;
}

async function openBuilder(user: ReturnType<typeof userEvent.setup>, choice = "Running workout") {
  await user.click(await screen.findByRole("button", { name: "Add" }));
  await user.click(await screen.findByRole("menuitem", { name: choice, ...hidden }));
  return screen.findByRole("dialog", { name: "New workout" });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(scope).getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option, ...hidden }));
}

const totals = () => screen.getByRole("status", { name: "Workout totals" });

describe("the workout builder", () => {
  beforeEach(signInForTest);

  it("updates the totals as steps and a repeat are added", async () => {
    const user = userEvent.setup();
    renderLibrary();
    await openBuilder(user);
    expect(within(totals()).getByText("00:00:00")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add step" }));
    // A new first step is a 5-minute warm-up in zone 1: 5 stress.
    expect(within(totals()).getByText("00:05:00")).toBeInTheDocument();
    expect(within(totals()).getByText("5")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add repeat" }));
    // 5 x (3 min zone 4 + 2 min zone 1) = 25 min and 5 x (12 + 2) = 70 stress.
    expect(within(totals()).getByText("00:30:00")).toBeInTheDocument();
    expect(within(totals()).getByText("75")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Intensity over time" })).toBeInTheDocument();

    const repeat = screen.getByRole("group", { name: "Step 2: repeat" });
    await user.clear(within(repeat).getByRole("textbox", { name: "Repeats" }));
    await user.type(within(repeat).getByRole("textbox", { name: "Repeats" }), "3");
    expect(within(totals()).getByText("00:20:00")).toBeInTheDocument();
  });

  it("disables Save with the subtype's message while the duration is outside its limits", async () => {
    const user = userEvent.setup();
    renderLibrary();
    const dialog = await openBuilder(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Recovery jog");
    await choose(user, dialog, "Subtype", "Easy/Recovery Run");
    await user.click(screen.getByRole("button", { name: "Add step" }));

    const message = durationLimitMessage(findSubtype(1, 101)!);
    expect(message).toContain("between 20 and 90 minutes");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();

    const step = screen.getByRole("group", { name: "Step 1" });
    const duration = within(step).getByRole("textbox", { name: "Duration" });
    await user.clear(duration);
    await user.type(duration, "00:30:00");
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("saves the workout as typed and keeps it when the server refuses", async () => {
    const user = userEvent.setup();
    const refusal = "The server refused these steps.";
    const calls = renderLibrary([
      {
        method: "POST",
        path: "/api/coach/library/",
        status: 400,
        body: { code: "validation", error: { message: "Invalid" }, fields: { steps: [refusal] } },
      },
    ]);
    const dialog = await openBuilder(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Threshold reps");
    await choose(user, dialog, "Method", "Pace");
    await user.click(screen.getByRole("button", { name: "Add step" }));
    const step = screen.getByRole("group", { name: "Step 1" });
    await choose(user, step, "Action", "Work");
    await choose(user, step, "Target", "Fixed values");
    await user.type(within(step).getByRole("textbox", { name: "From (min/km)" }), "4:30");
    await user.type(within(step).getByRole("textbox", { name: "To (min/km)" }), "4:10");
    const duration = within(step).getByRole("textbox", { name: "Duration" });
    await user.clear(duration);
    await user.type(duration, "00:12:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Threshold reps");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      name: "Threshold reps",
      type: 1,
      subtype: 100,
      method: 2,
      basedOn: "Duration",
      steps: [
        {
          stepType: "step",
          uuid: expect.any(String),
          action: "Work",
          unit: "seconds",
          lower: 270,
          upper: 250,
          lowerZone: 1,
          upperZone: 1,
          lowerZoneValue: null,
          upperZoneValue: null,
          duration: 720,
          distance: null,
          stress: 0,
          targetName: "",
          stepInfo: "",
        },
      ],
      instructions: "",
      isPool: false,
      poolLength: 50,
      poolLengthUnit: "METER",
      elevation: null,
      gradient: null,
    });
  });

  it("builds a note with its own simple builder and saves it", async () => {
    const user = userEvent.setup();
    const calls = renderLibrary([
      {
        method: "POST",
        path: "/api/coach/library/",
        status: 201,
        body: { id: 9, name: "Travel day", type: 61, steps: [], library: true },
      },
    ]);
    const dialog = await openBuilder(user, "Note");
    expect(within(dialog).queryByRole("button", { name: "Add step" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Travel day");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Note" }),
      "Stretch after the flight",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText('Saved "Travel day"')).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      name: "Travel day",
      type: 61,
      subtype: null,
      method: null,
      steps: [],
      instructions: "Stretch after the flight",
    });
  });
});
