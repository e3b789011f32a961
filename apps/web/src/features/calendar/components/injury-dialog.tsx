import {
  type CalendarUnavailabilityBody,
  UNAVAILABILITY_KIND_REASONS,
} from "@coach/shared/calendar/calendar.schemas";
import { Input, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useFormats } from "../../../lib/formats";
import { Actions } from "./calendar-dialogs";

type InjuryKind = keyof typeof UNAVAILABILITY_KIND_REASONS;

const KIND_OPTIONS = (Object.keys(UNAVAILABILITY_KIND_REASONS) as InjuryKind[]).map((kind) => ({
  value: kind,
  label: UNAVAILABILITY_KIND_REASONS[kind],
}));

/** The athlete's injury or illness on a day, with a note for their coaches. */
export function InjuryDialog({
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
  const formats = useFormats();
  const [kind, setKind] = useState<InjuryKind>("injury");
  const [note, setNote] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = UNAVAILABILITY_KIND_REASONS[kind];
    onSubmit({ startDate: date, endDate: date, kind, reason, note: note.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={`Injury or illness on ${formats.date(date)}`}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Input.Wrapper label="What happened">
            <SegmentedControl
              fullWidth
              aria-label="Injury or illness"
              data={KIND_OPTIONS}
              value={kind}
              onChange={(value) => setKind(value as InjuryKind)}
            />
          </Input.Wrapper>
          <Textarea
            label="Note"
            placeholder="Where it hurts, how you feel..."
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            Your coaches are told.
          </Text>
        </Stack>
        <Actions onClose={onClose} label="Save" isPending={isPending} />
      </form>
    </Modal>
  );
}
