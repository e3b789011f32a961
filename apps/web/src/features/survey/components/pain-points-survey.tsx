import type { SurveyItemKey, SurveyRanking } from "@coach/shared/dashboard/survey.schemas";
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { SortableList } from "../../../components/workout-builder/sortable-list";
import { ApiError } from "../../../lib/api-error";
import { useQuietMoment } from "../../../lib/quiet-moment";
import { useSubmitSurvey, useSurveyPending } from "../api/pain-points-survey";
import { SURVEY_DELAY_MS, SURVEY_ITEMS, SURVEY_QUIET_MS } from "../lib/survey-items";

const labelOf = (key: SurveyItemKey) => SURVEY_ITEMS.find((item) => item.key === key)!.label;

/** Each item's place, the first 0, as the server stores it. */
const rankingOf = (order: readonly SurveyItemKey[]) =>
  Object.fromEntries(order.map((key, index) => [key, index])) as SurveyRanking;

const move = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The business owner's one-question survey. It asks the server once, 20 s after the page loads,
 * whether the owner has answered; if not (404), at the next quiet moment (nothing pressed,
 * typed or dragged for SURVEY_QUIET_MS) it shows the three pain points to rank by
 * dragging (or with the arrows, or space and arrow keys on a handle). Submit and Skip each send
 * one answer and close it; the server keeps only the first (a second gets 400, closed as well).
 */
export function PainPointsSurvey() {
  const [isDue, setDue] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const [order, setOrder] = useState<SurveyItemKey[]>(SURVEY_ITEMS.map((item) => item.key));
  const pending = useSurveyPending(isDue);
  const submit = useSubmitSurvey();

  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), SURVEY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function send(ranking: SurveyRanking | null) {
    if (submit.isPending) return;
    submit.mutate(ranking, {
      onSuccess: () => setClosed(true),
      // Already answered (from another tab or device): nothing left to ask.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setClosed(true);
      },
    });
  }

  const isQuiet = useQuietMoment(pending.data === true, SURVEY_QUIET_MS);
  const isOpen = pending.data === true && isQuiet && !isClosed;
  const items = order.map((key) => ({ uuid: key }));
  return (
    <Modal
      opened={isOpen}
      onClose={() => send(null)}
      title="One quick question"
      centered
      closeButtonProps={{ "aria-label": "Skip the survey" }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Which of these takes most of your effort as a coach? Drag them into order, the hardest
          first.
        </Text>
        <Stack gap={6} role="list" aria-label="Your ranking">
          <SortableList
            items={items}
            onMove={(from, to) => setOrder((current) => move(current, from, to))}
            renderItem={(item, index, handle) => (
              <Paper
                role="listitem"
                withBorder
                p="xs"
                aria-label={`${index + 1}. ${labelOf(item.uuid as SurveyItemKey)}`}
              >
                <Group gap="xs" wrap="nowrap">
                  {handle}
                  <Text fw={600} w={20}>
                    {index + 1}.
                  </Text>
                  <Text size="sm" style={{ flex: 1 }}>
                    {labelOf(item.uuid as SurveyItemKey)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={`Move ${labelOf(item.uuid as SurveyItemKey)} up`}
                    onClick={() => setOrder((current) => move(current, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === order.length - 1}
                    aria-label={`Move ${labelOf(item.uuid as SurveyItemKey)} down`}
                    onClick={() => setOrder((current) => move(current, index, index + 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            )}
          />
        </Stack>
        {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 400) && (
          <Alert color="red" role="alert">
            Your answer could not be sent; please try again.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send(null)} disabled={submit.isPending}>
            Skip
          </Button>
          <Button onClick={() => send(rankingOf(order))} loading={submit.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
