import type { CalendarGridWorkout } from "@coach/shared/calendar/calendar.schemas";
import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { REST_DAY_BODY } from "@coach/shared/workouts/workout-defaults";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { Alert, Center, Loader, Paper, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useSearchParams } from "react-router";
import type { LibraryAccess } from "../../../components/library-access";
import beside from "../../../components/library-beside.module.css";
import { libraryItemOf } from "../../../components/library-drag";
import { MountWhenOpened } from "../../../components/mount-when-opened";
import { WorkoutBuilderModal } from "../../../components/workout-builder/workout-builder-modal";
import { useFormats } from "../../../lib/formats";
import { notifySuccess } from "../../../lib/notify";
import { useBatchCalendarWorkouts } from "../api/batch-calendar-workouts";
import { useCreateRace, useDeleteRace } from "../api/calendar-races";
import { useCreateUnavailability, useDeleteUnavailability } from "../api/calendar-unavailability";
import { useCopyCalendarWorkout } from "../api/copy-calendar-workout";
import { useCreateCalendarWorkout } from "../api/create-calendar-workout";
import { calendarRangeQuery, useCalendarRange } from "../api/get-calendar-range";
import { useMoveCalendarWorkout } from "../api/move-calendar-workout";
import { useShiftCalendar } from "../api/shift-calendar";
import { afterPaint } from "./after-paint";
import classes from "./calendar.module.css";
import { type CalendarActions, CalendarActionsContext } from "./calendar-actions";
import { type DayEvents, indexByDay, reuseUnchangedDays } from "./calendar-days";
import type { DialogState } from "./calendar-dialog-host";
import { CalendarIconSprite } from "./calendar-format";
import { CalendarGrid } from "./calendar-grid";
import { DraggableLibraryItem, LibraryChipContent } from "./calendar-library";
import { CalendarToolbar } from "./calendar-toolbar";
import {
  type CalendarView,
  monthRange,
  rangeOf,
  shiftMonth,
  viewFromParams,
  visibleWeeks,
} from "./calendar-view";
import type { CalendarBuilderTarget } from "./calendar-workout-builder";
import {
  dayMoveAnnouncements,
  dayMoveInstructions,
  dayMoveKeys,
  focusChipWhenDrawn,
} from "./keyboard-moves";
import { SelectionBar } from "./selection-bar";
import { WorkoutChip } from "./workout-chip";

const CalendarWorkoutBuilder = lazy(() => import("./calendar-workout-builder"));
const CalendarDialogs = lazy(() =>
  import("./calendar-dialog-host").then((module) => ({ default: module.CalendarDialogs })),
);

export interface CalendarViewer {
  fullName: string;
  units: DisplayUnits;
  isCoach: boolean;
  /** The viewer's own today, until the server says the athlete's. */
  today: string;
}

// A small move starts a drag; a press stays a click. Touch waits, so that phones still scroll.
// Space picks a workout up for the arrow keys (keyboard-moves.ts). The options are constants:
// dnd-kit remakes its context, and so redraws every day cell, whenever a sensor's options change.
const POINTER_DRAG = { activationConstraint: { distance: 6 } };
const TOUCH_DRAG = { activationConstraint: { delay: 250, tolerance: 8 } };

/** A rest day on a date, as the calendar stores it. */
const restDayBody = (date: string) => ({ ...REST_DAY_BODY, date });

