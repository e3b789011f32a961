import { Profile, type RecordMesg, Utils } from "@garmin/fitsdk";

/**
 * Record messages read straight from the bytes, for the few fields an importer reads
 * (docs/decisions/102-access-queries-at-scale.md, "Imports that stream"). The SDK's read()
 * builds every field of every record as an object of raw and decoded values, checks a CRC byte
 * by byte and converts each field: 20 to 30 µs a record of a cycling computer, where the whole
 * decode, with the dozen fields the import keeps read here, comes to about 2 µs a record.
 *
 * A record definition is read here only when the result is the SDK's own, value for value:
 * each wanted field of the integer base type and size the profile gives it (no arrays), its
 * scale and offset plain numbers, and a field that expands into a wanted one (speed into
 * enhanced speed, altitude into enhanced altitude) by a single component of its whole width,
 * into a field neither accumulated nor expanded further. Any other definition (developer fields, sub-fields, a field repeated, an unknown
 * base type) leaves its records to the SDK.
 */

type BaseType = { code: number; sizeBytes: number; invalid: number };

/** The FIT SDK's integer base types (fit.js BaseTypeDefinitions), by the profile's names. */
const INTEGER_BASE_TYPES: Record<string, BaseType> = {
  sint8: { code: 0x01, sizeBytes: 1, invalid: 0x7f },
  uint8: { code: 0x02, sizeBytes: 1, invalid: 0xff },
  sint16: { code: 0x03, sizeBytes: 2, invalid: 0x7fff },
  uint16: { code: 0x04, sizeBytes: 2, invalid: 0xffff },
  sint32: { code: 0x05, sizeBytes: 4, invalid: 0x7fffffff },
  uint32: { code: 0x06, sizeBytes: 4, invalid: 0xffffffff },
};
const BASE_TYPE_MASK = 0x1f;
/** Base type codes the SDK knows (0x00 to 0x10); another one makes it refuse the definition. */
const LAST_BASE_TYPE_CODE = 0x10;
const DEFINITION_HEADER_BYTES = 6;
const FIELD_DEFINITION_BYTES = 3;

type ProfileField = {
  num: number;
  name: string;
  type: string;
  baseType: string;
  array?: boolean;
  scale: number | number[];
  offset: number | number[];
  isAccumulated?: boolean;
  hasComponents?: boolean;
  components?: (number | string)[];
  bits?: number[];
  subFields?: unknown[];
};
const RECORD_PROFILE_FIELDS = (
  Profile.messages as Record<number, { fields: Record<number, ProfileField | undefined> }>
)[Profile.MesgNum.RECORD]!.fields;

/** A plain number of a scale or offset (the SDK takes the first of a one-element list). */
function single(value: number | number[]): number | null {
  if (typeof value === "number") return value;
  return value.length === 1 ? value[0]! : null;
}

type Read = { offset: number; type: BaseType };
type Direct = Read & { name: string; scale: number; shift: number; isDate: boolean };
type Expansion = Read & {
  name: string;
  scale: number;
  shift: number;
  /** The target's own scale and offset, for the SDK's check of its raw value against invalid. */
  targetScale: number;
  targetShift: number;
  targetInvalid: number;
  /** Whether a field of the target's name is also read directly (the expansion overrides it). */
  isAlsoDirect: boolean;
};

/** How to read the wanted fields of one record definition's messages. */
export type RecordLayout = {
  isLittleEndian: boolean;
  direct: Direct[];
  expansions: Expansion[];
  /**
   * The one object every record of the definition is read into, its fields always the same
   * (absent ones undefined): a record read is lent to its reader until the next one, and a
   * 0.14 MB ride's 4,700 records make no 4,700 objects (a fifth of its import's allocations).
   */
  record: Record<string, unknown>;
};

/** The field as the SDK reads it whole and unscaled: the profile's integer type, one value. */
function plainType(field: ProfileField, sizeBytes: number, code: number): BaseType | null {
  const type = INTEGER_BASE_TYPES[field.baseType];
  if (!type || field.array || type.code !== code || type.sizeBytes !== sizeBytes) return null;
  return type;
}

/** Whether the field's components reach a wanted field, directly or through another expansion. */
function expandsIntoWanted(field: ProfileField, wanted: ReadonlySet<string>, depth = 0): boolean {
  if (!field.hasComponents || depth > 4) return false;
  return (field.components ?? []).some((num) => {
    const target = RECORD_PROFILE_FIELDS[Number(num)];
    return (
      target !== undefined &&
      (wanted.has(target.name) || expandsIntoWanted(target, wanted, depth + 1))
    );
  });
}

/** Unsigned: the SDK's bit reader takes the bits of the raw value, as its number. */
const UNSIGNED_CODES = new Set([0x02, 0x04, 0x06]);

