import { ActionIcon, Tooltip } from "@mantine/core";
import { IconMessageReport } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { MountWhenOpened } from "../../../components/mount-when-opened";

const FeedbackDialog = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The top bar's feedback icon with its dialog. A phone has no pointer to hover with, so there
 * the icon comes without its tooltip, which would set state while React commits the first screen
 * (docs/decisions/139-first-screen-in-one-commit.md).
 */
export function FeedbackButton({ withTooltip }: { withTooltip: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const icon = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Feedback"
      onClick={() => setOpen(true)}
    >
      <IconMessageReport size={20} />
    </ActionIcon>
  );
  return (
    <>
      {withTooltip ? <Tooltip label="Feedback">{icon}</Tooltip> : icon}
      <MountWhenOpened isOpen={isOpen}>
        <FeedbackDialog opened={isOpen} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
