import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ActivityFileError } from "./activity-file-error.ts";

/**
 * GPX and TCX are read with fast-xml-parser into plain objects. Namespace prefixes are removed
 * (gpxtpx:hr and ns3:TPX become hr and TPX: files use many prefixes for the same schema), the
 * repeating elements are always arrays, and values stay text until read as numbers here.
 */
export type XmlElement = Record<string, unknown>;

const REPEATING = new Set([
  "trk",
  "trkseg",
  "trkpt",
  "Activity",
  "Lap",
  "Track",
  "Trackpoint",
  "NextSport",
]);

export function parseXmlDocument(fileName: string, text: string, formatName: string): XmlElement {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new ActivityFileError(
      "invalid-file",
      fileName,
      `the ${formatName} file is not well-formed XML (line ${validation.err.line}: ${validation.err.msg})`,
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => REPEATING.has(name),
  });
  return parser.parse(text) as XmlElement;
}

export function child(element: unknown, name: string): XmlElement | undefined {
  if (element === null || typeof element !== "object") return undefined;
  const value = (element as XmlElement)[name];
  if (Array.isArray(value)) return value[0] as XmlElement | undefined;
  return value !== null && typeof value === "object" ? (value as XmlElement) : undefined;
}

export function children(element: unknown, name: string): XmlElement[] {
  if (element === null || typeof element !== "object") return [];
  const value = (element as XmlElement)[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((item) =>
    item !== null && typeof item === "object" ? (item as XmlElement) : { "#text": item },
  );
}

/** The text of a child element (or attribute, "@_name"), trimmed; "" when absent. */
export function textOf(element: unknown, name: string): string {
  if (element === null || typeof element !== "object") return "";
  const value = (element as XmlElement)[name];
  const item = Array.isArray(value) ? value[0] : value;
  if (typeof item === "string" || typeof item === "number") return String(item).trim();
  if (item !== null && typeof item === "object") return textOf(item, "#text");
  return "";
}

export function numberOf(element: unknown, name: string): number | null {
  const text = textOf(element, name);
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A child element's number found at any depth of an extensions block (vendors nest them differently). */
export function deepNumber(element: unknown, names: readonly string[]): number | null {
  if (element === null || typeof element !== "object") return null;
  for (const name of names) {
    const value = numberOf(element, name);
    if (value !== null) return value;
  }
  for (const [key, value] of Object.entries(element as XmlElement)) {
    if (key.startsWith("@_") || key === "#text") continue;
    const found = deepNumber(Array.isArray(value) ? value[0] : value, names);
    if (found !== null) return found;
  }
  return null;
}

export function timeMsOf(text: string): number | null {
  if (text === "") return null;
  const timeMs = Date.parse(text);
  return Number.isFinite(timeMs) ? timeMs : null;
}
