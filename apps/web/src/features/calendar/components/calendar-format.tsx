import type { EventFlag } from "@coach/shared/calendar/event-flags";
import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport } from "@coach/shared/sports/sport-types";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  IconBarbell,
  IconBed,
  IconBike,
  IconNote,
  IconPlus,
  type IconProps,
  IconRun,
  IconSwimming,
  IconTrophy,
} from "@tabler/icons-react";
import { type ComponentType, Fragment, memo } from "react";
import { distanceUnit, toDisplayDistance } from "../../../components/workout-builder/display-units";
import chipClasses from "./calendar.module.css";

/** Flag colours of the calendar, as Mantine colour names. */
export const FLAG_COLORS: Record<EventFlag, string> = {
  success: "teal",
  between: "yellow",
  unplanned: "blue",
  failure: "red",
  scheduled: "gray",
};

/** What each flag tells a person, for labels and the legend. */
export const FLAG_LABELS: Record<EventFlag, string> = {
  success: "completed",
  between: "partly completed",
  unplanned: "unplanned",
  failure: "missed",
  scheduled: "planned",
};

const SPORT_ICONS: Record<number, ComponentType<IconProps>> = {
  [SportId.running]: IconRun,
  [SportId.cycling]: IconBike,
  [SportId.swimming]: IconSwimming,
  [SportId.strength]: IconBarbell,
  [SportId.restDay]: IconBed,
  [SportId.note]: IconNote,
};

/** Every icon a month draws many times: the sports' (others get the trophy) and the day's +. */
const SPRITE_ICONS: Record<string, ComponentType<IconProps>> = {
  ...Object.fromEntries(
    Object.entries(SPORT_ICONS).map(([sport, icon]) => [`sport-${sport}`, icon]),
  ),
  "sport-other": IconTrophy,
  plus: IconPlus,
};

const spriteId = (name: string) => `calendar-icon-${name}`;

/**
 * The calendar's icons once, as SVG symbols. A busy month draws well over a hundred; each
 * Tabler icon is a component of several elements, while a use of a symbol is two, which took
 * about a fifth off a month switch (bench/calendar-render.bench.ts). The calendar page draws
 * this once; SpriteIcon and SportIcon point into it. It never changes: the page's redraws skip it.
 */
export const CalendarIconSprite = memo(function CalendarIconSprite() {
  return (
    <svg aria-hidden style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}>
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={spriteId(name)} viewBox="0 0 24 24">
          <Icon size={24} stroke={1.8} />
        </symbol>
      ))}
    </svg>
  );
});

export function SpriteIcon({ name, size }: { name: keyof typeof SPRITE_ICONS; size: number }) {
  return (
    <svg width={size} height={size} aria-hidden>
      <use href={`#${spriteId(name)}`} />
    </svg>
  );
}

export function SportIcon({ type, size = 14 }: { type: number; size?: number }) {
  const sport = normalizeSport(type);
  return <SpriteIcon name={sport in SPORT_ICONS ? `sport-${sport}` : "sport-other"} size={size} />;
}

/** Distance in the viewer's units: km or mi, swims in m or yd; empty for none. */
export function distanceText(metres: number, type: number, units: DisplayUnits): string {
  if (metres <= 0) return "";
  const value = toDisplayDistance(metres, type, units);
  const digits = type === SportId.swimming ? 0 : value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${distanceUnit(type, units)}`;
}

/** A whole-week or race distance in km or mi. */
export function longDistanceText(metres: number, units: DisplayUnits): string {
  return distanceText(metres, SportId.running, units);
}

/** Between a chip's figures; a chip wraps its figures there, never inside one. */
export const FIGURE_SEPARATOR = " · ";

/**
 * A chip's figures ('1 h 18 min · 41.3 km · 118 stress'), each kept whole: where the day is
 * narrow they go onto the next line one by one, instead of being cut ('1 h 18 min · 41.3 km · 1…').
 */
export function ChipFigures({ text }: { text: string }) {
  const parts = text.split(FIGURE_SEPARATOR);
  const last = parts.length - 1;
  // The spaces between figures are text (the chip's text reads as one line); the flex gap
  // draws them.
  return (
    <span className={chipClasses.chipFigures}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: figures are positional (duration, distance, stress)
        <Fragment key={index}>
          <span className={chipClasses.figure}>{index < last ? `${part} ·` : part}</span>
          {index < last ? " " : null}
        </Fragment>
      ))}
    </span>
  );
}
