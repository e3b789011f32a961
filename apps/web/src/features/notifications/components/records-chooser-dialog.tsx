import type {
  NewRecordItem,
  NewRecordsNotificationData,
} from "@coach/shared/activities/activity.schemas";
import { type AthleteRecord, SPORT_OF_RECORD_KEY } from "@coach/shared/records/record.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { dateLabel, recordRange, recordValue } from "../../../lib/formats";
import { activitySportName } from "../../../lib/sport-labels";
import { useAcceptRecords } from "../api/notification-actions";
import type { NotificationFormats } from "./notification-messages";

export type RecordsChoice = { notificationId: number; data: NewRecordsNotificationData };

/** A new record read as the Races & records page reads a stored one. */
function recordText(record: NewRecordItem, date: string, units: DisplayUnits) {
  const sport = SPORT_OF_RECORD_KEY[record.key];
  const asRecord: AthleteRecord = { ...record, sport, date, activityId: null };
  return `${activitySportName(sport)} · ${recordRange(asRecord, units)} · ${recordValue(asRecord, units)}`;
}

function RecordsChooser({
  choice,
  formats,
  onClose,
}: {
  choice: RecordsChoice;
  formats: NotificationFormats;
  onClose: () => void;
}) {
  const { data, notificationId } = choice;
  const [chosen, setChosen] = useState<string[]>(() =>
    data.newRecords.map((record) => String(record.id)),
  );
  const accept = useAcceptRecords();
  // Deny keeps none of them: the same call with no records removes the notification.
  function send(ids: string[]) {
    accept.mutate(
      {
        activityType: data.activityType,
        date: data.date,
        records: data.newRecords.filter((record) => ids.includes(String(record.id))),
        notificationId,
      },
      { onSettled: onClose },
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        Your activity of {dateLabel(data.activityDate, formats.dateFormat)} set new records. Choose
        the ones to keep.
      </Text>
      <Checkbox.Group value={chosen} onChange={setChosen} label="New records">
        <Stack gap="xs" mt="xs">
          {data.newRecords.map((record) => (
            <Checkbox
              key={record.id}
              value={String(record.id)}
              label={recordText(record, data.activityDate, formats.units)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button variant="default" disabled={accept.isPending} onClick={() => send([])}>
          Deny
        </Button>
        <Button
          loading={accept.isPending}
          disabled={chosen.length === 0}
          onClick={() => send(chosen)}
        >
          Accept
        </Button>
      </Group>
    </Stack>
  );
}

/** The new-records chooser: Accept keeps the chosen records, Deny none; either removes it. */
export function RecordsChooserDialog({
  choice,
  formats,
  onClose,
}: {
  choice: RecordsChoice | null;
  formats: NotificationFormats;
  onClose: () => void;
}) {
  return (
    <Modal opened={choice !== null} onClose={onClose} title="New records" centered>
      {choice && (
        <RecordsChooser
          key={choice.notificationId}
          choice={choice}
          formats={formats}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
