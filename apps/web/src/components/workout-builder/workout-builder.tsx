import { checkDurationLimits } from "@coach/shared/sports/duration-limits";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { intensitySeries } from "@coach/shared/workouts/intensity-series";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { methodZonesFor } from "@coach/shared/zones/zone-lookup";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
import { ApiError } from "../../lib/api-error";
import { type EditConflict, editConflictOf, versionOf } from "../../lib/edit-conflict";
import { EditConflictBanner } from "../edit-conflict/edit-conflict-banner";
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

export interface WorkoutBuilderProps {
  initial: WorkoutBody;
  /** The zones the targets and stress are read against: the coach's in the library, the athlete's on a calendar. */
  zones: AccountZones | null;
  /** The viewer's units. */
  units: DisplayUnits;
  /**
   * Saves the body where the caller keeps it; a rejection is shown and keeps what was typed.
   * `overwriteVersion` is given by Overwrite after a stale save: save over that version.
   */
  onSubmit: (body: WorkoutBody, overwriteVersion?: number) => Promise<unknown>;
  /**
   * Reload after a stale save (409, decision 083): the draft of the current state the answer
   * carries; the caller adopts its version. Without it a 409 shows as any failure.
   */
  onConflictReload?: (current: EditConflict["current"]) => WorkoutBody;
  onCancel: () => void;
  /** More buttons for the footer's left side (the calendar's Delete and Export). */
  actions?: ReactNode;
}

/**
 * The workout builder, shared by the library and the calendar. Totals, chart and the subtype's
 * duration limits follow every keystroke, computed by the same shared code the server uses.
 */
export function WorkoutBuilder({
  initial,
  zones,
  units,
  onSubmit,
  onConflictReload,
  onCancel,
  actions,
}: WorkoutBuilderProps) {
  const [draft, setDraft] = useState(initial);
  const [saveError, setSaveError] = useState<ApiError | Error | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const isStructured = hasSteps(draft.type);
  const totals = useMemo(() => computeWorkoutTotals(draft, zones), [draft, zones]);
  const limit = useMemo(() => checkDurationLimits(draft, totals.flatSteps), [draft, totals]);
  const blocks = useMemo(
    () => intensitySeries(totals.flatSteps, draft.method),
    [totals, draft.method],
  );
  const zoneNames =
    methodZonesFor(zones ?? defaultAccountZones(), draft.type, draft.method)?.zoneNames ?? [];
  const isNameBlank = draft.name.trim() === "";
  const fieldError = (name: string) =>
    saveError instanceof ApiError ? saveError.fieldError(name) : undefined;

  const conflict = onConflictReload ? editConflictOf(saveError) : null;

  const save = async (overwriteVersion?: number) => {
    setSaveError(null);
    setIsSaving(true);
    try {
      await onSubmit(draft, overwriteVersion);
    } catch (error) {
      setSaveError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setIsSaving(false);
    }
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
              <WorkoutTotalsBar totals={totals} type={draft.type} units={units} />
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
              units: units,
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
      {conflict && onConflictReload ? (
        <EditConflictBanner
          conflict={conflict}
          onReload={() => {
            setDraft(onConflictReload(conflict.current));
            setSaveError(null);
          }}
          onOverwrite={() => void save(versionOf(conflict.current))}
          isOverwriting={isSaving}
        />
      ) : (
        saveError && (
          <Alert color="red" role="alert" title="Not saved">
            {fieldError("steps") ?? saveError.message}
          </Alert>
        )
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="xs">{actions}</Group>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!limit.ok || isNameBlank || conflict !== null}
            loading={isSaving}
          >
            Save
          </Button>
        </Group>
      </Group>
      {isNameBlank && (
        <Text size="xs" c="dimmed" ta="right">
          Name the workout to save it.
        </Text>
      )}
    </Stack>
  );
}
