import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useMedia } from "../../lib/use-media";

/** The builder's frame: a modal, full screen on phones (under 500 px). */
export function WorkoutBuilderModal({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useMedia("(max-width: 499px)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 600 } }}
    >
      {children}
    </Modal>
  );
}
