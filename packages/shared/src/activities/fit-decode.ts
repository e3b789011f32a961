import {
  Decoder,
  type FieldDescriptionMesg,
  type FitMessages,
  Profile,
  type RecordMesg,
  Stream,
} from "@garmin/fitsdk";
import { isIntactFit } from "./fit-integrity.ts";
import { type RecordLayout, readRecord, recordLayout } from "./fit-record-reader.ts";

/**
 * Decoding a FIT file without holding all its decoded records (docs/decisions/102-access-queries-at-scale.md).
 * @garmin/fitsdk's Decoder keeps every message it decodes until read() returns: about 1.8 kB
 * per record of a cycling computer, 95 MB for a 3 MB, 14-hour ride. So an intact file is cut
 * at message boundaries into slices of about SLICE_BYTES, and each slice is decoded on its own
 * in the SDK's data-only mode, after the definition messages in force at its start (and the
 * developer-field messages seen before it, so that developer fields keep their keys). Each
 * record goes to `onRecord` as it is decoded; only one slice's messages are held at a time.
 * The other messages (sessions, laps, events, lengths...) are few, and come back whole.
 *
 * When the caller names the record fields it reads, and every record definition of the file
 * allows it (fit-record-reader.ts), the records are read straight from the bytes with those
 * fields only, and the SDK decodes the other messages alone: the records are most of a file
 * and most of the SDK's time.
 *
 * A slice decodes exactly as the whole file would, except where the SDK carries state from one
 * message to the next: accumulated fields expanded from components (compressed speed and
 * distance, cycles, compressed accumulated power), heart rates merged from HR messages after
 * the read, compressed-timestamp headers. A file with any of those, a damaged or chained file,
 * or a slice that fails, is decoded whole, as before.
 */

/** The decoder's options: its defaults, written out so that every decode is the same. */
const READ_OPTIONS = {
  applyScaleAndOffset: true,
  expandSubFields: true,
  expandComponents: true,
  convertTypesToStrings: true,
  convertDateTimesToDates: true,
  mergeHeartRates: true,
} as const;

/** About 600 records of a cycling computer: about 1 MB of decoded messages at a time. */
export const SLICE_BYTES = 32 * 1024;

const COMPRESSED_TIMESTAMP_HEADER = 0x80;
const DEFINITION_HEADER = 0x40;
const DEVELOPER_DATA_FLAG = 0x20;
const LOCAL_MESSAGE_TYPE = 0x0f;
const CRC_BYTES = 2;
const DEVELOPER_MESSAGES = new Set<number>([
  Profile.MesgNum.DEVELOPER_DATA_ID,
  Profile.MesgNum.FIELD_DESCRIPTION,
]);

export type FitRecordSink = {
  /** A developer field's description, before the records that carry the field. */
  describe(description: FieldDescriptionMesg): void;
  /**
   * One record message, in file order, lent for the call: a record read directly is read into
   * the same object as the next one (fit-record-reader.ts), so a sink copies what it keeps.
   */
  add(record: RecordMesg): void;
  /** The records again after the whole-file read merged HR messages' heart rates into them. */
  mergedHeartRates(records: RecordMesg[]): void;
};

export type DecodedFit = {
  /** Every message but the records, which went to the sink. */
  messages: FitMessages;
  isIntact: boolean;
  /** The decoder's first error, null when it read to the end. */
  errorMessage: string | null;
  /** How many slices were decoded one after the other; 0 when the file was read whole. */
  sliceCount: number;
  /** How many records were read straight from the bytes (fit-record-reader.ts), not by the SDK. */
  directRecordCount: number;
};

type ProfileField = {
  components?: string[];
  isAccumulated?: boolean;
  subFields?: { components?: string[] }[];
};
type ProfileMessage = { fields: Record<number, ProfileField | undefined> };

/** Whether the field expands into a field the decoder accumulates from message to message. */
function expandsIntoAccumulated(globalNum: number, fieldNum: number): boolean {
  const message = (Profile.messages as Record<number, ProfileMessage | undefined>)[globalNum];
  const field = message?.fields[fieldNum];
  if (!field) return false;
  const targets = [
    ...(field.components ?? []),
    ...(field.subFields ?? []).flatMap((sub) => sub.components ?? []),
  ];
  return targets.some((target) => message.fields[Number(target)]?.isAccumulated === true);
}

