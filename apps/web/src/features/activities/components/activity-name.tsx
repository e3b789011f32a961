import { RenameActivityBodySchema } from "@coach/shared/activities/activity.schemas";
import { ActionIcon, Button, Group, TextInput, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { useRenameActivity } from "../api/rename-activity";

/**
 * The activity's name as the page's heading, with a pencil that turns it into a field: Enter or
 * Save keeps the new name once the server has it, Escape or Cancel leaves it as it was. A
 * refused name keeps what was typed, with the rule's message.
 */
export function ActivityName({ activityId, name }: { activityId: number; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameActivity(activityId);

  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap" align="center">
        <Title order={2} style={{ overflowWrap: "anywhere" }}>
          {name || `Activity ${activityId}`}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Rename activity"
          onClick={() => {
            setDraft(name);
            setError(null);
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Group>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RenameActivityBodySchema.safeParse({ name: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    rename.mutate(parsed.data.name, {
      onSuccess: cancel,
      onError: (failure) =>
        setError(
          failure instanceof ApiError ? (failure.fieldError("name") ?? failure.message) : null,
        ),
    });
  };
  return (
    <form onSubmit={save} onKeyDown={(event) => event.key === "Escape" && cancel()}>
      <Group gap="xs" align="flex-start">
        <TextInput
          label="Activity name"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error}
          data-autofocus
          autoFocus
          style={{ flex: "1 1 240px" }}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}
