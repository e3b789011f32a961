import {
  MACROCYCLE_NOTE_MAX,
  MACROCYCLE_PHASES,
  MACROCYCLE_TARGET_MAX,
  type MacrocyclePhase,
  MacrocycleResponseSchema,
  type MacrocycleWeek,
} from "@coach/shared/macrocycle/macrocycle.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import {
  Alert,
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { EditConflictBanner } from "../../../components/edit-conflict/edit-conflict-banner";
import { PanelBoundary } from "../../../components/panel-boundary";
import { type EditConflict, editConflictOf } from "../../../lib/edit-conflict";
import { localToday, useFormats } from "../../../lib/formats";
import { macrocycleKey, useMacrocycle, useSaveMacrocycle } from "../api/macrocycle-api";
import {
  aroundTodayMonday,
  draftOf,
  isSameDraft,
  PHASE_COLORS,
  SEASON_PAGE_WEEKS,
  seasonRange,
  type WeekDraft,
  weekLabel,
} from "../lib/season";
import { SeasonChart } from "./season-chart";

export type MacrocyclePageProps = { athleteId: number; athleteName: string };

const PHASE_OPTIONS = MACROCYCLE_PHASES.map((phase) => ({ value: phase, label: phase }));

/**
 * The coach's season plan of an athlete: half a year of weeks around today (8 back, this week
 * and 17 ahead; earlier and later halves by the arrows), each with a phase and a weekly target
 * stress, drawn against the stress planned in the calendar and the stress of completed
 * activities.
 */
export function MacrocyclePage({ athleteId, athleteName }: MacrocyclePageProps) {
  const f = useFormats();
  const currentMonday = useMemo(() => aroundTodayMonday(localToday()), []);
  const [firstMonday, setFirstMonday] = useState(currentMonday);
  const range = useMemo(() => seasonRange(firstMonday), [firstMonday]);
  const season = useMacrocycle(athleteId, range);
  const save = useSaveMacrocycle(athleteId);
  const [edits, setEdits] = useState<Record<string, WeekDraft>>({});
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const queryClient = useQueryClient();
  const weeks = season.data?.weeks ?? [];
  const draftFor = (week: MacrocycleWeek) => edits[week.weekStart] ?? draftOf(week);
  const changed = weeks.filter((week) => !isSameDraft(draftFor(week), draftOf(week)));
  const edit = (week: MacrocycleWeek, fields: Partial<WeekDraft>) =>
    setEdits((current) => ({ ...current, [week.weekStart]: { ...draftFor(week), ...fields } }));
  const move = (weeksBy: number) => setFirstMonday((monday) => addDays(monday, weeksBy * 7));

  /** Saves the changed weeks; Overwrite passes the versions of the weeks as saved meanwhile. */
  const onSave = (currentVersions?: Map<string, number>) => {
    const body = changed.map((week) => {
      const draft = draftFor(week);
      return {
        weekStart: week.weekStart,
        phase: draft.phase,
        targetStress: draft.targetStress ?? 0,
        note: draft.note,
        version: currentVersions ? (currentVersions.get(week.weekStart) ?? 0) : draft.version,
      };
    });
    save.mutate(
      { weeks: body },
      {
        onSuccess: () => {
          setConflict(null);
          setEdits((current) => {
            const rest = { ...current };
            for (const week of body) delete rest[week.weekStart];
            return rest;
          });
        },
        onError: (error) => setConflict(editConflictOf(error)),
      },
    );
  };

  /** Drops the edits and shows the season as saved meanwhile. */
  const reload = () => {
    setEdits({});
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: macrocycleKey(athleteId) });
  };

  const overwrite = (stale: EditConflict) => {
    const parsed = MacrocycleResponseSchema.safeParse(stale.current);
    const weeksNow = parsed.success ? parsed.data.weeks : [];
    onSave(new Map(weeksNow.map((week) => [week.weekStart, week.version])));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>Macrocycle · {athleteName}</Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => move(-SEASON_PAGE_WEEKS)}>
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setFirstMonday(currentMonday)}
            disabled={firstMonday === currentMonday}
          >
            This week
          </Button>
          <Button variant="default" size="xs" onClick={() => move(SEASON_PAGE_WEEKS)}>
            Next
          </Button>
        </Group>
      </Group>
      {season.isError && !season.data ? (
        <Alert color="red" title="The season could not be loaded">
          Try again in a moment.
        </Alert>
      ) : !season.data ? (
        <Center h={200}>
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <>
          <Paper withBorder p="xs">
            <Text size="xs" c="dimmed" mb={4}>
              Weekly stress from {f.date(range.startDate)} to {f.date(range.endDate)}: target bars
              in the phase's colour, planned and completed lines.
            </Text>
            <PanelBoundary title="The season chart could not be shown">
              <SeasonChart weeks={weeks} />
            </PanelBoundary>
          </Paper>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Season weeks" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Week</Table.Th>
                  <Table.Th>Phase</Table.Th>
                  <Table.Th>Target stress</Table.Th>
                  <Table.Th>Note</Table.Th>
                  <Table.Th>Planned</Table.Th>
                  <Table.Th>Completed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {weeks.map((week) => {
                  const draft = draftFor(week);
                  // Each field is named by its week as the viewer writes dates.
                  const monday = f.date(week.weekStart);
                  return (
                    <Table.Tr key={week.weekStart}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch
                            size={10}
                            color={draft.phase ? PHASE_COLORS[draft.phase] : "transparent"}
                            withShadow={false}
                          />
                          {weekLabel(week.weekStart, f.dateFormat)}
                        </Group>
                      </Table.Td>
                      <Table.Td miw={130}>
                        <Select
                          size="xs"
                          aria-label={`Phase of week ${monday}`}
                          placeholder="No phase"
                          data={PHASE_OPTIONS}
                          value={draft.phase}
                          clearable
                          clearButtonProps={{
                            "aria-label": `Clear phase of week ${monday}`,
                          }}
                          onChange={(phase) =>
                            edit(week, { phase: (phase as MacrocyclePhase | null) ?? null })
                          }
                          comboboxProps={{ withinPortal: true }}
                        />
                      </Table.Td>
                      <Table.Td miw={110}>
                        <NumberInput
                          size="xs"
                          aria-label={`Target stress of week ${monday}`}
                          min={0}
                          max={MACROCYCLE_TARGET_MAX}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="strict"
                          disabled={draft.phase === null}
                          value={draft.targetStress ?? ""}
                          onChange={(value) =>
                            edit(week, { targetStress: typeof value === "number" ? value : null })
                          }
                        />
                      </Table.Td>
                      <Table.Td miw={160}>
                        <TextInput
                          size="xs"
                          aria-label={`Note of week ${monday}`}
                          maxLength={MACROCYCLE_NOTE_MAX}
                          disabled={draft.phase === null}
                          value={draft.note}
                          onChange={(event) => edit(week, { note: event.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>{Math.round(week.plannedStress)}</Table.Td>
                      <Table.Td>{Math.round(week.completedStress)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="xs">
            <Text size="sm" c="dimmed">
              {changed.length === 0
                ? "No changes"
                : `${changed.length} week${changed.length === 1 ? "" : "s"} changed`}
            </Text>
            <Button
              onClick={() => onSave()}
              disabled={changed.length === 0 || conflict !== null}
              loading={save.isPending && conflict === null}
            >
              Save
            </Button>
          </Group>
          {conflict && (
            <EditConflictBanner
              conflict={conflict}
              onReload={reload}
              onOverwrite={() => overwrite(conflict)}
              isOverwriting={save.isPending}
            />
          )}
        </>
      )}
    </Stack>
  );
}
