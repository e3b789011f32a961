import { Affix, Button, Group, Paper, Text, Transition } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { INSTALL_PROMPT_SHOWN_KEY, installPrompt, useInstallPrompt } from "../lib/install-prompt";

/**
 * Whether the person has moved to another screen since this page loaded: a sign they are using
 * the app, so an offer then is not in the way of the screen they came to see (and does not
 * arrive over it while it is still drawing).
 */
function useHasNavigated(): boolean {
  const { key } = useLocation();
  const firstKey = useRef(key);
  return key !== firstKey.current;
}

/**
 * Offers to install the app once a session, when the browser says it can be installed (the app
 * listens for that from its start: `listenForInstallPrompt`) and once the person has moved to a
 * second screen. Install opens the browser's own dialog; either answer, or Not now, hides it for
 * the session.
 */
export function InstallAppPrompt({ bottomOffsetPx = 16 }: { bottomOffsetPx?: number }) {
  const event = useInstallPrompt();
  const hasNavigated = useHasNavigated();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!event || !hasNavigated || sessionStorage.getItem(INSTALL_PROMPT_SHOWN_KEY)) return;
    sessionStorage.setItem(INSTALL_PROMPT_SHOWN_KEY, "1");
    setOpen(true);
  }, [event, hasNavigated]);

  async function install() {
    setOpen(false);
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    // The browser allows one prompt() per event.
    installPrompt.clear();
  }

  // Its corner (a portal) is placed once the offer can come: placed with the first screen, the
  // portal set state while React committed it (docs/decisions/139-first-screen-in-one-commit.md).
  // Placed before the offer opens, the offer still slides in.
  if (!event || !hasNavigated) return null;
  return (
    <Affix position={{ bottom: bottomOffsetPx, left: 16 }} zIndex={300}>
      <Transition mounted={isOpen} transition="slide-up">
        {(style) => (
          <Paper
            style={style}
            shadow="md"
            withBorder
            p="md"
            maw={360}
            role="dialog"
            aria-label="Install the app"
          >
            <Text fw={600} size="sm">
              Install Endurance Coach
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              Open it from your home screen or dock, in its own window.
            </Text>
            <Group justify="flex-end" mt="sm" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpen(false)}>
                Not now
              </Button>
              <Button size="xs" onClick={() => void install()}>
                Install
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
