import type { PendingAthlete } from "@coach/shared/people/my-athletes.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useFormats } from "../../../lib/formats";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  useConfirmPendingAthlete,
  useDeletePendingAthlete,
  useMarkUnregistered,
} from "../api/pending-athletes";

const wrap = { overflowWrap: "anywhere" } as const;

function RequestRow({ request, isPending }: { request: PendingAthlete; isPending: boolean }) {
  const confirm = useConfirmPendingAthlete();
  const unregistered = useMarkUnregistered();
  const remove = useDeletePendingAthlete();
  const f = useFormats();
  const failed = (error: Error) => notifyError(error.message);
  return (
    <Card withBorder padding="sm" component="li" aria-label={request.fullName || request.email}>
      <Stack gap={4}>
        <Text fw={600} style={wrap}>
          {request.fullName || request.email}
        </Text>
        <Text size="sm" c="dimmed" style={wrap}>
          {request.email} · signed up {f.date(request.signedUpOn)}
        </Text>
        {request.shortDescription && (
          <Text size="sm" style={wrap}>
            {request.shortDescription}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {isPending && (
            <Button
              size="xs"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(request.id, {
                  onSuccess: () => notifySuccess(peopleMessages.signUpConfirmed),
                  onError: (error) =>
                    notifyError(error.message || peopleMessages.signUpConfirmFailed),
                })
              }
            >
              Confirm
            </Button>
          )}
          {isPending && (
            <Button
              size="xs"
              variant="default"
              loading={unregistered.isPending}
              onClick={() => unregistered.mutate(request.id, { onError: failed })}
            >
              Move to unregistered
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(request.id, { onError: failed })}
            aria-label={`Remove ${request.fullName || request.email}`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** New sign-ups to confirm, and the athletes listed as unregistered. Shown only when there are some. */
export function PendingAthletesPanel({
  pending,
  unregistered,
}: {
  pending: PendingAthlete[];
  unregistered: PendingAthlete[];
}) {
  if (pending.length === 0 && unregistered.length === 0) return null;
  const list = (requests: PendingAthlete[], isPending: boolean) => (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
      {requests.map((request) => (
        <RequestRow key={request.id} request={request} isPending={isPending} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="md">
      {pending.length > 0 && (
        <section aria-labelledby="pending-heading">
          <Title id="pending-heading" order={2} fz="h4" mb="xs">
            New sign-ups ({pending.length})
          </Title>
          {list(pending, true)}
        </section>
      )}
      {unregistered.length > 0 && (
        <section aria-labelledby="unregistered-heading">
          <Title id="unregistered-heading" order={2} fz="h4" mb="xs">
            Unregistered athletes ({unregistered.length})
          </Title>
          {list(unregistered, false)}
        </section>
      )}
    </Stack>
  );
}
