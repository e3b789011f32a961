import { formatTimeText, parseTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { BasedOn, SingleStep } from "@coach/shared/workouts/workout.schemas";
import { NumberInput } from "@mantine/core";
import { distanceUnit, fromDisplayDistance, toDisplayDistance } from "./display-units";
import { TimeTextInput } from "./time-text-input";

const formatDuration = (value: number | null) =>
  value === null ? "" : formatTimeText(value, { isHoursShown: true });
const parseDuration = (text: string) => {
  const seconds = parseTimeText(text);
  return seconds > 0 ? seconds : null;
};

/** How long a step lasts: hh:mm:ss, or a distance in km/mi (m/yd for swims). */
export function AmountField({
  step,
  basedOn,
  type,
  units,
  onChange,
}: {
  step: SingleStep;
  basedOn: BasedOn;
  type: number;
  units: DisplayUnits;
  onChange: (patch: Partial<SingleStep>) => void;
}) {
  if (basedOn === "Duration") {
    return (
      <TimeTextInput
        label="Duration"
        placeholder="hh:mm:ss"
        value={step.duration}
        format={formatDuration}
        parse={parseDuration}
        onValue={(duration) => onChange({ duration })}
      />
    );
  }
  const unit = distanceUnit(type, units);
  return (
    <NumberInput
      label={`Distance (${unit})`}
      value={step.distance === null ? "" : toDisplayDistance(step.distance, type, units)}
      min={0}
      decimalScale={unit === "m" || unit === "yd" ? 0 : 3}
      onChange={(value) =>
        onChange({
          distance:
            typeof value === "number" && value > 0 ? fromDisplayDistance(value, type, units) : null,
        })
      }
    />
  );
}
