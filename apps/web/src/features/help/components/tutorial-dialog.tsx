import { Anchor, Button, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useMedia } from "../../../lib/use-media";
import { VIDEO_ID_PARAM } from "../hooks/use-open-topic";
import { HELP_TOPICS, helpTopic } from "../lib/help-topics";
import { markTopicUsed } from "../lib/used-topics";

/**
 * The tutorial of the `videoId` query, step by step, each step a screenshot of the app and what
 * to do there. Closing it removes the query. An id no topic has lists the topics instead.
 */
export function TutorialDialog({ accountId }: { accountId: number }) {
  const [params, setParams] = useSearchParams();
  const videoId = params.get(VIDEO_ID_PARAM);
  const topic = videoId ? helpTopic(videoId) : undefined;
  const isPhone = useMedia("(max-width: 499px)");
  const [stepIndex, setStepIndex] = useState(0);

  useEffect(() => {
    setStepIndex(0);
    if (topic) markTopicUsed(accountId, topic.id);
  }, [topic, accountId]);

  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VIDEO_ID_PARAM);
        return next;
      },
      { replace: true },
    );
  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(VIDEO_ID_PARAM, id);
      return next;
    });

  const step = topic?.steps[stepIndex];
  return (
    <Modal
      opened={videoId !== null}
      onClose={close}
      title={topic?.title ?? "Help"}
      size="xl"
      fullScreen={isPhone}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {topic && step ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {topic.summary}
          </Text>
          <figure
            style={{ margin: 0 }}
            aria-label={`Step ${stepIndex + 1} of ${topic.steps.length}`}
          >
            {/* On a phone the picture is small: it opens full size on its own. */}
            <a href={`/help/${step.image}`} target="_blank" rel="noopener">
              <Image
                src={`/help/${step.image}`}
                alt={step.alt}
                radius="sm"
                fit="contain"
                mah={isPhone ? 320 : 440}
                style={{ border: "1px solid var(--mantine-color-gray-3)" }}
              />
            </a>
            <Text component="figcaption" size="sm" mt="sm">
              <Text span fw={700}>
                {stepIndex + 1}.{" "}
              </Text>
              {step.text}
            </Text>
          </figure>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="xs" c="dimmed">
              Step {stepIndex + 1} of {topic.steps.length}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={stepIndex === 0}
                onClick={() => setStepIndex((index) => index - 1)}
              >
                Previous
              </Button>
              {stepIndex < topic.steps.length - 1 ? (
                <Button size="xs" onClick={() => setStepIndex((index) => index + 1)}>
                  Next
                </Button>
              ) : topic.path ? (
                <Button size="xs" component={Link} to={topic.path}>
                  Try it
                </Button>
              ) : (
                <Button size="xs" onClick={close}>
                  Done
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            There is no tutorial called "{videoId}". These are the ones we have:
          </Text>
          {HELP_TOPICS.map((item) => (
            <Anchor key={item.id} component="button" type="button" onClick={() => open(item.id)}>
              {item.title}
            </Anchor>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
