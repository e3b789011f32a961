import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { EditConflict } from "../../lib/edit-conflict";

/**
 * What an editor shows when its save was refused because someone else saved meanwhile
 * (decision 083): the server's "This was changed by {name} meanwhile", then the two ways out.
 * Reload drops this edit and shows the current state; Overwrite saves this edit again over the
 * current state (its version).
 */
export function EditConflictBanner({
  conflict,
  onReload,
  onOverwrite,
  isOverwriting = false,
}: {
  conflict: EditConflict;
  onReload: () => void;
  onOverwrite: () => void;
  isOverwriting?: boolean;
}) {
  return (
    <Alert color="orange" role="alert" title="Not saved">
      <Stack gap="xs">
        <Text size="sm">{conflict.detail}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onReload} disabled={isOverwriting}>
            Reload
          </Button>
          <Button size="xs" color="orange" onClick={onOverwrite} loading={isOverwriting}>
            Overwrite
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
