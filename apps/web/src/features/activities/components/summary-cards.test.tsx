import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../../test/render";
import type { AnalysisSummary } from "../lib/analysis-types";
import { SummaryCards } from "./summary-cards";

/**
 * A run as test.tcx's laps total it (fixtures/activities/README.md): 4689.24 m in a timer of
 * 1992.78 s, 379 kcal; 1988 s moving.
 */
const RUN: AnalysisSummary = {
  sportId: 1,
  durationSec: 1992.78,
  elapsedSec: 1993,
  movingTimeSec: 1988,
  distanceM: 4689.24,
  elevationGainM: null,
  elevationLossM: null,
  avgHeartRateBpm: 160,
  maxHeartRateBpm: 189,
  avgSpeedMps: 4689.24 / 1992.78,
  maxSpeedMps: null,
  avgPaceSec: 1992.78 / 4.68924,
  movingSpeedMps: 4689.24 / 1988,
  movingPaceSec: 1988 / 4.68924,
  caloriesKcal: 379,
  paceDistanceM: 1000,
  avgCadenceRpm: null,
  power: null,
  stress: null,
  timeInZones: { heartRate: null, power: null, pace: null },
};

function render(summary: AnalysisSummary) {
  renderRoutes([{ path: "/", element: <SummaryCards summary={summary} units="Metric" /> }], "/");
}

const figure = (name: string) => screen.getByRole("group", { name });

describe("the summary cards", () => {
  it("show the average pace over the timer, the moving pace beside it and the calories", () => {
    render(RUN);
    // 1992.78 s / 4.68924 km = 424.96 s per km: 7:05; 1988 s / 4.68924 km = 423.95 s: 7:04.
    expect(figure("Duration")).toHaveTextContent("00:33:13");
    expect(figure("Avg pace")).toHaveTextContent("7:05");
    expect(figure("Moving pace")).toHaveTextContent("7:04");
    expect(figure("Calories")).toHaveTextContent("379 kcal");
  });

  it("leave out what a summary stored before them lacks", () => {
    const { movingSpeedMps, movingPaceSec, caloriesKcal, ...older } = RUN;
    render(older);
    expect(figure("Avg pace")).toHaveTextContent("7:05");
    expect(screen.queryByRole("group", { name: "Moving pace" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Calories" })).not.toBeInTheDocument();
  });
});
