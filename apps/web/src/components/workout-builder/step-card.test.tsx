import type { SingleStep } from "@coach/shared/workouts/workout.schemas";
import { blankStep } from "@coach/shared/workouts/workout-defaults";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { StepCard } from "./step-card";

/**
 * A step as a FIT or Zwift import leaves it (decision 119): a heart-rate target of its own in a
 * power workout, an end on heart rate, a cadence, and notes with a timed message.
 */
const imported: SingleStep = {
  ...blankStep({ uuid: "s", action: "Cool down", unit: "number", lower: 120, upper: 130 }),
  method: 1,
  cadence: { lowerRpm: 85, upperRpm: 95 },
  until: { kind: "heartRateBelow", value: 125, unit: "number" },
  stepInfo: "Spin easy\n[0:30] Relax the shoulders",
};

function renderCard(onChange: (step: SingleStep) => void) {
  render(
    <MantineProvider theme={theme}>
      <StepCard
        step={imported}
        label="Step 1"
        index={0}
        count={1}
        basedOn="Duration"
        context={{ type: 2, method: 3, units: "Metric", zoneNames: [] }}
        handle={null}
        onChange={onChange}
        onMove={() => {}}
        onDuplicate={() => {}}
        onRemove={() => {}}
      />
    </MantineProvider>,
  );
}

describe("StepCard with an imported step", () => {
  it("shows the step's own target, its end and cadence, and edits its notes", () => {
    const onChange = vi.fn();
    renderCard(onChange);
    // Heart rate (method 1) in bpm, although the workout's method is power (W).
    expect(screen.getByRole("textbox", { name: "From (bpm)" })).toHaveValue("120");
    expect(
      screen.getByText("Ends when heart rate below 125 bpm · Cadence 85-95 rpm"),
    ).toBeInTheDocument();
    const notes = screen.getByRole("textbox", { name: /Notes/ });
    expect(notes).toHaveValue("Spin easy\n[0:30] Relax the shoulders");
    fireEvent.change(notes, { target: { value: "Spin easy\n[1:00] Stand up" } });
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ stepInfo: "Spin easy\n[1:00] Stand up", method: 1 }),
    );
  });
});
