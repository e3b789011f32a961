import type { Plan, PlanAssignment } from "@coach/shared/plans/plan.schemas";
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useFormats } from "../../../lib/formats";
import { notifySuccess } from "../../../lib/notify";
import { useChangePlanWorkouts, useShiftAssignment } from "../api/plans-api";

export const REMOVE_CONFIRM =
  "The incomplete workouts of this plan will be removed from the calendars of the marked athletes. Completed workouts stay.";
export const UPDATE_CONFIRM =
  "The incomplete workouts of this plan will be updated from the current plan on the calendars of the marked athletes. Completed workouts remain.";

type Row = PlanAssignment & { key: string };

const rowsOf = (plan: Plan): Row[] =>
  Object.entries(plan.assigned)
    .map(([key, value]) => ({ ...value, key }))
    .sort((a, b) => a.s.localeCompare(b.s) || a.key.localeCompare(b.key));

/**
 * The assigned athletes (mode remove: Remove per row) or the update view (Update per row and
 * Update all). Only pending rows can be marked; Save asks for confirmation, then calls the server.
 */
export function AssignedAthletes({
  plan,
  mode,
  onDone,
}: {
  plan: Plan;
  mode: "remove" | "update";
  onDone: () => void;
}) {
  const formats = useFormats();
  const rows = rowsOf(plan);
  const changer = useChangePlanWorkouts(mode);
  const [marked, setMarked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = rows.filter((row) => row.status === "pending");
  const verb = mode === "remove" ? "Remove" : "Update";
  const markedWord = mode === "remove" ? "Removed" : "Updated";

  const toggle = (key: string) =>
    setMarked((current) =>
      current.includes(key) ? current.filter((one) => one !== key) : [...current, key],
    );

  const save = async () => {
    setConfirming(false);
    setError(null);
    try {
      const answer = await changer.mutateAsync({
        planId: plan.id,
        assignmentIds: rows
          .filter((row) => marked.includes(row.key))
          .map((row) => row.assignmentId),
      });
      notifySuccess(answer.message);
      setMarked([]);
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  if (rows.length === 0) return <Text c="dimmed">No athlete has this plan.</Text>;

  return (
    <Stack gap="sm">
      {mode === "update" && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={pending.length === 0}
            onClick={() => setMarked(pending.map((row) => row.key))}
          >
            Update all
          </Button>
        </Group>
      )}
      <Table
        striped
        aria-label={mode === "remove" ? "Assigned athletes" : "Update assigned athletes"}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Start date</Table.Th>
            <Table.Th>{verb}</Table.Th>
            {mode === "remove" && <Table.Th>Shift</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isMarked = marked.includes(row.key);
            return (
              <Table.Tr key={row.key}>
                <Table.Td style={{ textDecoration: isMarked ? "line-through" : undefined }}>
                  {row.athleteName}
                </Table.Td>
                <Table.Td style={{ textDecoration: isMarked ? "line-through" : undefined }}>
                  {formats.date(row.s)}
                </Table.Td>
                <Table.Td>
                  {row.status === "complete" ? (
                    <Text size="sm" c="dimmed">
                      Complete
                    </Text>
                  ) : isMarked ? (
                    <Group gap="xs">
                      <Text size="sm">{markedWord}</Text>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Undo ${row.athleteName}`}
                        onClick={() => toggle(row.key)}
                      >
                        Undo
                      </Button>
                    </Group>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color={mode === "remove" ? "red" : undefined}
                      aria-label={`${verb} ${row.athleteName}`}
                      onClick={() => toggle(row.key)}
                    >
                      {verb}
                    </Button>
                  )}
                </Table.Td>
                {mode === "remove" && (
                  <Table.Td>
                    {row.status === "pending" && <ShiftControl row={row} onError={setError} />}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={marked.length === 0}
          loading={changer.isPending}
          onClick={() => setConfirming(true)}
        >
          Save
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={mode === "remove" ? "Remove the plan" : "Update the plan"}
      >
        <Stack>
          <Text>{mode === "remove" ? REMOVE_CONFIRM : UPDATE_CONFIRM}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color={mode === "remove" ? "red" : undefined} onClick={save}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Our addition: move all incomplete workouts of one assignment by N days. */
function ShiftControl({ row, onError }: { row: Row; onError: (message: string) => void }) {
  const shifter = useShiftAssignment();
  const [days, setDays] = useState<number | string>(7);
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        aria-label={`Shift days for ${row.athleteName}`}
        value={days}
        onChange={setDays}
        min={-366}
        max={366}
        w={80}
        size="xs"
      />
      <Button
        size="compact-sm"
        variant="default"
        loading={shifter.isPending}
        onClick={async () => {
          const value = Number(days);
          if (!Number.isInteger(value) || value === 0) return;
          try {
            const answer = await shifter.mutateAsync({
              assignmentId: row.assignmentId,
              days: value,
            });
            notifySuccess(answer.message);
          } catch (cause) {
            onError(cause instanceof Error ? cause.message : String(cause));
          }
        }}
      >
        {`Shift by ${Number(days) || 0} days`}
      </Button>
    </Group>
  );
}
