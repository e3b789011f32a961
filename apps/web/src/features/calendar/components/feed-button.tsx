import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconCalendarShare } from "@tabler/icons-react";
import { useState } from "react";
import { MountWhenOpened } from "../../../components/mount-when-opened";
import { useCreateCalendarFeed } from "../api/create-calendar-feed";

/**
 * 'Subscribe in a calendar app': a secret iCalendar address of the athlete's own calendar. The
 * dialog mounts when first opened: mounted closed with the toolbar, it set state while React
 * committed the calendar's first screen (docs/decisions/139-first-screen-in-one-commit.md).
 */
export function FeedButton({ athleteId }: { athleteId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const feed = useCreateCalendarFeed(athleteId);
  const open = () => {
    setIsOpen(true);
    if (!feed.data) feed.mutate();
  };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCalendarShare size={16} />}
        onClick={open}
      >
        Subscribe in a calendar app
      </Button>
      <MountWhenOpened isOpen={isOpen}>
        <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Subscribe in a calendar app">
          <Stack gap="sm">
            <Text size="sm">
              Add this address to Google Calendar, Apple Calendar or Outlook ('subscribe from URL')
              to see your planned workouts there. Keep it private: anyone with it can read your
              plan.
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Calendar address"
                readOnly
                value={feed.data?.url ?? ""}
                placeholder={feed.isPending ? "Creating..." : ""}
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={feed.data?.url ?? ""}>
                {({ copied, copy }) => (
                  <Button onClick={copy} disabled={!feed.data} color={copied ? "teal" : undefined}>
                    {copied ? "Copied" : "Copy"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Modal>
      </MountWhenOpened>
    </>
  );
}