type Slice = {
  /** Definitions (and developer-field messages) to decode before the slice's own bytes. */
  prelude: Uint8Array[];
  body: Uint8Array;
  /** The body without the records read directly: what the SDK decodes when they are. */
  others: Uint8Array[];
  /** Where each record read directly starts (after its header byte), and how to read it. */
  recordStarts: number[];
  recordLayouts: RecordLayout[];
  /** How many developer data id and field description messages the prelude replays. */
  replayed: { developerDataIds: number; fieldDescriptions: number };
};

type Definition = {
  bytes: Uint8Array;
  dataSize: number;
  globalNum: number;
  /** Set for a record definition whose records are read directly. */
  layout: RecordLayout | null;
};

type Plan = { slices: Slice[]; isDirect: boolean };

/**
 * The slices of an intact FIT file (the FIT protocol's framing: a header byte per message; a
 * definition gives the global message number and the sizes of its local type's data
 * messages), or null when the file must be decoded whole.
 */
function planSlices(
  bytes: Uint8Array,
  sliceBytes: number,
  wantedFields: ReadonlySet<string> | null,
): Plan | null {
  const headerSize = bytes[0]!;
  if (headerSize !== 12 && headerSize !== 14) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataEnd = headerSize + view.getUint32(4, true);
  // A second FIT file chained after the first is decoded whole.
  if (dataEnd + CRC_BYTES !== bytes.length) return null;
  const definitions: (Definition | undefined)[] = [];
  const developer: Uint8Array[] = [];
  const counts = { developerDataIds: 0, fieldDescriptions: 0 };
  const slices: Slice[] = [];
  // Records are read directly only when every record definition of the file allows it.
  let isDirect = wantedFields !== null;
  let others: Uint8Array[] = [];
  let recordStarts: number[] = [];
  let recordLayouts: RecordLayout[] = [];
  let start = headerSize;
  let prelude: Slice["prelude"] = [];
  let replayed = { ...counts };
  let position = headerSize;
  while (position < dataEnd) {
    const header = bytes[position]!;
    if (header & COMPRESSED_TIMESTAMP_HEADER) return null;
    const local = header & LOCAL_MESSAGE_TYPE;
    if (header & DEFINITION_HEADER) {
      if (position + 6 > dataEnd) return null;
      const isLittleEndian = bytes[position + 2] === 0;
      const globalNum = view.getUint16(position + 3, isLittleEndian);
      if (globalNum === Profile.MesgNum.HR) return null;
      const fieldCount = bytes[position + 5]!;
      let next = position + 6;
      let dataSize = 0;
      for (let index = 0; index < fieldCount; index += 1, next += 3) {
        if (next + 3 > dataEnd) return null;
        if (expandsIntoAccumulated(globalNum, bytes[next]!)) return null;
        dataSize += bytes[next + 1]!;
      }
      if (header & DEVELOPER_DATA_FLAG) {
        if (next + 1 > dataEnd) return null;
        const developerCount = bytes[next]!;
        next += 1;
        for (let index = 0; index < developerCount; index += 1, next += 3) {
          if (next + 3 > dataEnd) return null;
          dataSize += bytes[next + 1]!;
        }
      }
      const definitionBytes = bytes.subarray(position, next);
      const layout =
        wantedFields !== null && globalNum === Profile.MesgNum.RECORD
          ? recordLayout(definitionBytes, wantedFields)
          : null;
      if (globalNum === Profile.MesgNum.RECORD && layout === null) isDirect = false;
      definitions[local] = { bytes: definitionBytes, dataSize, globalNum, layout };
      if (isDirect) others.push(definitionBytes);
      position = next;
    } else {
      const definition = definitions[local];
      if (!definition) return null;
      const next = position + 1 + definition.dataSize;
      if (next > dataEnd) return null;
      // Once a record definition rules the direct read out, nothing more is kept for it.
      if (isDirect && definition.layout) {
        recordStarts.push(position + 1);
        recordLayouts.push(definition.layout);
      } else if (isDirect) {
        others.push(bytes.subarray(position, next));
      }
      if (DEVELOPER_MESSAGES.has(definition.globalNum)) {
        developer.push(definition.bytes, bytes.subarray(position, next));
        if (definition.globalNum === Profile.MesgNum.DEVELOPER_DATA_ID)
          counts.developerDataIds += 1;
        else counts.fieldDescriptions += 1;
      }
      position = next;
    }
    if (position - start >= sliceBytes && position < dataEnd) {
      const body = bytes.subarray(start, position);
      slices.push({ prelude, body, others, recordStarts, recordLayouts, replayed });
      others = [];
      recordStarts = [];
      recordLayouts = [];
      start = position;
      const inForce = definitions.filter((definition) => definition !== undefined);
      prelude = [...developer, ...inForce.map((definition) => definition.bytes)];
      replayed = { ...counts };
    }
  }
  if (position !== dataEnd) return null;
  const body = bytes.subarray(start, dataEnd);
  slices.push({ prelude, body, others, recordStarts, recordLayouts, replayed });
  return { slices, isDirect };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

type MessageLists = Record<string, unknown[]>;

function listenerOf(sink: FitRecordSink) {
  return (mesgNum: number, message: unknown) => {
    if (mesgNum === Profile.MesgNum.RECORD) sink.add(message as RecordMesg);
    else if (mesgNum === Profile.MesgNum.FIELD_DESCRIPTION) {
      sink.describe(message as FieldDescriptionMesg);
    }
  };
}

/** The slices decoded one after the other; null when one of them fails. */
function decodeSlices(file: Uint8Array, plan: Plan, sink: FitRecordSink): FitMessages | null {
  const messages: MessageLists = {};
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (const slice of plan.slices) {
    if (plan.isDirect) {
      slice.recordStarts.forEach((start, index) => {
        sink.add(readRecord(view, start, slice.recordLayouts[index]!));
      });
    }
    const body = plan.isDirect ? slice.others : [slice.body];
    // Data-only mode reads no header and checks no CRC: the two bytes stand in for it.
    const bytes = concat([...slice.prelude, ...body, new Uint8Array(CRC_BYTES)]);
    let result: { messages: FitMessages; errors: Error[] };
    try {
      result = new Decoder(Stream.fromByteArray(bytes)).read({
        ...READ_OPTIONS,
        dataOnly: true,
        mesgListener: listenerOf(sink),
      });
    } catch {
      return null;
    }
    if (result.errors.length > 0) return null;
    const decoded = result.messages as MessageLists;
    for (const [key, list] of Object.entries(decoded)) {
      if (key === "recordMesgs") continue;
      // The prelude's developer messages were the earlier slices' own.
      const skip =
        key === "developerDataIdMesgs"
          ? slice.replayed.developerDataIds
          : key === "fieldDescriptionMesgs"
            ? slice.replayed.fieldDescriptions
            : 0;
      messages[key] = [...(messages[key] ?? []), ...list.slice(skip)];
    }
  }
  return messages as FitMessages;
}

/** The whole file in one read, as the SDK does it. */
function decodeWhole(bytes: Uint8Array, sink: FitRecordSink, isIntact: boolean): DecodedFit {
  const result = new Decoder(Stream.fromByteArray(bytes)).read({
    ...READ_OPTIONS,
    mesgListener: listenerOf(sink),
  });
  const { recordMesgs, ...messages } = result.messages;
  if ((messages.hrMesgs?.length ?? 0) > 0 && recordMesgs) sink.mergedHeartRates(recordMesgs);
  const errorMessage = result.errors[0]?.message ?? null;
  return { messages, isIntact, errorMessage, sliceCount: 0, directRecordCount: 0 };
}

/**
 * Decodes the file, its records into the sink made by `newSink` (a second one when the sliced
 * decode gives up and the file is read whole). With `recordFields`, the records may carry
 * only those fields (read directly where the file allows). Throws what the SDK's read() throws.
 */
export function decodeFit(
  bytes: Uint8Array,
  newSink: () => FitRecordSink,
  sliceBytes = SLICE_BYTES,
  recordFields?: readonly string[],
): DecodedFit {
  const isIntact = isIntactFit(bytes);
  const wanted = recordFields ? new Set(recordFields) : null;
  const plan = isIntact ? planSlices(bytes, sliceBytes, wanted) : null;
  if (plan) {
    const messages = decodeSlices(bytes, plan, newSink());
    const directRecordCount = plan.isDirect
      ? plan.slices.reduce((sum, slice) => sum + slice.recordStarts.length, 0)
      : 0;
    const sliceCount = plan.slices.length;
    if (messages) return { messages, isIntact, errorMessage: null, sliceCount, directRecordCount };
  }
  return decodeWhole(bytes, newSink(), isIntact);
}
