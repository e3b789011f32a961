import {
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type SensorContext,
} from "@dnd-kit/core";

/** Days an arrow key moves a workout: a day sideways, a week up or down, as days are drawn. */
const DAYS_BY_KEY: Partial<Record<string, number>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Down]: 7,
  [KeyboardCode.Up]: -7,
};

/** The droppable a workout moved `days` on lands over, or undefined to leave it where it is. */
export type DayTarget = (days: number, context: SensorContext) => string | undefined;

/**
 * dnd-kit's keyboard sensor a day per arrow (its default moves 25 px a press, a fraction of a
 * day), for the calendar and the plan builder: Space picks a workout up, so that Enter still
 * opens it; an arrow puts it over the day `targetOf` names; Space or Enter drops it, Escape puts
 * it back. A day not on screen leaves the workout where it is.
 */
export function dayByDayKeys(targetOf: DayTarget): KeyboardSensorOptions {
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const days = DAYS_BY_KEY[event.code];
    if (days === undefined || !context.active || !context.collisionRect) return undefined;
    event.preventDefault();
    const id = targetOf(days, context);
    const target = id === undefined ? undefined : context.droppableRects.get(id);
    if (!target) return undefined;
    const { collisionRect } = context;
    return {
      x: target.left + (target.width - collisionRect.width) / 2,
      y: target.top + (target.height - collisionRect.height) / 2,
    };
  };
  return {
    keyboardCodes: {
      start: [KeyboardCode.Space],
      cancel: [KeyboardCode.Esc],
      end: [KeyboardCode.Space, KeyboardCode.Enter],
    },
    coordinateGetter,
  };
}
