import {
  Affix,
  Button,
  Image,
  Popover,
  Stack,
  Text,
  Transition,
  UnstyledButton,
} from "@mantine/core";
import { IconHelp } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useOpenTopic } from "../hooks/use-open-topic";
import { DEFAULT_TOPIC_ID, HELP_TOPICS, helpTopic } from "../lib/help-topics";
import { FLOATING_HELP_DELAY_MS, isHelpHiddenOn } from "../lib/help-visibility";

/**
 * The floating help assistant: a button in the corner that appears 2.5 s after the signed-in
 * shell, away from the pages where it would get in the way. It opens the tutorials, the
 * calendar's first.
 */
export function FloatingHelp({ bottomOffsetPx = 20 }: { bottomOffsetPx?: number }) {
  const { pathname } = useLocation();
  const [isReady, setReady] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const openTopic = useOpenTopic();

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), FLOATING_HELP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const isShown = isReady && !isHelpHiddenOn(pathname);
  const featured = helpTopic(DEFAULT_TOPIC_ID)!;
  const choose = (topicId: string) => {
    setOpen(false);
    openTopic(topicId);
  };

  return (
    <Affix position={{ bottom: bottomOffsetPx, right: 20 }} zIndex={190}>
      <Transition mounted={isShown} transition="pop">
        {(style) => (
          <div style={style}>
            <Popover
              opened={isOpen}
              onChange={setOpen}
              position="top-end"
              width={300}
              shadow="md"
              // The button is fixed in the corner, never scrolled away from its panel.
              hideDetached={false}
            >
              <Popover.Target>
                <Button
                  radius="xl"
                  size="md"
                  leftSection={<IconHelp size={20} />}
                  onClick={() => setOpen((open) => !open)}
                  aria-expanded={isOpen}
                  aria-haspopup="dialog"
                >
                  Help
                </Button>
              </Popover.Target>
              <Popover.Dropdown aria-labelledby="floating-help-title">
                <Stack gap="xs">
                  <Text id="floating-help-title" fw={700} size="sm">
                    Help topics
                  </Text>
                  <UnstyledButton onClick={() => choose(featured.id)} aria-label={featured.title}>
                    <Image
                      src={`/help/${featured.steps[0]!.image}`}
                      alt=""
                      radius="sm"
                      h={120}
                      fit="cover"
                    />
                    <Text fw={600} size="sm" mt={4}>
                      {featured.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {featured.summary}
                    </Text>
                  </UnstyledButton>
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="xs">
                    More tutorials
                  </Text>
                  {HELP_TOPICS.filter((topic) => topic.id !== featured.id).map((topic) => (
                    <Button
                      key={topic.id}
                      variant="subtle"
                      size="compact-sm"
                      justify="flex-start"
                      onClick={() => choose(topic.id)}
                    >
                      {topic.title}
                    </Button>
                  ))}
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </div>
        )}
      </Transition>
    </Affix>
  );
}
