import { CreateGroupBodySchema, GroupResponseSchema } from "@coach/shared/people/groups.schemas";
import type { AthleteGroup, MyAthlete } from "@coach/shared/people/my-athletes.schemas";
import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { EditConflictBanner } from "../../../components/edit-conflict/edit-conflict-banner";
import { type EditConflict, editConflictOf, versionOf } from "../../../lib/edit-conflict";
import { notifyError } from "../../../lib/notify";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import {
  useAddAthletesToGroup,
  useCreateGroup,
  useDeleteGroup,
  useRemoveAthleteFromGroup,
  useUpdateGroup,
} from "../api/groups";

const EMPTY = { groupName: "", groupDescription: "" };

/**
 * Create a group, or edit the one given with the version it showed (decision 083); 'Group name
 * exists' shows under the name, a rename made meanwhile with Reload and Overwrite.
 */
function GroupForm({ editing, onDone }: { editing: AthleteGroup | null; onDone: () => void }) {
  const form = useZodForm(
    CreateGroupBodySchema,
    editing ? { groupName: editing.groupName, groupDescription: editing.groupDescription } : EMPTY,
  );
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [version, setVersion] = useState(editing?.version);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  function send(overwriteVersion?: number) {
    const body = form.validate();
    if (!body) return;
    const handlers = {
      onSuccess: () => {
        form.setValue("groupName", "");
        form.setValue("groupDescription", "");
        setConflict(null);
        onDone();
      },
      onError: (error: Error) => {
        const stale = editConflictOf(error);
        if (stale) return setConflict(stale);
        const fields = serverFieldErrors(error, ["groupName", "groupDescription"]);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else notifyError(error.message);
      },
    };
    if (editing) {
      const groupVersion = overwriteVersion ?? version;
      update.mutate({ ...body, groupId: editing.groupId, version: groupVersion }, handlers);
    } else create.mutate(body, handlers);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }
  /** Drops this edit and shows the group as renamed meanwhile. */
  function reload(stale: EditConflict) {
    const current = GroupResponseSchema.safeParse(stale.current);
    if (current.success) {
      form.setValue("groupName", current.data.name);
      form.setValue("groupDescription", current.data.description);
      setVersion(current.data.version);
    }
    setConflict(null);
  }
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit group" : "New group"}>
      <Stack gap="xs">
        <TextInput label="Group name" required {...form.textProps("groupName")} />
        <Textarea
          label="Description"
          rows={2}
          value={String(form.values.groupDescription ?? "")}
          error={form.errors.groupDescription}
          onChange={(event) => form.setValue("groupDescription", event.currentTarget.value)}
        />
        {conflict && (
          <EditConflictBanner
            conflict={conflict}
            onReload={() => reload(conflict)}
            onOverwrite={() => send(versionOf(conflict.current))}
            isOverwriting={update.isPending}
          />
        )}
        <Group justify="flex-end" gap="xs">
          {editing && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            loading={(create.isPending || update.isPending) && conflict === null}
            disabled={conflict !== null}
          >
            {editing ? "Save group" : "Create group"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A group's members, with a picker to add more of the coach's athletes and a remove button each. */
function GroupCard({
  group,
  athletes,
  onEdit,
}: {
  group: AthleteGroup;
  athletes: MyAthlete[];
  onEdit: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const add = useAddAthletesToGroup();
  const remove = useRemoveAthleteFromGroup();
  const deleteGroup = useDeleteGroup();
  const nameOf = new Map(athletes.map((athlete) => [athlete.id, athlete.fullName]));
  const candidates = athletes
    .filter((athlete) => !group.athleteIds.includes(athlete.id))
    .map((athlete) => ({ value: String(athlete.id), label: athlete.fullName }));
  const failed = (error: Error) => notifyError(error.message);
  return (
    <Card withBorder padding="sm" component="section" aria-label={`Group ${group.groupName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="h5" style={{ overflowWrap: "anywhere" }}>
              {group.groupName}
            </Title>
            {group.groupDescription && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {group.groupDescription}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Edit ${group.groupName}`} onClick={onEdit}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${group.groupName}`}
              loading={deleteGroup.isPending}
              onClick={() => deleteGroup.mutate({ groupId: group.groupId }, { onError: failed })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap={6} wrap="wrap">
          {group.athleteIds.length === 0 && (
            <Text size="sm" c="dimmed">
              No athletes in this group yet.
            </Text>
          )}
          {group.athleteIds.map((athleteId) => (
            <Group key={athleteId} gap={2} wrap="nowrap">
              <Text size="sm">{nameOf.get(athleteId) ?? `Athlete ${athleteId}`}</Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${nameOf.get(athleteId) ?? athleteId} from ${group.groupName}`}
                onClick={() =>
                  remove.mutate({ groupId: group.groupId, athleteId }, { onError: failed })
                }
              />
            </Group>
          ))}
        </Group>
        {candidates.length > 0 && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <MultiSelect
              label={`Add athletes to ${group.groupName}`}
              data={candidates}
              value={picked}
              onChange={setPicked}
              searchable
              style={{ flex: "1 1 200px", minWidth: 0 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              disabled={picked.length === 0}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { groupId: group.groupId, athletes: picked.map(Number) },
                  { onSuccess: () => setPicked([]), onError: failed },
                )
              }
            >
              Add
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Group management: create, edit, delete, and add or remove athletes. */
export function GroupsDialog({
  opened,
  onClose,
  groups,
  athletes,
}: {
  opened: boolean;
  onClose: () => void;
  groups: AthleteGroup[];
  athletes: MyAthlete[];
}) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = groups.find((group) => group.groupId === editingId) ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title="Groups" size="lg">
      <Stack gap="md">
        <GroupForm
          key={editing?.groupId ?? "new"}
          editing={editing}
          onDone={() => setEditingId(null)}
        />
        {groups.length === 0 && (
          <Text size="sm" c="dimmed">
            No groups yet.
          </Text>
        )}
        {groups.map((group) => (
          <GroupCard
            key={group.groupId}
            group={group}
            athletes={athletes}
            onEdit={() => setEditingId(group.groupId)}
          />
        ))}
      </Stack>
    </Modal>
  );
}
