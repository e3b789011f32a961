import type { LibraryItem } from "@coach/shared/library/library.schemas";
import {
  PERIODIZATION_EMPHASES,
  PERIODIZATION_TYPES,
  PLAN_PHASES,
  type Plan,
  type PlanDay,
  type PlanPeriodization,
  type PlanPeriodizationWeek,
  type PlanWorkout,
  RECOVERY_CYCLES,
} from "@coach/shared/plans/plan.schemas";
import {
  addRestDay,
  addWeek,
  addWorkout,
  checkPlanForSave,
  copyWorkout,
  createPlan,
  type DayRef,
  deleteWeek,
  deleteWorkout,
  moveWorkout,
  type PlanDraft,
  type PlanResult,
  pasteWorkout,
  removeRestDay,
  replaceWorkout,
  type WorkoutRef,
  workoutAt,
} from "@coach/shared/plans/plan-builder";
import { planCounts, weeklyStress } from "@coach/shared/plans/plan-summary";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconBed, IconDots, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { newDraft } from "../../../components/workout-builder/draft";
import { WorkoutBuilder } from "../../../components/workout-builder/workout-builder";
import { WorkoutBuilderModal } from "../../../components/workout-builder/workout-builder-modal";
import { notifySuccess } from "../../../lib/notify";
import { libraryWorkoutQuery } from "../../library/api/get-library-workout";
import { LibraryPicker } from "../../library/components/library-picker";
import { useSavePlan } from "../api/plans-api";
import classes from "./plan-builder.module.css";
import { bodyOf, DAY_NAMES, type PlanAccount, SportIcon, toPlanWorkout } from "./plan-format";
import { StressChart } from "./stress-chart";

/** Phase guidance of the second document, section 9. */
export const PHASE_GUIDANCE: Partial<Record<string, string>> = {
  Prep: "Prep: weekly volume 40-60 percent.",
  Peak: "Peak lasts 2-4 weeks.",
  Taper: "Taper lasts 1-3 weeks, reducing training by 30-80 percent.",
};

const BUILD_SPORTS = [
  { type: SportId.running, label: "Running workout" },
  { type: SportId.cycling, label: "Cycling workout" },
  { type: SportId.swimming, label: "Swimming workout" },
  { type: SportId.strength, label: "Strength workout" },
];

const emptyPeriodizationWeek = (): PlanPeriodizationWeek => ({
  phase: null,
  customPhase: null,
  emphasis: null,
  isRecovery: false,
});

const defaultPeriodization = (): PlanPeriodization => ({
  type: "Traditional",
  emphasis: "Equal",
  recovery: null,
  weeks: [],
});

const dayLabel = (ref: DayRef) => `Week ${ref.week + 1} ${DAY_NAMES[ref.day]}`;

type BuilderTarget =
  | { mode: "new"; type: number; at: DayRef }
  | { mode: "edit"; at: WorkoutRef; workout: PlanWorkout };

/** The title of a copy, kept within the 200 characters a title may have. */
export function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, 200);
}

/**
 * The plan builder (second document, 'Plan builder'). Every edit goes through the shared state
 * machine; a refused edit shows its message and leaves the plan as it was.
 */
