import { Decoder, Encoder, type Mesg, Profile, type RecordMesg, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { activityFixture, activityFixtureNames } from "./activity-fixtures-test-support.ts";
import { decodeFit, type FitRecordSink } from "./fit-decode.ts";

/**
 * Records read straight from the bytes (fit-record-reader.ts) against the SDK's own whole-file
 * read(): for the fields asked, the same values, absent where the SDK leaves them out, on every
 * FIT file of fixtures/activities and on a ride written with the FIT SDK's Encoder (the fields
 * a cycling computer with power pedals records, enhanced speed and altitude among them).
 */
const FIT_FIXTURES = activityFixtureNames(".fit");

const FIELDS = [
  "timestamp",
  "heartRate",
  "power",
  "enhancedSpeed",
  "speed",
  "distance",
  "enhancedAltitude",
  "altitude",
  "cadence",
  "positionLat",
  "positionLong",
  "temperature",
];
const SMALL_SLICE_BYTES = 4096;

/** A ride of `seconds` at 1 Hz; a sensor drops out now and then (invalid values). */
function ride(seconds: number): Uint8Array {
  const encoder = new Encoder();
  const startMs = Date.parse("2024-06-01T06:00:00.000Z");
  const at = (second: number) => new Date(startMs + second * 1000);
  const write = (mesgNum: number, fields: Record<string, unknown>) =>
    encoder.onMesg(mesgNum, fields as Mesg);
  write(Profile.MesgNum.FILE_ID, { type: "activity", manufacturer: "development", product: 0 });
  let distance = 0;
  for (let second = 0; second < seconds; second += 1) {
    const speed = 7 + 2 * Math.sin(second / 50);
    distance += speed;
    const altitude = 500 + 300 * Math.sin(second / 360) - (second % 97 === 0 ? 900 : 0);
    write(Profile.MesgNum.RECORD, {
      timestamp: at(second),
      positionLat: Math.round((45 + distance / 1e6) * (2 ** 31 / 180)),
      positionLong: Math.round(-(6 + distance / 1e6) * (2 ** 31 / 180)),
      heartRate: second % 13 === 0 ? undefined : 135 + (second % 20),
      power: 200 + (second % 50),
      accumulatedPower: second * 200,
      cadence: 88,
      speed,
      enhancedSpeed: speed,
      distance,
      altitude,
      enhancedAltitude: altitude,
      temperature: second % 7 === 0 ? -3 : 21,
      leftRightBalance: 50,
    });
  }
  write(Profile.MesgNum.SESSION, { timestamp: at(seconds), startTime: at(0), sport: "cycling" });
  return encoder.close();
}

/** The SDK's record with the asked fields only, as the direct read gives them. */
function asked(record: RecordMesg): Record<string, unknown> {
  const fields = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
  );
}

function compare(bytes: Uint8Array) {
  const { messages } = new Decoder(Stream.fromByteArray(bytes)).read();
  const { recordMesgs = [], ...others } = messages;
  const records: RecordMesg[] = [];
  const sink: FitRecordSink = {
    describe: () => {},
    // A record read directly is lent: its object is read into again for the next one.
    add: (record) => records.push({ ...record }),
    mergedHeartRates: (merged) => records.splice(0, records.length, ...merged),
  };
  const decoded = decodeFit(bytes, () => sink, SMALL_SLICE_BYTES, FIELDS);
  expect(records.map(asked)).toEqual(recordMesgs.map(asked));
  if (decoded.sliceCount > 0) expect(decoded.messages).toEqual(others);
  return { decoded, recordCount: recordMesgs.length };
}

describe("records read straight from the bytes", () => {
  it.each(FIT_FIXTURES)("give the SDK's values for %s", (name) => {
    compare(activityFixture(name));
  });

  it("are read directly, not by the SDK, where every record definition allows it", () => {
    const { decoded, recordCount } = compare(ride(3000));
    expect(recordCount).toBe(3000);
    expect(decoded.directRecordCount).toBe(3000);
    const edge810 = compare(activityFixture("Edge810-Vector-2013-08-16-15-35-10.fit"));
    expect(edge810.decoded.directRecordCount).toBe(edge810.recordCount);
  });

  it("leave records with developer fields to the SDK", () => {
    const bytes = activityFixture("developer-types-sample.fit");
    expect(compare(bytes).decoded.directRecordCount).toBe(0);
  });
});
