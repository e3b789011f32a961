import type { CalendarGridWorkout, CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { Alert, Button, Center, Loader, Menu } from "@mantine/core";
import { IconCopy, IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { draftOf, newDraft } from "../../../components/workout-builder/draft";
import {
  EXPORT_FORMATS,
  EXPORT_LABELS,
  exportWorkoutFile,
} from "../../../components/workout-builder/export-workout";
import { WorkoutBuilder } from "../../../components/workout-builder/workout-builder";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useCreateCalendarWorkout } from "../api/create-calendar-workout";
import { useDeleteCalendarWorkout } from "../api/delete-calendar-workout";
import { useCalendarWorkout } from "../api/get-calendar-workout";
import { useUpdateCalendarWorkout } from "../api/update-calendar-workout";
import { WorkoutComments } from "./workout-comments";

/** A new workout of a sport on a date, or a workout of the grid (its steps are fetched). */
export type CalendarBuilderTarget =
  | { mode: "new"; type: number; date: string }
  | { mode: "edit"; workout: CalendarGridWorkout };

type BuilderProps = {
  target: CalendarBuilderTarget;
  athleteId: number;
  zones: AccountZones | null;
  units: DisplayUnits;
  author: string;
  onCopy: (workout: CalendarWorkout) => void;
  onClose: () => void;
};

/**
 * The shared workout builder, saving to the athlete's calendar, with Delete, Copy and Export
 * for a stored workout. Loaded on demand with the modal. The grid holds no steps: a stored
 * workout is fetched whole when it is opened.
 */
export default function CalendarWorkoutBuilder(props: BuilderProps) {
  const { target } = props;
  if (target.mode === "new") return <BuilderForm {...props} stored={null} />;
  return <StoredWorkoutBuilder {...props} workoutId={target.workout.id} />;
}

function StoredWorkoutBuilder(props: BuilderProps & { workoutId: number }) {
  const workout = useCalendarWorkout(props.athleteId, props.workoutId);
  if (workout.data) return <BuilderForm {...props} stored={workout.data} />;
  if (workout.isError) {
    return (
      <Alert color="red" title="The workout could not be loaded">
        {workout.error.message}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label="Loading workout" />
    </Center>
  );
}

function BuilderForm({
  target,
  athleteId,
  zones,
  units,
  author,
  onCopy,
  onClose,
  stored,
}: BuilderProps & { stored: CalendarWorkout | null }) {
  const creator = useCreateCalendarWorkout(athleteId);
  const updater = useUpdateCalendarWorkout(athleteId);
  const deleter = useDeleteCalendarWorkout(athleteId);
  // The version this edit builds on: the one opened, or the one a Reload showed (decision 083).
  const [version, setVersion] = useState(stored?.version);

  const submit = async (body: WorkoutBody, overwriteVersion?: number) => {
    const saved = stored
      ? await updater.mutateAsync({
          workoutId: stored.id,
          body: {
            ...body,
            date: stored.date,
            position: stored.position,
            version: overwriteVersion ?? version,
          },
        })
      : await creator.mutateAsync({ ...body, date: target.mode === "new" ? target.date : "" });
    notifySuccess(`Saved "${saved.name}"`);
    onClose();
  };

  const exportAs = (format: (typeof EXPORT_FORMATS)[number]) => {
    if (!stored) return;
    exportWorkoutFile(stored, format, zones, author).catch((error: unknown) =>
      notifyError(error instanceof Error ? error.message : String(error)),
    );
  };

  const actions = stored && (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => {
          deleter.mutate(stored.id, {
            onSuccess: () => notifySuccess(`Deleted "${stored.name}"`),
          });
          onClose();
        }}
      >
        Delete
      </Button>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconCopy size={16} />}
        onClick={() => {
          onCopy(stored);
          onClose();
        }}
      >
        Copy
      </Button>
      <Menu withinPortal position="top-start">
        <Menu.Target>
          <Button variant="subtle" color="gray" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => exportAs(format)}>
              {EXPORT_LABELS[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );

  const builder = (
    <WorkoutBuilder
      initial={stored ? draftOf(stored) : newDraft(target.mode === "new" ? target.type : 1)}
      zones={zones}
      units={units}
      onSubmit={submit}
      onConflictReload={(current) => {
        const workout = current as unknown as CalendarWorkout;
        setVersion(workout.version);
        return draftOf(workout);
      }}
      onCancel={onClose}
      actions={actions}
    />
  );
  if (!stored) return builder;
  return (
    <>
      {builder}
      <WorkoutComments athleteId={athleteId} workoutId={stored.id} comments={stored.comments} />
    </>
  );
}
