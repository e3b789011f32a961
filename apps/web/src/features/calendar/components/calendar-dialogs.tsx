import {
  CALENDAR_SHIFT_MAX_DAYS,
  type CalendarRaceBody,
  type CalendarUnavailabilityBody,
  RACE_PRIORITIES,
  type RacePriority,
} from "@coach/shared/calendar/calendar.schemas";
import {
  type DisplayUnits,
  metresFromLongDistance,
  unitLabels,
} from "@coach/shared/units/unit-conversions";
import {
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { DateField } from "../../../components/date-field";
import { useFormats } from "../../../lib/formats";

/** Cancel and the dialog's submit button, at the foot of its form. */
export function Actions({
  onClose,
  label,
  isPending,
}: {
  onClose: () => void;
  label: string;
  isPending: boolean;
}) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" loading={isPending}>
        {label}
      </Button>
    </Group>
  );
}

/** A race on a day: name, distance in the viewer's units, A/B/C priority. */
export function RaceDialog({
  date,
  units,
  isPending,
  onClose,
  onSubmit,
}: {
  date: string;
  units: DisplayUnits;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (body: CalendarRaceBody) => void;
}) {
  const formats = useFormats();
  const [name, setName] = useState("");
  const [distance, setDistance] = useState<number | string>("");
  const [priority, setPriority] = useState<RacePriority>("A");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("Name the race.");
    const value = typeof distance === "number" && distance > 0 ? distance : null;
    onSubmit({
      date,
      name: name.trim(),
      distance: value === null ? null : metresFromLongDistance(value, units),
      priority,
      notes,
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Race on ${formats.date(date)}`}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <NumberInput
            label={`Distance (${unitLabels(units).distance})`}
            value={distance}
            onChange={setDistance}
            min={0}
            decimalScale={3}
          />
          <Input.Wrapper label="Priority">
            <SegmentedControl
              fullWidth
              aria-label="Priority"
              data={RACE_PRIORITIES.map((value) => ({ value, label: value }))}
              value={priority}
              onChange={(value) => setPriority(value as RacePriority)}
            />
          </Input.Wrapper>
          <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </Stack>
        <Actions onClose={onClose} label="Add race" isPending={isPending} />
      </form>
    </Modal>
  );
}

/** Days the athlete cannot train, from a day on. */
export function UnavailableDialog({
  date,
  isPending,
  onClose,
  onSubmit,
}: {
  date: string;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (body: CalendarUnavailabilityBody) => void;
}) {
  const [startDate, setStartDate] = useState(date);
  const [endDate, setEndDate] = useState(date);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError("Give a reason.");
    onSubmit({ startDate, endDate, kind: "unavailable", reason: reason.trim(), note });
  };
  return (
    <Modal opened onClose={onClose} title="Unavailable days">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group grow>
            <DateField label="From" value={startDate} onChange={setStartDate} />
            <DateField label="To" value={endDate} minDate={startDate} onChange={setEndDate} />
          </Group>
          <TextInput
            label="Reason"
            placeholder="Travel, illness, work..."
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
          <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        </Stack>
        <Actions onClose={onClose} label="Save" isPending={isPending} />
      </form>
    </Modal>
  );
}

/** A number of days, either way: 'Shift from this day' and moving selected workouts. */
export function DaysDialog({
  title,
  description,
  submitLabel,
  isPending,
  onClose,
  onSubmit,
}: {
  title: string;
  description: string;
  submitLabel: string;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (days: number) => void;
}) {
  const [days, setDays] = useState<number | string>(1);
  const value = typeof days === "number" ? days : Number.NaN;
  const isValid =
    Number.isInteger(value) && value !== 0 && Math.abs(value) <= CALENDAR_SHIFT_MAX_DAYS;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid) onSubmit(value);
        }}
      >
        <NumberInput
          label="Days"
          description={description}
          value={days}
          onChange={setDays}
          allowDecimal={false}
          min={-CALENDAR_SHIFT_MAX_DAYS}
          max={CALENDAR_SHIFT_MAX_DAYS}
          error={isValid ? undefined : "Shift by at least one day."}
          data-autofocus
        />
        <Actions onClose={onClose} label={submitLabel} isPending={isPending} />
      </form>
    </Modal>
  );
}
