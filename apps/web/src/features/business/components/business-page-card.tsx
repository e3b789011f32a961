import { messages } from "@coach/shared/validation/messages";
import { ActionIcon, Anchor, Button, Card, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useBusinessProfile } from "../api/business-settings";
import { BusinessSettingsDialog } from "./business-settings-dialog";

/**
 * The owner's public page: its address with a copy button, and a menu with 'Edit business
 * settings'. The dashboard and the admin center's profile show it.
 */
export function BusinessPageCard(props: { ownerId: number }) {
  const [isEditing, setEditing] = useState(false);
  const profile = useBusinessProfile(true);
  const url = profile.data?.publicPageUrl ?? null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(messages.urlCopied);
    } catch {
      notifyError(url);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4">
          Your public page
        </Title>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label="Business page menu">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setEditing(true)}>Edit business settings</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Stack gap="xs" mt="sm">
        {profile.data && (
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {profile.data.businessName}
          </Text>
        )}
        {url ? (
          <Group gap="xs" wrap="nowrap">
            <Anchor href={url} target="_blank" rel="noopener" style={{ overflowWrap: "anywhere" }}>
              {url.replace(/^https?:\/\//, "")}
            </Anchor>
            <ActionIcon variant="default" onClick={copy} aria-label="Copy the page's address">
              <IconCopy size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {profile.isError
              ? messages.businessDataLoadFailed
              : "Choose a subdomain for your page."}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Athletes sign up at {url ? `${url.replace(/^https?:\/\//, "")}/register` : "your page"}.
        </Text>
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit business settings
          </Button>
        </Group>
      </Stack>
      <BusinessSettingsDialog
        isOpen={isEditing}
        ownerId={props.ownerId}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