export function PlanBuilder({
  initial,
  asCopy = false,
  account,
  onSaved,
  onCancel,
}: {
  initial: Plan | null;
  /** Start a new plan from `initial` (PlanModify mode new with an id): saved as a new plan. */
  asCopy?: boolean;
  account: PlanAccount;
  onSaved: (plan: Plan) => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const saver = useSavePlan();
  const [draft, setDraft] = useState<PlanDraft>(() =>
    initial
      ? {
          title: asCopy ? copyTitle(initial.title) : initial.title,
          notes: initial.notes,
          structure: initial.structure,
        }
      : createPlan(),
  );
  const [periodization, setPeriodization] = useState<PlanPeriodization>(
    () => initial?.periodization ?? defaultPeriodization(),
  );
  const [clipboard, setClipboard] = useState<PlanWorkout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<BuilderTarget | null>(null);
  const [pickerDay, setPickerDay] = useState<DayRef | null>(null);

  const counts = planCounts(draft);
  const stress = useMemo(() => weeklyStress(draft, account.zones), [draft, account.zones]);

  const apply = (result: PlanResult) => {
    if (result.ok) {
      setDraft(result.plan);
      setError(null);
      return true;
    }
    setError(result.error);
    return false;
  };

  const weekOptions = (week: number) => periodization.weeks[week] ?? emptyPeriodizationWeek();
  const setWeekOptions = (week: number, change: Partial<PlanPeriodizationWeek>) =>
    setPeriodization((current) => {
      const weeks = Array.from(
        { length: Math.max(current.weeks.length, week + 1) },
        (_, index) => current.weeks[index] ?? emptyPeriodizationWeek(),
      );
      weeks[week] = { ...weeks[week]!, ...change };
      return { ...current, weeks };
    });

  const removeWeek = (week: number) => {
    if (apply(deleteWeek(draft, week))) {
      setPeriodization((current) => ({
        ...current,
        weeks: current.weeks.filter((_, index) => index !== week),
      }));
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = active.data.current as WorkoutRef | undefined;
    const to = over?.data.current as DayRef | undefined;
    if (!from || !to) return;
    apply(moveWorkout(draft, from, to));
  };

  const pickFromLibrary = async (item: LibraryItem) => {
    const at = pickerDay;
    setPickerDay(null);
    if (!at) return;
    try {
      const workout = await queryClient.fetchQuery(libraryWorkoutQuery(item.id));
      const { id, creator, creatorName, isSTDefault, ...rest } = workout;
      apply(
        addWorkout(
          draft,
          at,
          toPlanWorkout(
            {
              name: rest.name,
              type: rest.type,
              subtype: rest.subtype,
              method: rest.method,
              basedOn: rest.basedOn,
              steps: rest.steps,
              instructions: rest.instructions,
              isPool: rest.isPool,
              poolLength: rest.poolLength,
              poolLengthUnit: rest.poolLengthUnit,
              elevation: rest.elevation,
              gradient: rest.gradient,
            },
            account.zones,
            { id, ownerId: creator, ownerName: creatorName, isSTDefault },
          ),
        ),
      );
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  const submitWorkout = async (body: WorkoutBody) => {
    if (!target) return;
    const result =
      target.mode === "new"
        ? addWorkout(draft, target.at, toPlanWorkout(body, account.zones))
        : replaceWorkout(
            draft,
            target.at,
            toPlanWorkout(body, account.zones, {
              id: target.workout.id,
              ownerId: target.workout.ownerId,
              ownerName: target.workout.ownerName,
              isSTDefault: target.workout.isSTDefault,
            }),
          );
    apply(result);
    setTarget(null);
  };

  const save = async () => {
    const checked = checkPlanForSave(draft);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      const answer = await saver.mutateAsync({
        ...(initial && !asCopy ? { id: initial.id } : {}),
        title: checked.plan.title,
        notes: checked.plan.notes,
        structure: checked.plan.structure,
        periodization: {
          ...periodization,
          weeks: periodization.weeks.slice(0, checked.plan.structure.length),
        },
      });
      notifySuccess(answer.message);
      onSaved(answer.plan);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  const actions = {
    openMenuAdd: (at: DayRef, type: number) => setTarget({ mode: "new", type, at }),
    openLibrary: (at: DayRef) => setPickerDay(at),
    restDay: (at: DayRef) => apply(addRestDay(draft, at)),
    removeRest: (at: DayRef) => apply(removeRestDay(draft, at)),
    paste: (at: DayRef) => apply(pasteWorkout(draft, at, clipboard)),
    edit: (at: WorkoutRef) => {
      const workout = workoutAt(draft, at);
      if (workout) setTarget({ mode: "edit", at, workout });
    },
    copy: (at: WorkoutRef) => {
      const copied = copyWorkout(draft, at);
      if (copied) {
        setClipboard(copied);
        notifySuccess(`Copied "${copied.name}"`);
      }
    },
    remove: (at: WorkoutRef) => apply(deleteWorkout(draft, at)),
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Plan name"
          value={draft.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setDraft((current) => ({ ...current, title }));
          }}
          style={{ flex: "1 1 280px" }}
        />
        <Select
          label="Periodization"
          data={[...PERIODIZATION_TYPES]}
          value={periodization.type}
          allowDeselect={false}
          onChange={(value) =>
            value && setPeriodization((p) => ({ ...p, type: value as PlanPeriodization["type"] }))
          }
          w={150}
        />
        <Select
          label="Emphasis"
          data={[...PERIODIZATION_EMPHASES]}
          value={periodization.emphasis}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            setPeriodization((p) => ({ ...p, emphasis: value as PlanPeriodization["emphasis"] }))
          }
          w={120}
        />
        <Select
          label="Recovery cycle"
          data={RECOVERY_CYCLES.map((cycle) => ({
            value: cycle,
            label: cycle === "2-1" ? "Every 3 weeks (2-1)" : "Every 4 weeks (3-1)",
          }))}
          value={periodization.recovery}
          clearable
          placeholder="None"
          onChange={(value) =>
            setPeriodization((p) => ({
              ...p,
              recovery: value as PlanPeriodization["recovery"],
            }))
          }
          w={190}
        />
      </Group>
      <Textarea
        label="Notes"
        rows={3}
        value={draft.notes}
        onChange={(event) => {
          const notes = event.currentTarget.value;
          setDraft((current) => ({ ...current, notes }));
        }}
      />
      <Group gap="lg">
        <Text size="sm" aria-label="Plan summary">
          {`${counts.weeks} ${counts.weeks === 1 ? "week" : "weeks"} · ${counts.workoutsCount} ${
            counts.workoutsCount === 1 ? "workout" : "workouts"
          } · ${counts.days} training ${counts.days === 1 ? "day" : "days"}`}
        </Text>
      </Group>
      <StressChart stress={stress} weeks={draft.structure.map((_, index) => weekOptions(index))} />
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Stack gap="sm">
          {draft.structure.map((week, weekIndex) => {
            const options = weekOptions(weekIndex);
            const guidance = options.phase ? PHASE_GUIDANCE[options.phase] : undefined;
            return (
              <Paper
                // biome-ignore lint/suspicious/noArrayIndexKey: weeks are positional
                key={weekIndex}
                withBorder
                p="xs"
                role="group"
                aria-label={`Week ${weekIndex + 1}`}
              >
                <Group justify="space-between" mb={6} wrap="wrap">
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{`Week ${weekIndex + 1}`}</Text>
                    <Select
                      aria-label={`Phase, week ${weekIndex + 1}`}
                      placeholder="Phase"
                      data={[...PLAN_PHASES]}
                      value={options.phase}
                      clearable
                      size="xs"
                      w={110}
                      onChange={(value) =>
                        setWeekOptions(weekIndex, {
                          phase: value as PlanPeriodizationWeek["phase"],
                        })
                      }
                    />
                    {options.phase === "Custom" && (
                      <TextInput
                        aria-label={`Custom phase, week ${weekIndex + 1}`}
                        placeholder="Phase name"
                        size="xs"
                        w={120}
                        value={options.customPhase ?? ""}
                        onChange={(event) =>
                          setWeekOptions(weekIndex, {
                            customPhase: event.currentTarget.value || null,
                          })
                        }
                      />
                    )}
                    <Select
                      aria-label={`Emphasis, week ${weekIndex + 1}`}
                      placeholder="Emphasis"
                      data={[...PERIODIZATION_EMPHASES]}
                      value={options.emphasis}
                      clearable
                      size="xs"
                      w={100}
                      onChange={(value) =>
                        setWeekOptions(weekIndex, {
                          emphasis: value as PlanPeriodizationWeek["emphasis"],
                        })
                      }
                    />
                    <Button
                      size="compact-xs"
                      variant={options.isRecovery ? "filled" : "default"}
                      onClick={() => setWeekOptions(weekIndex, { isRecovery: !options.isRecovery })}
                      aria-pressed={options.isRecovery}
                    >
                      Recovery week
                    </Button>
                    {guidance && (
                      <Text size="xs" c="dimmed">
                        {guidance}
                      </Text>
                    )}
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete week ${weekIndex + 1}`}
                    onClick={() => removeWeek(weekIndex)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {/* No scroll container here: dnd-kit would auto-scroll it while dragging. */}
                <div className={classes.week}>
                  {week.map((day, dayIndex) => (
                    <DayBox
                      // biome-ignore lint/suspicious/noArrayIndexKey: days are positional
                      key={dayIndex}
                      day={day}
                      at={{ week: weekIndex, day: dayIndex }}
                      actions={actions}
                      canPaste={clipboard !== null}
                    />
                  ))}
                </div>
              </Paper>
            );
          })}
        </Stack>
      </DndContext>
      <Group justify="space-between">
        <Button variant="default" onClick={() => apply(addWeek(draft))}>
          Add week
        </Button>
        <Group>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button onClick={save} loading={saver.isPending}>
            Save plan
          </Button>
        </Group>
      </Group>
      {pickerDay && (
        <LibraryPicker
          title={`Add from library to ${dayLabel(pickerDay)}`}
          onClose={() => setPickerDay(null)}
          onPick={pickFromLibrary}
          renderItem={(item) => (
            <>
              <SportIcon type={item.type} />
              <Text size="sm">{item.name}</Text>
              {item.totalStress > 0 && (
                <Text size="xs" c="dimmed">
                  {item.totalStress} stress
                </Text>
              )}
            </>
          )}
        />
      )}
      <WorkoutBuilderModal
        opened={target !== null}
        title={target?.mode === "edit" ? "Edit workout" : "New workout"}
        onClose={() => setTarget(null)}
      >
        {target && (
          <WorkoutBuilder
            initial={target.mode === "edit" ? bodyOf(target.workout) : newDraft(target.type)}
            zones={account.zones}
            units={account.displayUnits}
            onSubmit={submitWorkout}
            onCancel={() => setTarget(null)}
          />
        )}
      </WorkoutBuilderModal>
    </Stack>
  );
}

interface DayActions {
  openMenuAdd: (at: DayRef, type: number) => void;
  openLibrary: (at: DayRef) => void;
  restDay: (at: DayRef) => void;
  removeRest: (at: DayRef) => void;
  paste: (at: DayRef) => void;
  edit: (at: WorkoutRef) => void;
  copy: (at: WorkoutRef) => void;
  remove: (at: WorkoutRef) => void;
}

function DayBox({
  day,
  at,
  actions,
  canPaste,
}: {
  day: PlanDay;
  at: DayRef;
  actions: DayActions;
  canPaste: boolean;
}) {
  const label = dayLabel(at);
  const { setNodeRef, isOver } = useDroppable({ id: `day-${at.week}-${at.day}`, data: at });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={4}
      role="group"
      aria-label={label}
      className={classes.day}
      style={{
        background: isOver
          ? "var(--mantine-color-indigo-0)"
          : day.isRestDay
            ? "var(--mantine-color-gray-1)"
            : undefined,
      }}
    >
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {DAY_NAMES[at.day].slice(0, 3)}
        </Text>
        <Group gap={0} wrap="nowrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={`Add to ${label}`}>
                <IconPlus size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.openLibrary(at)}>Add from library</Menu.Item>
              <Menu.Label>Build new workout</Menu.Label>
              {BUILD_SPORTS.map((sport) => (
                <Menu.Item key={sport.type} onClick={() => actions.openMenuAdd(at, sport.type)}>
                  {sport.label}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item onClick={() => actions.restDay(at)}>Rest day</Menu.Item>
              <Menu.Item onClick={() => actions.openMenuAdd(at, SportId.note)}>Note</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={`Menu of ${label}`}>
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={!canPaste} onClick={() => actions.paste(at)}>
                Paste
              </Menu.Item>
              {day.isRestDay && (
                <Menu.Item onClick={() => actions.removeRest(at)}>Remove rest day</Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {day.isRestDay && (
        <Group gap={4} mt={4}>
          <IconBed size={14} />
          <Text size="xs">Rest day</Text>
        </Group>
      )}
      <Stack gap={4} mt={4}>
        {day.workouts.map((workout, index) => (
          <WorkoutChip
            // biome-ignore lint/suspicious/noArrayIndexKey: workouts are positional in a day
            key={index}
            workout={workout}
            at={{ ...at, index }}
            actions={actions}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function WorkoutChip({
  workout,
  at,
  actions,
}: {
  workout: PlanWorkout;
  at: WorkoutRef;
  actions: DayActions;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `workout-${at.week}-${at.day}-${at.index}`,
    data: at,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px={4}
      py={2}
      shadow={isDragging ? "md" : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        position: "relative",
        background: "var(--mantine-color-body)",
      }}
      data-testid="plan-workout"
    >
      <Group gap={2} wrap="nowrap" justify="space-between">
        <Group
          gap={4}
          wrap="nowrap"
          style={{ cursor: "grab", touchAction: "none", minWidth: 0, flex: 1 }}
          {...listeners}
          {...attributes}
          aria-label={`Move ${workout.name}`}
        >
          <IconGripVertical size={12} />
          <SportIcon type={workout.type} size={14} />
          <Text size="xs" truncate title={workout.name}>
            {workout.name}
          </Text>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon size="xs" variant="subtle" aria-label={`Menu of ${workout.name}`}>
              <IconDots size={12} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.edit(at)}>Edit</Menu.Item>
            <Menu.Item onClick={() => actions.copy(at)}>Copy</Menu.Item>
            <Menu.Item color="red" onClick={() => actions.remove(at)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