/** The athlete calendar: month or week, every change saved. */
export function CalendarPage({
  athleteId,
  athleteName,
  isOwn,
  viewer,
  zones,
  library,
  aboveGrid,
  isGridHeld = false,
}: {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  viewer: CalendarViewer;
  /** The athlete's zones, for the workout builder; null until they are known. */
  zones: AccountZones | null;
  library: LibraryAccess;
  /** Drawn between the toolbar and the grid (the athlete's quick start, the upload). */
  aboveGrid?: ReactNode;
  /** True while `aboveGrid` waits for an answer that decides its height: the grid stays hidden. */
  isGridHeld?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { dateFormat } = useFormats();
  const announcements = useMemo(() => dayMoveAnnouncements(dateFormat), [dateFormat]);
  const { view, month, weekStart } = viewFromParams(params, viewer.today);
  const weeks = useMemo(() => visibleWeeks(view, month, weekStart), [view, month, weekStart]);
  const range = rangeOf(weeks);
  const calendar = useCalendarRange(athleteId, range.start, range.end);
  const today = calendar.data?.today ?? viewer.today;
  // Every answer the grid shows, the first one included, is drawn at a deferred priority. A
  // query's answer renders synchronously (TanStack Query reads its cache through
  // useSyncExternalStore), so a busy month's chips blocked the page in long tasks (two or three
  // of 56-83 ms at a phone's 4x CPU); deferred, React draws them in slices it can interrupt,
  // while the previous month stays (or, before the first answer, the grid stays hidden: see
  // `isGridShown`). Days, answer and view change together, so the grid never shows one month's
  // days with another month's events.
  const current = useMemo(
    () => ({ weeks, month, view, data: calendar.data }),
    [weeks, month, view, calendar.data],
  );
  const shown = useDeferredValue(current);
  // The grid is laid out from the first paint (the page has its height) but shown only with its
  // first answer drawn, and once what the page puts above it is known: nothing visible moves.
  const isGridShown = shown.data !== undefined && !isGridHeld;
  const lastIndex = useRef<ReadonlyMap<string, DayEvents>>(new Map());
  const index = useMemo(() => {
    const next = reuseUnchangedDays(lastIndex.current, indexByDay(shown.data));
    lastIndex.current = next;
    return next;
  }, [shown.data]);

  const [isSelecting, setIsSelecting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [clipboard, setClipboard] = useState<CalendarGridWorkout | null>(null);
  const [builder, setBuilder] = useState<CalendarBuilderTarget | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dragged, setDragged] = useState<CalendarGridWorkout | null>(null);
  const [draggedItem, setDraggedItem] = useState<LibraryItem | null>(null);
  const [isLibraryOpen, setIsLibraryOpen] = useState(false);

  const mover = useMoveCalendarWorkout(athleteId);
  const creator = useCreateCalendarWorkout(athleteId);
  const copier = useCopyCalendarWorkout(athleteId);
  const batch = useBatchCalendarWorkouts(athleteId);
  const shifter = useShiftCalendar(athleteId);
  const raceCreator = useCreateRace(athleteId);
  const raceDeleter = useDeleteRace(athleteId);
  const unavailableCreator = useCreateUnavailability(athleteId);
  const unavailableDeleter = useDeleteUnavailability(athleteId);

  // The first paint waits for the visible range alone; once it is drawn, the neighbouring
  // months load in the background, so that paging still feels instant.
  const isRangeShown =
    calendar.isSuccess && !calendar.isPlaceholderData && shown.data === calendar.data;
  useEffect(() => {
    if (view !== "month" || !isRangeShown) return;
    return afterPaint(() => {
      for (const by of [-1, 1]) {
        const next = monthRange(shiftMonth(month, by));
        void queryClient.prefetchQuery(calendarRangeQuery(athleteId, next.start, next.end));
      }
    });
  }, [queryClient, athleteId, month, view, isRangeShown]);

  // ?eventType=workout&id=..&eventDate=.. opens that workout once its month has loaded.
  const openedEvent = useRef<string | null>(null);
  useEffect(() => {
    const id = Number(params.get("id"));
    const key = `${params.get("eventType")}:${id}`;
    if (params.get("eventType") !== "workout" || !calendar.data || openedEvent.current === key) {
      return;
    }
    const workout = calendar.data.workouts.find((candidate) => candidate.id === id);
    if (workout) {
      openedEvent.current = key;
      setBuilder({ mode: "edit", workout });
    }
  }, [params, calendar.data]);

  const setQuery = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const key of ["eventType", "id", "eventDate"]) next.delete(key);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      setParams(next);
    },
    [params, setParams],
  );

  // One stable actions object for all cells; it reads the latest state through a ref.
  const latest = useRef({ clipboard, creator, copier, raceDeleter, unavailableDeleter });
  latest.current = { clipboard, creator, copier, raceDeleter, unavailableDeleter };
  const actions = useMemo<CalendarActions>(
    () => ({
      openWorkout: (workout) => setBuilder({ mode: "edit", workout }),
      toggleSelected: (workoutId) =>
        setSelectedIds((current) => {
          const next = new Set(current);
          if (!next.delete(workoutId)) next.add(workoutId);
          return next;
        }),
      addFromLibrary: (date) => setDialog({ kind: "library", date }),
      addNew: (date, type) => setBuilder({ mode: "new", type, date }),
      addRestDay: (date) =>
        latest.current.creator.mutate(restDayBody(date), {
          onSuccess: () => notifySuccess("Rest day added"),
        }),
      addRace: (date) => setDialog({ kind: "race", date }),
      addUnavailable: (date) => setDialog({ kind: "unavailable", date }),
      reportInjury: (date) => setDialog({ kind: "injury", date }),
      paste: (date) => {
        const copied = latest.current.clipboard;
        if (!copied) return;
        latest.current.copier.mutate(
          { workoutId: copied.id, date },
          { onSuccess: (copy) => notifySuccess(`Pasted "${copy.name}"`) },
        );
      },
      hasClipboard: () => latest.current.clipboard !== null,
      shiftFrom: (date) => setDialog({ kind: "shift", date }),
      deleteRace: (race) => latest.current.raceDeleter.mutate(race.id),
      deleteUnavailability: (period) => latest.current.unavailableDeleter.mutate(period.id),
    }),
    [],
  );
  const context = useMemo(
    () => ({ ...actions, canEdit: true, canUseLibrary: viewer.isCoach, canReportInjury: isOwn }),
    [actions, viewer.isCoach, isOwn],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_DRAG),
    useSensor(TouchSensor, TOUCH_DRAG),
    useSensor(KeyboardSensor, dayMoveKeys),
  );
  const onDragStart = (event: DragStartEvent) => {
    setDragged((event.active.data.current?.workout as CalendarGridWorkout | undefined) ?? null);
    setDraggedItem(libraryItemOf(event.active.data.current) ?? null);
  };
  const onDragCancel = () => {
    setDragged(null);
    setDraggedItem(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    onDragCancel();
    const item = libraryItemOf(event.active.data.current);
    if (item) {
      if (event.over) addFromLibrary(item, String(event.over.id));
      return;
    }
    const workout = event.active.data.current?.workout as CalendarGridWorkout | undefined;
    const date = event.over ? String(event.over.id) : null;
    if (!workout || !date || date === workout.date) return;
    mover.mutate({ workoutId: workout.id, date });
    // Moved by keyboard, the chip is drawn anew on its new day: the focus follows it there.
    if (event.activatorEvent instanceof KeyboardEvent) focusChipWhenDrawn(workout.id);
  };

  // The library is a coach's; an athlete planning their own days uses the + menu.
  const isLibraryShown = isLibraryOpen && viewer.isCoach;
  const addFromLibrary = (item: LibraryItem, date: string) =>
    creator.mutate(
      { libraryWorkoutId: item.id, date },
      { onSuccess: (created) => notifySuccess(`Added "${created.name}"`) },
    );

  const endSelection = useCallback(() => {
    setIsSelecting(false);
    setSelectedIds(new Set());
  }, []);
  // The toolbar's callbacks change only with what they read (the toolbar is memoised).
  const navigate = useCallback(
    (by: number | "today") => {
      if (by === "today") {
        setQuery({ month: today.slice(0, 7), week: view === "week" ? today : null });
      } else if (view === "month") {
        setQuery({ month: shiftMonth(month, by) });
      } else {
        const week = addDays(weekStart, 7 * by);
        setQuery({ week, month: week.slice(0, 7) });
      }
    },
    [setQuery, today, view, month, weekStart],
  );
  const changeView = useCallback(
    (next: CalendarView) =>
      setQuery({ view: next === "week" ? "week" : null, week: next === "week" ? weekStart : null }),
    [setQuery, weekStart],
  );
  const toggleSelecting = useCallback(
    () => (isSelecting ? endSelection() : setIsSelecting(true)),
    [isSelecting, endSelection],
  );
  const toggleLibrary = useCallback(() => setIsLibraryOpen((isOpen) => !isOpen), []);

  return (
    <CalendarActionsContext.Provider value={context}>
      <CalendarIconSprite />
      {/* The full width up to 1400 px whatever the days hold: centred by its margins alone, it
          took the width of its content, which changed when the events arrived. */}
      <Stack w="100%" maw={1400} mx="auto" gap="sm">
        <CalendarToolbar
          athleteId={athleteId}
          athleteName={athleteName}
          isOwn={isOwn}
          view={view}
          month={month}
          weekStart={weekStart}
          today={today}
          isSelecting={isSelecting}
          rangeStart={range.start}
          rangeEnd={range.end}
          onNavigate={navigate}
          onViewChange={changeView}
          onToggleSelecting={toggleSelecting}
          isLibraryOpen={isLibraryShown}
          onToggleLibrary={viewer.isCoach ? toggleLibrary : undefined}
        />
        {aboveGrid && (
          <div className={classes.belowToolbar} data-held={isGridHeld || undefined}>
            {aboveGrid}
          </div>
        )}
        {calendar.isError && !calendar.data ? (
          <Alert color="red" title="The calendar could not be loaded">
            {calendar.error.message}
          </Alert>
        ) : (
          <DndContext
            sensors={sensors}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={onDragCancel}
            accessibility={{
              announcements,
              screenReaderInstructions: dayMoveInstructions,
            }}
          >
            <div className={beside.withLibrary} data-library-open={isLibraryShown || undefined}>
              <Paper
                radius="md"
                aria-busy={!isGridShown}
                data-calendar-grid
                data-held={!isGridShown || undefined}
                className={classes.belowToolbar}
                miw={0}
              >
                <CalendarGrid
                  weeks={shown.weeks}
                  month={shown.month}
                  view={shown.view}
                  index={index}
                  today={shown.data?.today ?? viewer.today}
                  units={viewer.units}
                  dateFormat={dateFormat}
                  isSelecting={isSelecting}
                  selectedIds={selectedIds}
                />
              </Paper>
              {isLibraryShown && (
                <div className={beside.libraryPanel}>
                  <library.Panel
                    onClose={() => setIsLibraryOpen(false)}
                    renderItem={(item) => <DraggableLibraryItem item={item} units={viewer.units} />}
                  />
                </div>
              )}
            </div>
            <DragOverlay dropAnimation={null}>
              {dragged && (
                <div className={classes.dragOverlay}>
                  <WorkoutChip
                    workout={dragged}
                    units={viewer.units}
                    isSelecting={false}
                    isSelected={false}
                  />
                </div>
              )}
              {draggedItem && (
                <div className={`${classes.dragOverlay} ${classes.chip}`}>
                  <LibraryChipContent item={draggedItem} units={viewer.units} />
                </div>
              )}
            </DragOverlay>
          </DndContext>
        )}
        {isSelecting && (
          <SelectionBar
            count={selectedIds.size}
            isPending={batch.isPending}
            onMove={() => setDialog({ kind: "batch-move" })}
            onDelete={() =>
              batch.mutate(
                { ids: [...selectedIds], action: "delete" },
                { onSuccess: ({ ids }) => notifySuccess(`Deleted ${ids.length} workouts`) },
              )
            }
            onDone={endSelection}
          />
        )}
      </Stack>
      <MountWhenOpened isOpen={dialog !== null}>
        <CalendarDialogs
          dialog={dialog}
          units={viewer.units}
          Picker={library.Picker}
          onClose={() => setDialog(null)}
          onPickLibrary={addFromLibrary}
          onRace={(body) => raceCreator.mutateAsync(body)}
          onUnavailable={(body) => unavailableCreator.mutateAsync(body)}
          onShift={(fromDate, days) =>
            shifter.mutateAsync({ fromDate, days }).then(({ moved }) => {
              notifySuccess(`Moved ${moved} workouts`);
            })
          }
          onBatchMove={(days) =>
            batch.mutateAsync({ ids: [...selectedIds], action: "move", days }).then(({ ids }) => {
              notifySuccess(`Moved ${ids.length} workouts`);
              endSelection();
            })
          }
        />
      </MountWhenOpened>
      {/* Mounted when first opened: a closed modal still mounts its portal with the page. */}
      <MountWhenOpened isOpen={builder !== null}>
        <WorkoutBuilderModal
          opened={builder !== null}
          title={builder?.mode === "edit" ? builder.workout.name || "Workout" : "New workout"}
          onClose={() => setBuilder(null)}
        >
          {builder && (
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Loading builder" />
                </Center>
              }
            >
              <CalendarWorkoutBuilder
                key={builder.mode === "edit" ? builder.workout.id : `new-${builder.date}`}
                target={builder}
                athleteId={athleteId}
                zones={zones}
                units={viewer.units}
                author={viewer.fullName}
                onCopy={(workout) => {
                  setClipboard(workout);
                  notifySuccess(`Copied "${workout.name}": paste it from a day's + menu`);
                }}
                onClose={() => setBuilder(null)}
              />
            </Suspense>
          )}
        </WorkoutBuilderModal>
      </MountWhenOpened>
    </CalendarActionsContext.Provider>
  );
}
