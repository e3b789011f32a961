import type { LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import { checkDurationLimits } from "@coach/shared/sports/duration-limits";
import { SportId } from "@coach/shared/sports/sport-ids";
import { intensitySeries } from "@coach/shared/workouts/intensity-series";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { methodZonesFor } from "@coach/shared/zones/zone-lookup";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { ApiError } from "../../../../lib/api-error";
import { notifySuccess } from "../../../../lib/notify";
import { useSaveLibraryWorkout } from "../../api/save-library-workout";
import type { LibraryAccount } from "../library-account";
import { hasSteps } from "./draft";
import { IntensityChart } from "./intensity-chart";
import { StepList } from "./step-list";
import { IdentityFields, InstructionsField, StructureFields } from "./workout-fields";
import { WorkoutTotalsBar } from "./workout-totals-bar";

const SIMPLE_TEXT: Record<number, { label: string; placeholder: string }> = {
  [SportId.strength]: {
    label: "Exercises and instructions",
    placeholder: "One exercise a line, e.g. Squats 3 x 10 at 60 kg, 90 s rest",
  },
  [SportId.note]: { label: "Note", placeholder: "What the athlete should know" },
  [SportId.restDay]: { label: "Note", placeholder: "Why this day is a rest day" },
};

/**
 * The workout builder. Totals, chart and the subtype's duration limits follow every keystroke,
 * computed by the same shared code the server uses. A failed save keeps everything typed.
 */
export function WorkoutBuilder({
  id,
  initial,
  account,
  onSaved,
  onCancel,
}: {
  id: LibraryWorkoutId | null;
  initial: WorkoutBody;
  account: LibraryAccount;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [saveError, setSaveError] = useState<ApiError | Error | null>(null);
  const saver = useSaveLibraryWorkout();

  const isStructured = hasSteps(draft.type);
  const totals = useMemo(() => computeWorkoutTotals(draft, account.zones), [draft, account.zones]);
  const limit = useMemo(() => checkDurationLimits(draft, totals.flatSteps), [draft, totals]);
  const blocks = useMemo(
    () => intensitySeries(totals.flatSteps, draft.method),
    [totals, draft.method],
  );
  const zoneNames =
    methodZonesFor(account.zones ?? defaultAccountZones(), draft.type, draft.method)?.zoneNames ??
    [];
  const isNameBlank = draft.name.trim() === "";
  const fieldError = (name: string) =>
    saveError instanceof ApiError ? saveError.fieldError(name) : undefined;

  const save = () => {
    setSaveError(null);
    saver.mutate(
      { id, body: draft },
      {
        onSuccess: (saved) => {
          notifySuccess(`Saved "${saved.name}"`);
          onSaved();
        },
        onError: setSaveError,
      },
    );
  };

  const simple = SIMPLE_TEXT[draft.type] ?? SIMPLE_TEXT[SportId.note]!;
  return (
    <Stack gap="md">
      <IdentityFields draft={draft} nameError={fieldError("name")} onChange={setDraft} />
      {isStructured ? (
        <>
          <StructureFields draft={draft} onChange={setDraft} />
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <WorkoutTotalsBar totals={totals} type={draft.type} units={account.displayUnits} />
              <IntensityChart blocks={blocks} />
            </Stack>
          </Paper>
          <Title order={3} size="h6">
            Steps
          </Title>
          <StepList
            steps={draft.steps}
            basedOn={draft.basedOn}
            context={{
              type: draft.type,
              method: draft.method,
              units: account.displayUnits,
              zoneNames,
            }}
            onChange={(steps) => setDraft((current) => ({ ...current, steps }))}
          />
          <InstructionsField draft={draft} label="Instructions" onChange={setDraft} />
        </>
      ) : (
        <InstructionsField
          draft={draft}
          label={simple.label}
          placeholder={simple.placeholder}
          onChange={setDraft}
        />
      )}
      {!limit.ok && (
        <Alert color="orange" role="alert" title="Outside the subtype's limits">
          {limit.error}
        </Alert>
      )}
      {saveError && (
        <Alert color="red" role="alert" title="Not saved">
          {fieldError("steps") ?? saveError.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!limit.ok || isNameBlank} loading={saver.isPending}>
          Save
        </Button>
      </Group>
      {isNameBlank && (
        <Text size="xs" c="dimmed" ta="right">
          Name the workout to save it.
        </Text>
      )}
    </Stack>
  );
}
