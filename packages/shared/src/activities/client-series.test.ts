import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activityFrom, steadyRows } from "./activity-test-support.ts";
import {
  CLIENT_SAMPLE_LIMIT,
  clientSampleRows,
  clientSamples,
  halvingStep,
  isMostlyEmpty,
  positionDegrees,
} from "./client-series.ts";
import { normaliseActivity } from "./normalise.ts";
import {
  decodeClientSamples,
  decodeDeltas,
  encodeClientSamples,
  encodeDeltas,
  SERIES_SCALES,
} from "./series-encoding.ts";

function samplesOf(
  seconds: number,
  row: Parameters<typeof steadyRows>[1],
  timerPauses = [] as { startSec: number; endSec: number }[],
) {
  return normaliseActivity(activityFrom(steadyRows(seconds, row), { timerPauses }));
}

describe("client series rules", () => {
  it.each([
    [5400, 1],
    [5401, 2],
    [10_800, 2],
    [10_801, 4],
    [36_000, 8],
    [0, 1],
  ])("%i samples are sent with step %i (halved until at most 5400)", (count, step) => {
    expect(halvingStep(count)).toBe(step);
    expect(Math.ceil(count / step)).toBeLessThanOrEqual(CLIENT_SAMPLE_LIMIT);
  });

  it.each([
    { values: [1, null, null, null, null, null, null, null, null, null], isDropped: true },
    { values: [1, 2, null, null, null, null, null, null, null, null], isDropped: false },
    { values: [0, 0, 0], isDropped: false },
    { values: [], isDropped: true },
  ])("drops $values: $isDropped (90 % or more empty)", ({ values, isDropped }) => {
    expect(isMostlyEmpty(values)).toBe(isDropped);
  });

  it.each([
    [568210171, 47.62683],
    [-630113287, -52.81549],
    [52.1, 52.1],
    [null, null],
  ])("position %s is %s degrees", (value, degrees) => {
    const result = positionDegrees(value);
    if (degrees === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(degrees, 4);
  });

  it("halves a long ride, drops empty series and keeps the API's field names", () => {
    const samples = samplesOf(
      12_000,
      (second) => ({
        powerW: 200 + (second % 7),
        heartRateBpm: second % 20 === 0 ? 140 : null,
        latitudeDeg: 52,
        longitudeDeg: 4,
      }),
      [{ startSec: 100, endSec: 110 }],
    );
    const client = clientSamples(samples);
    expect(client.stepSec).toBe(4);
    expect(client.count).toBe(3000);
    expect(Object.keys(client.series).sort()).toEqual([
      "heartRate",
      "position_lat",
      "position_long",
      "powerInWatts",
    ]);
    expect(client.timestamp[1] - client.timestamp[0]).toBe(4);
    expect(client.timerDurationInSeconds[30]).toBe(120 - 10);
    expect(client.onPause[26]).toBe(true);
    const rows = clientSampleRows(client);
    expect(rows[0]).toMatchObject({
      powerInWatts: 200,
      latlng: [52, 4],
      onPause: false,
      timerDurationInSeconds: 0,
    });
    expect(rows[0].speedMetersPerSecond).toBeUndefined();
  });

  it("has no latlng without positions", () => {
    const rows = clientSampleRows(clientSamples(samplesOf(3, () => ({ powerW: 1 }))));
    expect(rows.map((row) => row.latlng)).toEqual([null, null, null]);
  });
});

describe("compact encoding", () => {
  it("round-trips a ride within half a unit of each series' scale", () => {
    const samples = samplesOf(
      7000,
      (second) => ({
        powerW: second % 50 === 0 ? null : 180 + (second % 13),
        speedMps: 8 + Math.sin(second / 30),
        distanceM: second * 8.1234,
        altitudeM: 100 + Math.cos(second / 100) * 20,
        latitudeDeg: 52 + second * 1e-5,
        longitudeDeg: 4 - second * 1e-5,
        temperatureC: 18.25,
      }),
      [{ startSec: 500, endSec: 800 }],
    );
    const client = clientSamples(samples);
    const decoded = decodeClientSamples(JSON.parse(JSON.stringify(encodeClientSamples(client))));
    expect(decoded.timestamp).toEqual(client.timestamp);
    expect(decoded.timerDurationInSeconds).toEqual(client.timerDurationInSeconds);
    expect(decoded.onPause).toEqual(client.onPause);
    expect(Object.keys(decoded.series)).toEqual(Object.keys(client.series));
    for (const [key, values] of Object.entries(client.series)) {
      const scale = SERIES_SCALES[key as keyof typeof SERIES_SCALES];
      decoded.series[key as keyof typeof decoded.series]?.forEach((value, index) => {
        const original = values?.[index] ?? null;
        if (original === null) expect(value).toBeNull();
        else expect(Math.abs((value as number) - original)).toBeLessThanOrEqual(0.5 / scale + 1e-9);
      });
    }
  });

  it("round-trips any integer series exactly (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: null })),
        (values) => {
          expect(decodeDeltas(encodeDeltas(values, 1), 1)).toEqual(values);
        },
      ),
    );
  });

  it("stores steady values as small deltas", () => {
    expect(encodeDeltas([200, 201, null, 199, 199], 1)).toEqual([200, 1, null, -2, 0]);
  });
});
