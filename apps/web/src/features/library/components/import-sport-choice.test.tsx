import { encodeFit } from "@coach/shared/formats/fit-test-support";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { LibraryRoute } from "../../../app/routes/library-route";
import { coachInfo, ITEMS, libraryItem, signInForTest } from "./library.fixture";

/**
 * A FIT workout that names no sport and asks only for heart rate (generated with the FIT SDK's
 * encoder): the import asks which sport it is for and sends the workout with it (decision 119).
 */
const hrOnly = encodeFit("workout", { wktName: "Heart rate only", numValidSteps: 1 }, [
  { durationType: "time", durationValue: 600000, targetType: "heartRate", targetValue: 2 },
]);

describe("importing a workout file without a sport", () => {
  beforeEach(signInForTest);

  it("asks for the sport and imports the workout with the one chosen", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      {
        method: "POST",
        path: "/api/coach/library/",
        status: 201,
        body: libraryItem({ id: 99, name: "Heart rate only" }),
      },
      { path: "/api/coach/library/", body: { items: ITEMS } },
    ]);
    const { container } = renderRoutes(
      [{ path: "/library/workouts", element: <LibraryRoute /> }],
      "/library/workouts",
    );
    await screen.findByText("Easy morning run");
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    // jsdom's File has no arrayBuffer(); browsers do.
    const bytes = new Uint8Array(hrOnly);
    const file = Object.assign(new File([bytes], "hr.fit"), {
      arrayBuffer: async () => bytes.buffer,
    });
    await user.upload(input, file);
    await screen.findByText("Which sport is this workout for?", {}, { timeout: 15000 });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: "Cycling" }));
    await user.click(screen.getByRole("button", { name: "Import as cycling" }));
    await screen.findByText('Imported "Heart rate only"', {}, { timeout: 15000 });
    const posted = calls.find((c) => c.method === "POST")?.body as { type: number; method: number };
    // Cycling is sport 2; the heart-rate zone target makes method 1.
    expect(posted).toMatchObject({ type: 2, method: 1, name: "Heart rate only" });
    // The FIT readers load on first use, which takes seconds on a busy machine.
  }, 40000);
});
