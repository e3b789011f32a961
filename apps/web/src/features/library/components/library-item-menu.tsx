import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { ActionIcon, Menu } from "@mantine/core";
import { IconCopy, IconDots, IconDownload, IconPencil, IconTrash } from "@tabler/icons-react";
import { EXPORT_FORMATS, EXPORT_LABELS } from "../../../components/workout-builder/export-workout";
import { useLibraryActions } from "./library-actions";

/** Edit and Delete only for the coach's own workouts; anything visible can be copied and exported. */
export function LibraryItemMenu({ item, isOwn }: { item: LibraryItem; isOwn: boolean }) {
  const actions = useLibraryActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isOwn && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(item)}>
            Edit
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.copy(item)}>
          Copy
        </Menu.Item>
        {isOwn && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.remove(item)}
          >
            Delete
          </Menu.Item>
        )}
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconDownload size={16} />}>Export</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {EXPORT_FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => actions.exportAs(item, format)}>
                {EXPORT_LABELS[format]}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      </Menu.Dropdown>
    </Menu>
  );
}
