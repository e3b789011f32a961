import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { SingleStep } from "@coach/shared/workouts/workout.schemas";
import { isMethodId, MethodId } from "@coach/shared/zones/method-ids";
import { targetKinds } from "@coach/shared/zones/target-kinds";
import { ZONE_COUNT } from "@coach/shared/zones/zone.types";
import { NumberInput, Select } from "@mantine/core";
import { paceFromText, paceSportOf, paceText, paceUnitLabel } from "./display-units";
import { TimeTextInput } from "./time-text-input";

type Patch = (patch: Partial<SingleStep>) => void;

export interface TargetContext {
  type: number;
  method: number | null;
  units: DisplayUnits;
  zoneNames: readonly string[];
}

const FIXED_UNITS: Record<number, string> = {
  [MethodId.heartrate]: "bpm",
  [MethodId.power]: "W",
  [MethodId.rpe]: "RPE",
};

const numberOrNull = (value: string | number) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** Target kind, then the range in that kind: zones, % of threshold, or fixed values. */
export function TargetFields({
  step,
  context,
  onChange,
}: {
  step: SingleStep;
  context: TargetContext;
  onChange: Patch;
}) {
  const { type, method } = context;
  if (method === null || !isMethodId(method)) return null;
  const kinds = targetKinds(type, method);
  const kind = kinds.find((option) => option.unit === step.unit) ?? kinds[1]!;
  const changeKind = (unit: string | null) => {
    const next = kinds.find((option) => option.unit === unit);
    if (!next || next.unit === step.unit) return;
    onChange({
      unit: next.unit,
      lower: null,
      upper: null,
      lowerZone: next.unit === "zone" ? (step.lowerZone ?? 3) : step.lowerZone,
      upperZone: next.unit === "zone" ? (step.upperZone ?? step.lowerZone ?? 3) : step.upperZone,
    });
  };

  return (
    <>
      <Select
        label="Target"
        data={kinds.map((option) => ({ value: option.unit, label: option.label }))}
        value={kind.unit}
        onChange={changeKind}
        allowDeselect={false}
      />
      {kind.unit === "zone" && (
        <ZoneRangeFields step={step} context={context} onChange={onChange} />
      )}
      {kind.unit === "%" && (
        <>
          <NumberInput
            label={`From (${kind.label})`}
            value={step.lower ?? ""}
            min={0}
            max={300}
            onChange={(value) => onChange({ lower: numberOrNull(value) })}
          />
          <NumberInput
            label={`To (${kind.label})`}
            value={step.upper ?? ""}
            min={0}
            max={300}
            onChange={(value) => onChange({ upper: numberOrNull(value) })}
          />
        </>
      )}
      {kind.unit === "number" && (
        <>
          <NumberInput
            label={`From (${FIXED_UNITS[method]})`}
            value={step.lower ?? ""}
            min={0}
            max={method === MethodId.rpe ? 10 : 3000}
            onChange={(value) => onChange({ lower: numberOrNull(value) })}
          />
          <NumberInput
            label={`To (${FIXED_UNITS[method]})`}
            value={step.upper ?? ""}
            min={0}
            max={method === MethodId.rpe ? 10 : 3000}
            onChange={(value) => onChange({ upper: numberOrNull(value) })}
          />
        </>
      )}
      {kind.unit === "seconds" && <PaceFields step={step} context={context} onChange={onChange} />}
    </>
  );
}

function ZoneRangeFields({
  step,
  context,
  onChange,
}: {
  step: SingleStep;
  context: TargetContext;
  onChange: Patch;
}) {
  const data = Array.from({ length: ZONE_COUNT }, (_, index) => {
    const name = context.zoneNames[index];
    return { value: String(index + 1), label: name ? `Z${index + 1} ${name}` : `Z${index + 1}` };
  });
  const zoneOf = (value: string | null) => (value === null ? null : Number(value));
  return (
    <>
      <Select
        label="From zone"
        data={data}
        value={step.lowerZone === null ? null : String(step.lowerZone)}
        allowDeselect={false}
        onChange={(value) => {
          const lowerZone = zoneOf(value);
          const upperZone =
            lowerZone !== null && (step.upperZone === null || step.upperZone < lowerZone)
              ? lowerZone
              : step.upperZone;
          onChange({ lowerZone, upperZone });
        }}
      />
      <Select
        label="To zone"
        data={data}
        value={step.upperZone === null ? null : String(step.upperZone)}
        allowDeselect={false}
        onChange={(value) => {
          const upperZone = zoneOf(value);
          const lowerZone =
            upperZone !== null && (step.lowerZone === null || step.lowerZone > upperZone)
              ? upperZone
              : step.lowerZone;
          onChange({ lowerZone, upperZone });
        }}
      />
    </>
  );
}

/** Paces are typed as mm:ss per km/mi (or per 100 m/yd) and stored per km or per 100 m. */
function PaceFields({
  step,
  context,
  onChange,
}: {
  step: SingleStep;
  context: TargetContext;
  onChange: Patch;
}) {
  const sport = paceSportOf(context.type, context.method);
  const unit = paceUnitLabel(sport, context.units);
  const format = (value: number | null) => paceText(value, sport, context.units);
  const parse = (text: string) => paceFromText(text, sport, context.units);
  return (
    <>
      <TimeTextInput
        label={`From (${unit})`}
        placeholder="mm:ss"
        value={step.lower}
        format={format}
        parse={parse}
        onValue={(lower) => onChange({ lower })}
      />
      <TimeTextInput
        label={`To (${unit})`}
        placeholder="mm:ss"
        value={step.upper}
        format={format}
        parse={parse}
        onValue={(upper) => onChange({ upper })}
      />
    </>
  );
}
