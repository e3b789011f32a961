import type { Plan } from "@coach/shared/plans/plan.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field";
import { useCoachAthletes } from "../../../lib/coach-athletes";
import { localToday } from "../../../lib/formats";
import { notifySuccess } from "../../../lib/notify";
import { useApplyPlan } from "../api/plans-api";

export const ASSIGN_NOTE =
  "The workouts are copied to the athletes' calendars, where they can still be moved afterwards.";

/** Assign plan: step 1 choose athletes, step 2 a date per athlete, then Assign. */
export function AssignPlan({ plan, onDone }: { plan: Plan; onDone: () => void }) {
  const navigate = useNavigate();
  const athletes = useCoachAthletes();
  const applier = useApplyPlan();
  const [step, setStep] = useState<1 | 2>(1);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const [dates, setDates] = useState<Record<number, string>>({});
  const [byEnd, setByEnd] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const list = athletes.data?.athletes ?? [];
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return list.filter((athlete) => athlete.fullName.toLowerCase().includes(needle));
  }, [list, search]);
  const chosen = list.filter((athlete) => selected.includes(athlete.id));
  const today = localToday();

  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );

  const assign = async () => {
    setError(null);
    const athleteIds = chosen.map((athlete) => athlete.id);
    const datesOf = Object.fromEntries(athleteIds.map((id) => [String(id), dates[id] || today]));
    try {
      const answer = await applier.mutateAsync({
        planId: plan.id,
        athletes: athleteIds,
        startDates: byEnd ? {} : datesOf,
        endDates: byEnd ? datesOf : {},
      });
      if (athleteIds.length === 1) {
        const start =
          answer.assignments[0]?.s ??
          (byEnd
            ? addDays(datesOf[String(athleteIds[0])]!, 1 - plan.weeks * 7)
            : datesOf[String(athleteIds[0])]!);
        navigate(`/athlete/${athleteIds[0]}/calendar?month=${start.slice(0, 7)}`);
        return;
      }
      notifySuccess("Plan successfully applied");
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  if (athletes.isPending) return <Loader aria-label="Loading athletes" mx="auto" />;
  if (athletes.isError) return <Alert color="red">{athletes.error.message}</Alert>;

  if (step === 1) {
    return (
      <Stack gap="sm">
        <Text fw={600}>Step 1: choose the athletes</Text>
        <TextInput
          label="Search athletes"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Stack gap={6} aria-label="Athletes">
          {shown.map((athlete) => (
            <Checkbox
              key={athlete.id}
              label={athlete.fullName}
              checked={selected.includes(athlete.id)}
              onChange={() => toggle(athlete.id)}
            />
          ))}
          {shown.length === 0 && (
            <Text c="dimmed" size="sm">
              No athlete matches.
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              if (selected.length > 0) setStep(2);
            }}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text fw={600}>Step 2: when</Text>
      <Switch
        label="End on a date (for example a race day) instead of starting on one"
        checked={byEnd}
        onChange={(event) => setByEnd(event.currentTarget.checked)}
      />
      {chosen.map((athlete) => (
        <Group key={athlete.id} align="flex-end">
          <Text w={200}>{athlete.fullName}</Text>
          <DateField
            label={`${byEnd ? "End date" : "Start date"} for ${athlete.fullName}`}
            value={dates[athlete.id] ?? today}
            onChange={(value) => setDates((current) => ({ ...current, [athlete.id]: value }))}
          />
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        {ASSIGN_NOTE}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setStep(1)}>
          Previous
        </Button>
        <Button onClick={assign} loading={applier.isPending}>
          Assign
        </Button>
      </Group>
    </Stack>
  );
}
