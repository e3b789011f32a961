import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import { Link } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { useMuteAthlete } from "../api/my-athletes";

/** An athlete's actions: open their page, mute or unmute, remove. */
export function AthleteMenu({
  athlete,
  isMuted,
  profileLabel = "Open calendar",
  profilePath,
  onRemove,
  removeLabel = "Remove",
}: {
  athlete: { id: number; fullName: string };
  isMuted: boolean;
  profileLabel?: string;
  profilePath: string;
  onRemove: () => void;
  removeLabel?: string;
}) {
  const mute = useMuteAthlete();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${athlete.fullName}`}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={profilePath}>
          {profileLabel}
        </Menu.Item>
        <Menu.Item
          disabled={mute.isPending}
          onClick={() =>
            mute.mutate(
              { athlete: athlete.id, mute: !isMuted },
              { onSuccess: ({ message }) => notifySuccess(message) },
            )
          }
        >
          {isMuted ? "Unmute" : "Mute"}
        </Menu.Item>
        <Menu.Item color="red" onClick={onRemove}>
          {removeLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
