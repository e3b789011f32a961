import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** Cards B and D on small screens: a full-screen popup closed by Close or Escape. */
export function CardPopup(props: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      fullScreen
      closeButtonProps={{ "aria-label": `Close ${props.title}` }}
    >
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
