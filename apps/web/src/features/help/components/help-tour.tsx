import { Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { useOpenTopic } from "../hooks/use-open-topic";
import { HELP_TOPICS } from "../lib/help-topics";
import { useUsedTopics } from "../lib/used-topics";

/** The dashboard's tour shows at most this many tutorials. */
export const TOUR_SIZE = 3;

/**
 * The dashboard's help section: up to three tutorials not opened yet (the calendar's first) and
 * the links the app puts beside them (`links`).
 */
export function HelpTour({ accountId, links }: { accountId: number; links?: ReactNode }) {
  const used = useUsedTopics(accountId);
  const openTopic = useOpenTopic();
  const unused = HELP_TOPICS.filter((topic) => !used.includes(topic.id)).slice(0, TOUR_SIZE);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="help-tour-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title id="help-tour-title" order={2} size="h4">
          Help and tutorials
        </Title>
        {links && <Group gap="md">{links}</Group>}
      </Group>
      {unused.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have opened every tutorial. The Help button brings them back any time.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: unused.length }} spacing="sm">
          {unused.map((topic) => (
            <UnstyledButton
              key={topic.id}
              onClick={() => openTopic(topic.id)}
              aria-label={topic.title}
            >
              <Stack gap={4}>
                <Image
                  src={`/help/${topic.steps[0]!.image}`}
                  alt=""
                  radius="sm"
                  h={110}
                  fit="cover"
                />
                <Text fw={600} size="sm">
                  {topic.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {topic.summary}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
