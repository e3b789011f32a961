import { messages } from "@coach/shared/validation/messages";
import { ActionIcon, Anchor, Button, Group, Menu, Text } from "@mantine/core";
import { IconCopy, IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useBusinessProfile } from "../api/business-settings";
import { BusinessSettingsDialog } from "./business-settings-dialog";

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, "");

/**
 * The owner's public page address with a copy button and the owner's menu ('Edit business
 * settings', 'My Profile/devices'), as card A of the dashboard shows it; the admin center's
 * profile adds a plain 'Edit business settings' button (`withEditButton`).
 */
export function BusinessPageLink(props: {
  ownerId: number;
  profilePath: string;
  withEditButton?: boolean;
}) {
  const [isEditing, setEditing] = useState(false);
  const navigate = useNavigate();
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
    <>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        {url ? (
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Anchor href={url} target="_blank" rel="noopener" style={{ overflowWrap: "anywhere" }}>
              {withoutScheme(url)}
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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label="Business page menu">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setEditing(true)}>Edit business settings</Menu.Item>
            <Menu.Item onClick={() => navigate(props.profilePath)}>My Profile/devices</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="sm" c="dimmed">
        Athletes sign up at {url ? `${withoutScheme(url)}/register` : "your page"}.
      </Text>
      {props.withEditButton && (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit business settings
          </Button>
        </Group>
      )}
      <BusinessSettingsDialog
        isOpen={isEditing}
        ownerId={props.ownerId}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
