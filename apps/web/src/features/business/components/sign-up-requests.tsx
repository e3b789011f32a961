import type { PendingAthlete } from "@coach/shared/people/my-athletes.schemas";
import { Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useFormats } from "../../../lib/formats";
import {
  useAcceptSignUp,
  useBusinessCoachChoices,
  useCancelSignUp,
  useSignUpRequests,
} from "../api/sign-up-requests";

const wrap = { overflowWrap: "anywhere" } as const;
export const NO_SIGN_UPS = "You do not have any new sign-ups to approve at the moment.";

function SignUpRow(props: {
  request: PendingAthlete;
  coaches: { value: string; label: string }[];
  ownerId: number;
}) {
  const { request } = props;
  const accept = useAcceptSignUp();
  const cancel = useCancelSignUp();
  const f = useFormats();
  const [coachId, setCoachId] = useState<string | null>(String(props.ownerId));
  const name = request.fullName || request.email;
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Stack gap={4}>
        <Text fw={600} style={wrap}>
          {name}
        </Text>
        <Text size="sm" c="dimmed" style={wrap}>
          {request.email}
        </Text>
        <Text size="sm" c="dimmed">
          Signed up on {f.instantDate(request.signedUpAt)}
          {request.confirmedAt ? ` · confirmed at ${f.instantDate(request.confirmedAt)}` : ""}
        </Text>
        {request.shortDescription && (
          <Text size="sm" style={{ ...wrap, whiteSpace: "pre-line" }}>
            {request.shortDescription}
          </Text>
        )}
        <Group gap="xs" wrap="wrap" align="flex-end" mt={4}>
          <Select
            label="Coach"
            size="xs"
            w={200}
            data={props.coaches}
            value={coachId}
            onChange={setCoachId}
            allowDeselect={false}
            aria-label={`Coach for ${name}`}
          />
          <Button
            size="xs"
            loading={accept.isPending}
            onClick={() =>
              accept.mutate({ id: request.id, coachId: coachId ? Number(coachId) : null })
            }
          >
            Accept
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={cancel.isPending}
            aria-label={`Cancel the sign-up of ${name}`}
            onClick={() => cancel.mutate(request.id)}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The sign-ups through the business's page that wait for the owner: accept (choosing the coach)
 * or cancel. My athletes shows it when there are some; the dashboard's card always.
 */
export function SignUpRequests(props: { ownerId: number; isHiddenWhenEmpty?: boolean }) {
  const requests = useSignUpRequests();
  const coaches = useBusinessCoachChoices();
  const list = requests.data ?? [];
  if (props.isHiddenWhenEmpty && list.length === 0) return null;
  const choices = (coaches.data?.coaches ?? []).flatMap((coach) =>
    coach.type === "coach"
      ? [{ value: String(coach.id), label: coach.isOwner ? `${coach.name} (you)` : coach.name }]
      : [],
  );
  if (!choices.some((choice) => choice.value === String(props.ownerId))) {
    choices.unshift({ value: String(props.ownerId), label: "You" });
  }
  return (
    <section aria-labelledby="sign-ups-heading">
      <Title id="sign-ups-heading" order={2} fz="h4" mb="xs">
        New athlete sign-ups{list.length > 0 ? ` (${list.length})` : ""}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_SIGN_UPS}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {list.map((request) => (
            <SignUpRow
              key={request.id}
              request={request}
              coaches={choices}
              ownerId={props.ownerId}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
