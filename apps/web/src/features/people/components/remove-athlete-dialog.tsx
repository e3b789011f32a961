import { peopleMessages } from "@coach/shared/people/people-messages";
import { Button, Group, Modal, Text } from "@mantine/core";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useRemoveAthlete } from "../api/my-athletes";

/** Confirms and ends the coaching link; says how it went in the product's words. */
export function RemoveAthleteDialog({
  athlete,
  onClose,
}: {
  athlete: { id: number; fullName: string } | null;
  onClose: () => void;
}) {
  const remove = useRemoveAthlete();
  function confirm() {
    if (!athlete) return;
    remove.mutate(athlete.id, {
      onSuccess: () => {
        notifySuccess(peopleMessages.athleteUnsubscribed(athlete.fullName));
        onClose();
      },
      onError: () => notifyError(peopleMessages.athleteUnsubscribeFailed(athlete.fullName)),
    });
  }
  return (
    <Modal opened={athlete !== null} onClose={onClose} title="Remove athlete" centered>
      <Text mb="md">
        Remove {athlete?.fullName} from your athletes? Their calendar and data stay theirs, but you
        will no longer coach them.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={confirm}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