/** The one whole-width component of the field, as the SDK expands it; null for any other case. */
function expansionOf(field: ProfileField, read: Read): Expansion | null {
  const targets = (field.components ?? []).map((num) => RECORD_PROFILE_FIELDS[Number(num)]);
  const [target] = targets;
  const scale = Array.isArray(field.scale) ? field.scale[0] : field.scale;
  const shift = Array.isArray(field.offset) ? field.offset[0] : field.offset;
  const targetType = target ? INTEGER_BASE_TYPES[target.baseType] : undefined;
  const targetScale = target ? single(target.scale) : null;
  const targetShift = target ? single(target.offset) : null;
  const isWhole = field.bits?.length === 1 && field.bits[0] === read.type.sizeBytes * 8;
  if (
    targets.length !== 1 ||
    !target ||
    !isWhole ||
    !UNSIGNED_CODES.has(read.type.code) ||
    target.isAccumulated ||
    target.hasComponents ||
    !targetType ||
    scale === undefined ||
    shift === undefined ||
    targetScale === null ||
    targetShift === null
  ) {
    return null;
  }
  return {
    ...read,
    name: target.name,
    scale,
    shift,
    targetScale,
    targetShift,
    targetInvalid: targetType.invalid,
    isAlsoDirect: false,
  };
}

/** A wanted field read as it is: a number of the profile's own type, or a date. */
function directOf(field: ProfileField, read: Read): Direct | null {
  const isDate = field.type === "dateTime";
  if (isDate) return { ...read, name: field.name, scale: 1, shift: 0, isDate };
  const scale = single(field.scale);
  const shift = single(field.offset);
  if (scale === null || shift === null || field.type !== field.baseType) return null;
  return { ...read, name: field.name, scale, shift, isDate };
}

/**
 * The layout of a record definition (its bytes from the header byte on), or null when its
 * records must go through the SDK.
 */
export function recordLayout(
  definition: Uint8Array,
  wanted: ReadonlySet<string>,
): RecordLayout | null {
  const isLittleEndian = definition[2] === 0;
  const fieldCount = definition[5]!;
  if (definition.length !== DEFINITION_HEADER_BYTES + fieldCount * FIELD_DEFINITION_BYTES) {
    return null; // developer fields follow
  }
  const layout: RecordLayout = { isLittleEndian, direct: [], expansions: [], record: {} };
  const seen = new Set<number>();
  let offset = 0;
  for (let index = 0; index < fieldCount; index += 1) {
    const at = DEFINITION_HEADER_BYTES + index * FIELD_DEFINITION_BYTES;
    const num = definition[at]!;
    const sizeBytes = definition[at + 1]!;
    const code = definition[at + 2]! & BASE_TYPE_MASK;
    const field = RECORD_PROFILE_FIELDS[num];
    if (code > LAST_BASE_TYPE_CODE || seen.has(num)) return null;
    seen.add(num);
    if (field && (field.subFields?.length ?? 0) > 0) return null;
    const isWanted = field !== undefined && wanted.has(field.name);
    const expands = field !== undefined && expandsIntoWanted(field, wanted);
    if (field && (isWanted || expands)) {
      const type = plainType(field, sizeBytes, code);
      if (!type) return null;
      if (expands) {
        const expansion = expansionOf(field, { offset, type });
        if (!expansion) return null;
        layout.expansions.push(expansion);
      }
      if (isWanted) {
        const direct = directOf(field, { offset, type });
        if (!direct) return null;
        layout.direct.push(direct);
      }
    }
    offset += sizeBytes;
  }
  const directNames = new Set(layout.direct.map((field) => field.name));
  for (const expansion of layout.expansions)
    expansion.isAlsoDirect = directNames.has(expansion.name);
  for (const field of [...layout.direct, ...layout.expansions])
    layout.record[field.name] = undefined;
  return layout;
}

function readRaw(view: DataView, at: number, type: BaseType, isLittleEndian: boolean): number {
  switch (type.code) {
    case 0x01:
      return view.getInt8(at);
    case 0x02:
      return view.getUint8(at);
    case 0x03:
      return view.getInt16(at, isLittleEndian);
    case 0x04:
      return view.getUint16(at, isLittleEndian);
    case 0x05:
      return view.getInt32(at, isLittleEndian);
    default:
      return view.getUint32(at, isLittleEndian);
  }
}

/**
 * The record whose content starts at `start` (after its header byte), with the wanted fields
 * the SDK's read() would give it: a field at its base type's invalid value is absent
 * (undefined), a value is raw / scale - offset, a date a Date, an expanded field overrides the
 * field of that name. The object is the layout's own, read into again for the next record.
 */
export function readRecord(view: DataView, start: number, layout: RecordLayout): RecordMesg {
  const { isLittleEndian, record } = layout;
  for (const field of layout.direct) {
    const raw = readRaw(view, start + field.offset, field.type, isLittleEndian);
    record[field.name] =
      raw === field.type.invalid
        ? undefined
        : field.isDate
          ? Utils.convertDateTimeToDate(raw)
          : raw / field.scale - field.shift;
  }
  for (const expansion of layout.expansions) {
    const raw = readRaw(view, start + expansion.offset, expansion.type, isLittleEndian);
    if (raw === expansion.type.invalid) {
      // Left as the direct read gave it; a field only expanded into is absent.
      if (!expansion.isAlsoDirect) record[expansion.name] = undefined;
      continue;
    }
    const value = raw / expansion.scale - expansion.shift;
    const targetRaw = (value + expansion.targetShift) * expansion.targetScale;
    record[expansion.name] = targetRaw === expansion.targetInvalid ? null : value;
  }
  return record as RecordMesg;
}
