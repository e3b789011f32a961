import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { useAthleteCoaches } from "../api/athlete-coaches";

/** The athlete's coaches, for the invitations manager: name, job title and e-mail. */
export function MyCoachesList() {
  const query = useAthleteCoaches();
  return (
    <section aria-labelledby="my-coaches-heading">
      <Title id="my-coaches-heading" order={2} fz="h4" mb="xs">
        My coaches
      </Title>
      {!query.data ? (
        <QueryState
          query={query}
          errorTitle="Your coaches could not be loaded"
          loadingLabel="Loading coaches"
        />
      ) : query.data.coaches.length === 0 ? (
        <Text c="dimmed" size="sm">
          No coach yet. Invite one below, or accept a coach's invitation.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.coaches.map((coach) => (
            <Group key={coach.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{coach.name || coach.email}</Text>
                {coach.jobTitle && (
                  <Text size="sm" c="dimmed">
                    {coach.jobTitle}
                  </Text>
                )}
              </div>
              <Anchor href={`mailto:${coach.email}`} size="sm">
                {coach.email}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
