import { ActionIcon, Tooltip } from "@mantine/core";
import { IconMessageReport } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { MountWhenOpened } from "../../../components/mount-when-opened";

const FeedbackDialog = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })),
);

/** The top bar's feedback icon with its dialog. */
export function FeedbackButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Tooltip label="Feedback">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Feedback"
          onClick={() => setOpen(true)}
        >
          <IconMessageReport size={20} />
        </ActionIcon>
      </Tooltip>
      <MountWhenOpened isOpen={isOpen}>
        <FeedbackDialog opened={isOpen} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
