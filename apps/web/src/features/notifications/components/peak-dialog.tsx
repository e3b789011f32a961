import {
  PEAK_STALE_MESSAGE,
  type PeakNotificationData,
} from "@coach/shared/activities/activity.schemas";
import { displayPaceSeconds, type PaceSport, paceLabel } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { dateLabel } from "../../../lib/formats";
import { type PeakOutcome, usePeakAction } from "../api/notification-actions";
import type { NotificationFormats } from "./notification-messages";

export type PeakChoice = { notificationId: number; data: PeakNotificationData };

const METHOD_NAMES: Record<PeakNotificationData["method"], string> = {
  power: "Functional threshold power",
  heartRate: "Threshold heart rate",
  pace: "Threshold pace",
  tpace: "Swim threshold pace",
};

/** A threshold in the viewer's units: W, bpm, or a pace per km, mile, 100 m or 100 yd. */
export function thresholdText(
  method: PeakNotificationData["method"],
  value: number,
  units: DisplayUnits,
) {
  if (method === "power") return `${Math.round(value)} W`;
  if (method === "heartRate") return `${Math.round(value)} bpm`;
  const sport: PaceSport = method === "tpace" ? "swim" : "run";
  return `${formatTimeText(displayPaceSeconds(value, sport, units))} ${paceLabel(sport, units)}`;
}

function PeakChooser({
  choice,
  formats,
  onClose,
}: {
  choice: PeakChoice;
  formats: NotificationFormats;
  onClose: () => void;
}) {
  const { data, notificationId } = choice;
  const action = usePeakAction();
  const [outcome, setOutcome] = useState<PeakOutcome | null>(null);
  function send(kind: "accept" | "dismiss") {
    action.mutate(
      { id: notificationId, action: kind, meta: data },
      {
        onSuccess: (result) => {
          if (result === "done") onClose();
          else setOutcome(result);
        },
      },
    );
  }
  if (outcome === "stale") {
    return (
      <Stack gap="md">
        <Alert color="orange" role="alert">
          {PEAK_STALE_MESSAGE}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }
  const units = formats.units;
  return (
    <Stack gap="md">
      <Text size="sm">
        Your activity of {dateLabel(data.activityDate, formats.dateFormat)} points to a new{" "}
        {METHOD_NAMES[data.method].toLowerCase()}.
      </Text>
      <Text fw={600}>
        {METHOD_NAMES[data.method]}:{" "}
        {data.threshold === null ? "not set" : thresholdText(data.method, data.threshold, units)} →{" "}
        {thresholdText(data.method, data.value, units)}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" disabled={action.isPending} onClick={() => send("dismiss")}>
          Dismiss
        </Button>
        <Button loading={action.isPending} onClick={() => send("accept")}>
          Accept
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A peak's dialog: Accept makes the value the athlete's threshold, Dismiss drops it. A peak
 * whose threshold has improved since is stale: the server refuses and removes it, and the
 * dialog says so.
 */
export function PeakDialog({
  choice,
  formats,
  onClose,
}: {
  choice: PeakChoice | null;
  formats: NotificationFormats;
  onClose: () => void;
}) {
  return (
    <Modal opened={choice !== null} onClose={onClose} title="New threshold detected" centered>
      {choice && (
        <PeakChooser
          key={choice.notificationId}
          choice={choice}
          formats={formats}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
