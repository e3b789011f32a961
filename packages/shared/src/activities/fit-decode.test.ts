import { Decoder, type RecordMesg, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { decodeFit, type FitRecordSink } from "./fit-decode.ts";

/**
 * The sliced decode against the SDK's own whole-file read() of the real files of
 * fixtures/activities: the same records, in the same order, and the same other messages. Small
 * slices (4 kB) cut each file into many, so that every kind of message meets a slice border.
 */
interface NodeFs {
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;
const fixture = (name: string) => new Uint8Array(fs.readFileSync(`${FIXTURES}/${name}`));

const SMALL_SLICE_BYTES = 4096;

function collected() {
  const records: RecordMesg[] = [];
  const sink: FitRecordSink = {
    describe: () => {},
    add: (record) => records.push(record),
    mergedHeartRates: (merged) => records.splice(0, records.length, ...merged),
  };
  return { records, sink };
}

function whole(bytes: Uint8Array) {
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
  const { recordMesgs = [], ...others } = messages;
  return { records: recordMesgs, others, error: errors[0]?.message ?? null };
}

describe("decodeFit", () => {
  // [file, decoded in slices (an intact file whose messages carry no state across messages)]
  it.each([
    ["Edge810-Vector-2013-08-16-15-35-10.fit", true],
    ["activity-small-fenix2-run.fit", true],
    ["sample-activity-indoor-trainer.fit", true],
    ["garmin-fenix-5-run.fit", true],
    // Developer fields (a Stryd pod): their descriptions are replayed before every slice.
    ["developer-types-sample.fit", true],
    // Heart rates in HR messages are merged into the records after the whole read.
    ["event_timestamp.fit", false],
    // Damaged and truncated files keep the SDK's own partial read.
    ["strava-android-app-201.10-b1218918.fit", false],
    ["activity-unexpected-eof.fit", false],
  ])("decodes %s as the SDK's read() does (sliced: %s)", (name, isSliced) => {
    const bytes = fixture(name);
    const expected = whole(bytes);
    let sinks = 0;
    let last = collected();
    const decoded = decodeFit(
      bytes,
      () => {
        sinks += 1;
        last = collected();
        return last.sink;
      },
      SMALL_SLICE_BYTES,
    );
    expect(decoded.sliceCount > 1).toBe(isSliced);
    if (isSliced) {
      expect(decoded.sliceCount).toBeGreaterThanOrEqual(
        Math.floor(bytes.length / SMALL_SLICE_BYTES),
      );
      expect(sinks).toBe(1);
    }
    expect(last.records.length).toBeGreaterThan(0);
    expect(last.records).toEqual(expected.records);
    expect(decoded.messages).toEqual(expected.others);
    expect(decoded.errorMessage).toBe(expected.error);
  });

  it("hands the developer field descriptions to the sink before the records that use them", () => {
    const order: string[] = [];
    decodeFit(
      fixture("developer-types-sample.fit"),
      () => ({
        describe: () => order.push("description"),
        add: (record) => {
          if (record.developerFields) order.push("record with developer fields");
        },
        mergedHeartRates: () => {},
      }),
      SMALL_SLICE_BYTES,
    );
    const firstRecord = order.indexOf("record with developer fields");
    expect(firstRecord).toBeGreaterThan(0);
    expect(order.slice(0, firstRecord).every((entry) => entry === "description")).toBe(true);
  });
});
