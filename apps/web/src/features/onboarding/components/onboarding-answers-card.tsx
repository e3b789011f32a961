import { type AthleteOnboarding, orderedItems } from "@coach/shared/onboarding/onboarding.schemas";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { instantDateLabel } from "../../../lib/formats";
import { useAthleteOnboarding } from "../api/get-athlete-onboarding";
import { FileLinks } from "./file-links";

/** The coach's view of an athlete's on-boarding answers, on the athlete's profile. */
export function OnboardingAnswersCard({
  athleteId,
  dateFormat,
}: {
  athleteId: number;
  dateFormat: string;
}) {
  const query = useAthleteOnboarding(athleteId);
  return (
    <Card withBorder padding="md" component="section" aria-label="On-boarding answers">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          On-boarding
        </Title>
        {!query.data ? (
          <QueryState
            query={query}
            errorTitle="Could not load the on-boarding answers"
            loadingLabel="Loading the on-boarding answers"
          />
        ) : query.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No on-boarding page was given to this athlete.
          </Text>
        ) : (
          query.data.items.map((page) => (
            <PageAnswers key={page.form.id} page={page} dateFormat={dateFormat} />
          ))
        )}
      </Stack>
    </Card>
  );
}

function PageAnswers({ page, dateFormat }: { page: AthleteOnboarding; dateFormat: string }) {
  const answers = page.answers;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {page.form.coachName}'s page
        </Text>
        {page.submittedAt ? (
          <Badge color="teal" variant="light">
            Sent {instantDateLabel(page.submittedAt, dateFormat)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not filled in yet
          </Badge>
        )}
      </Group>
      {orderedItems(page.form.fields).map((item) => {
        if (item.itemType === "message") return null;
        if (item.itemType === "files") {
          return (
            <Stack key={item.id} gap={2}>
              <Text size="sm" c="dimmed">
                {item.instructions}
              </Text>
              <FileLinks files={item.files} />
            </Stack>
          );
        }
        const answer = answers?.[item.id];
        return (
          <Stack key={item.id} gap={2}>
            <Text size="sm" fw={500}>
              {item.title}
            </Text>
            {answer?.files ? (
              <FileLinks files={answer.files} />
            ) : (
              <Text
                size="sm"
                style={{ whiteSpace: "pre-wrap" }}
                c={answer?.text ? undefined : "dimmed"}
              >
                {answer?.text ?? "No answer"}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
