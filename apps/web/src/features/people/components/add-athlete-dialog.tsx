import { Anchor, Button, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * "Add athletes": coaches invite athletes by e-mail on /athlete-invite; a business owner's
 * variant also shows the create-athlete form that app/ passes in as `createAthleteForm`.
 */
export function AddAthleteDialog({
  opened,
  onClose,
  createAthleteForm,
}: {
  opened: boolean;
  onClose: () => void;
  createAthleteForm?: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add athletes" centered>
      <Stack gap="md">
        {createAthleteForm}
        <Text size="sm">
          Invite athletes by e-mail: they get a link to accept, and can fill in your on-boarding
          page.
        </Text>
        <Button
          component={Link}
          to="/athlete-invite"
          variant={createAthleteForm ? "light" : "filled"}
        >
          Invite athletes by e-mail
        </Button>
        <Anchor size="sm" onClick={onClose} component="button" type="button">
          Close
        </Anchor>
      </Stack>
    </Modal>
  );
}
