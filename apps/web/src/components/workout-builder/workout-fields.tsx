import { SportId } from "@coach/shared/sports/sport-ids";
import { subtypesOfSport } from "@coach/shared/sports/subtypes";
import {
  BASED_ON,
  type BasedOn,
  POOL_LENGTH_UNITS,
  type WorkoutBody,
} from "@coach/shared/workouts/workout.schemas";
import { METHOD_NAMES, type MethodIdValue, methodsOfSport } from "@coach/shared/zones/method-ids";
import {
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { sportName } from "../../lib/sport-labels";
import { withMethod, withSport } from "./draft";

/** Sports a coach builds in the library; a stored workout's own sport stays selectable. */
const BUILDER_SPORTS = [
  SportId.running,
  SportId.cycling,
  SportId.swimming,
  SportId.strength,
  SportId.note,
];

export function sportOptions(current: number) {
  const types = BUILDER_SPORTS.includes(current as never)
    ? BUILDER_SPORTS
    : [...BUILDER_SPORTS, current];
  return types.map((type) => ({ value: String(type), label: sportName(type) }));
}

const POOL_UNIT_LABELS = { METER: "Meters", YARD: "Yards" } as const;

type Change = (draft: WorkoutBody) => void;

/** Name, sport and subtype: every builder starts with these. */
export function IdentityFields({
  draft,
  nameError,
  onChange,
}: {
  draft: WorkoutBody;
  nameError?: string;
  onChange: Change;
}) {
  const subtypes = subtypesOfSport(draft.type);
  const subtype = subtypes.find((s) => s.id === draft.subtype);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label="Name"
        required
        maxLength={200}
        value={draft.name}
        error={nameError}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
      />
      <Select
        label="Sport"
        data={sportOptions(draft.type)}
        value={String(draft.type)}
        allowDeselect={false}
        onChange={(value) => value && onChange(withSport(draft, Number(value)))}
      />
      {subtypes.length > 0 && (
        <Select
          label="Subtype"
          data={subtypes.map((s) => ({ value: String(s.id), label: s.name }))}
          value={draft.subtype === null ? null : String(draft.subtype)}
          clearable
          placeholder="None"
          description={subtype?.description}
          onChange={(value) =>
            onChange({ ...draft, subtype: value === null ? null : Number(value) })
          }
        />
      )}
    </SimpleGrid>
  );
}

/** Method, basis and pool settings of a workout built from steps. */
export function StructureFields({ draft, onChange }: { draft: WorkoutBody; onChange: Change }) {
  const methods = methodsOfSport(draft.type);
  const isSwim = draft.type === SportId.swimming;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Method"
        data={methods.map((method) => ({ value: String(method), label: METHOD_NAMES[method] }))}
        value={draft.method === null ? null : String(draft.method)}
        allowDeselect={false}
        onChange={(value) => value && onChange(withMethod(draft, Number(value) as MethodIdValue))}
      />
      <Input.Wrapper label="Based on" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-label="Based on"
          data={[...BASED_ON]}
          value={draft.basedOn}
          onChange={(value) => onChange({ ...draft, basedOn: value as BasedOn })}
        />
      </Input.Wrapper>
      {isSwim && (
        <Switch
          mt={{ sm: 28 }}
          label="Pool swim"
          checked={draft.isPool}
          onChange={(event) => onChange({ ...draft, isPool: event.currentTarget.checked })}
        />
      )}
      {isSwim && draft.isPool && (
        <>
          <NumberInput
            label="Pool length"
            min={1}
            max={1000}
            value={draft.poolLength}
            onChange={(value) =>
              typeof value === "number" && value > 0 && onChange({ ...draft, poolLength: value })
            }
          />
          <Select
            label="Pool length unit"
            data={POOL_LENGTH_UNITS.map((unit) => ({ value: unit, label: POOL_UNIT_LABELS[unit] }))}
            value={draft.poolLengthUnit}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              onChange({ ...draft, poolLengthUnit: value as WorkoutBody["poolLengthUnit"] })
            }
          />
        </>
      )}
    </SimpleGrid>
  );
}

export function InstructionsField({
  draft,
  label,
  placeholder,
  onChange,
}: {
  draft: WorkoutBody;
  label: string;
  placeholder?: string;
  onChange: Change;
}) {
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      // Not autosize: it listens to document.fonts, which jsdom lacks.
      rows={3}
      resize="vertical"
      maxLength={10000}
      value={draft.instructions}
      onChange={(event) => onChange({ ...draft, instructions: event.currentTarget.value })}
    />
  );
}
