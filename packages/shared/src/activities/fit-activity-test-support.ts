import { CrcCalculator, Encoder, type Mesg, Profile } from "@garmin/fitsdk";

/** Test support: small FIT activity files made with the SDK's encoder. */

export const START = new Date("2024-05-01T08:00:00.000Z");

export function at(seconds: number, start: Date = START): Date {
  return new Date(start.getTime() + seconds * 1000);
}

export interface SessionSpec {
  sport: string;
  subSport?: string;
  startSec: number;
  seconds: number;
  record?: (second: number) => Record<string, unknown>;
  session?: Record<string, unknown>;
}

type Fields = Record<string, unknown>;

function write(encoder: Encoder, mesgNum: number, fields: Fields): void {
  encoder.onMesg(mesgNum, fields as Mesg);
}

export function encodeActivity(
  sessions: SessionSpec[],
  options: {
    developerPower?: boolean;
    withSessions?: boolean;
    start?: Date;
    /** A workout message, as a device writes for the structured workout it followed. */
    workoutName?: string;
  } = {},
): Uint8Array {
  const encoder = new Encoder();
  // Files dated elsewhere than START (a browser journey needs one on a given calendar day).
  const time = (seconds: number) => at(seconds, options.start);
  write(encoder, Profile.MesgNum.FILE_ID, {
    type: "activity",
    manufacturer: "development",
    product: 0,
    serialNumber: 1,
    timeCreated: options.start ?? START,
  });
  if (options.developerPower) {
    const developerDataIdMesg = { developerDataIndex: 0, applicationId: Array(16).fill(1) };
    const fieldDescriptionMesg = {
      developerDataIndex: 0,
      fieldDefinitionNumber: 0,
      fitBaseTypeId: 132,
      fieldName: "Power",
      units: "Watts",
      nativeFieldNum: 7,
    };
    write(encoder, Profile.MesgNum.DEVELOPER_DATA_ID, developerDataIdMesg);
    write(encoder, Profile.MesgNum.FIELD_DESCRIPTION, fieldDescriptionMesg);
    encoder.addDeveloperField(0, developerDataIdMesg as Mesg, fieldDescriptionMesg as Mesg);
  }
  if (options.workoutName) {
    write(encoder, Profile.MesgNum.WORKOUT, { wktName: options.workoutName, numValidSteps: 1 });
  }
  write(encoder, Profile.MesgNum.EVENT, { timestamp: time(0), event: "timer", eventType: "start" });
  for (const spec of sessions) {
    for (let second = 0; second < spec.seconds; second += 1) {
      const values = spec.record?.(second) ?? { heartRate: 120, distance: second * 3 };
      write(encoder, Profile.MesgNum.RECORD, {
        timestamp: time(spec.startSec + second),
        ...values,
      });
    }
  }
  const last = sessions[sessions.length - 1];
  const endSec = last ? last.startSec + last.seconds : 0;
  write(encoder, Profile.MesgNum.EVENT, {
    timestamp: time(endSec),
    event: "timer",
    eventType: "stopAll",
  });
  if (options.withSessions !== false) {
    for (const spec of sessions) {
      write(encoder, Profile.MesgNum.LAP, {
        timestamp: time(spec.startSec + spec.seconds),
        startTime: time(spec.startSec),
        totalTimerTime: spec.seconds,
        totalElapsedTime: spec.seconds,
        totalDistance: spec.seconds * 3,
        avgHeartRate: 120,
      });
      write(encoder, Profile.MesgNum.SESSION, {
        timestamp: time(spec.startSec + spec.seconds),
        startTime: time(spec.startSec),
        sport: spec.sport,
        subSport: spec.subSport ?? "generic",
        totalTimerTime: spec.seconds,
        totalElapsedTime: spec.seconds,
        ...spec.session,
      });
    }
  }
  return encoder.close();
}

/**
 * A copy of a FIT file with a compressed-timestamp record header (0x80) inserted before the
 * file CRC, the header's data size and both CRCs fixed, so the file passes the integrity check
 * and the SDK stops at that record.
 */
export function withCompressedTimestampRecord(bytes: Uint8Array): Uint8Array {
  const headerSize = bytes[0];
  const dataEnd = bytes.length - 2;
  const result = new Uint8Array(bytes.length + 2);
  result.set(bytes.subarray(0, dataEnd));
  result.set([0x80, 0x00], dataEnd);
  const view = new DataView(result.buffer);
  view.setUint32(4, view.getUint32(4, true) + 2, true);
  if (headerSize === 14) view.setUint16(12, CrcCalculator.calculateCRC(result, 0, 12), true);
  view.setUint16(result.length - 2, CrcCalculator.calculateCRC(result, 0, result.length - 2), true);
  return result;
}
