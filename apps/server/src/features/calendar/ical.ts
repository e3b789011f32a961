/**
 * iCalendar text (RFC 5545) for the read-only feed: all-day events only. Content lines end in
 * CRLF and are folded at 75 octets (section 3.1); TEXT values escape backslash, semicolon,
 * comma and newlines (section 3.3.11).
 */

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

export type IcalEvent = {
  uid: string;
  /** When the item last changed (DTSTAMP). */
  stamp: Date;
  /** First day, 'YYYY-MM-DD'. */
  startDate: string;
  /** The day after the last one (DTEND of an all-day event is exclusive). */
  endDateExclusive: string;
  summary: string;
  description: string;
};

export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Splits a content line into lines of at most 75 octets; each continuation starts with one
 * space (which counts). Characters are never cut inside their UTF-8 bytes.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines;
}

const dateValue = (isoDate: string) => isoDate.replaceAll("-", "");
const stampValue = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

function eventLines(event: IcalEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stampValue(event.stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
    `DTEND;VALUE=DATE:${dateValue(event.endDateExclusive)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR document, CRLF line ends included. */
export function buildCalendar(options: { name: string; events: IcalEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Endurance Coach//Training calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...options.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.flatMap(foldLine).join("\r\n")}\r\n`;
}
