import type { NamedComment } from "@coach/shared/activities/spec-activity";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useFormats } from "../../../lib/formats";
import { useCommentOnWorkout } from "../api/comment-on-workout";

/**
 * The comments on a planned workout, and a box to add one: the athlete tells their coach how it
 * went (or why it will not happen), the coach answers. An empty comment is not sent.
 */
export function WorkoutComments({
  athleteId,
  workoutId,
  comments,
}: {
  athleteId: number;
  workoutId: number;
  comments: NamedComment[];
}) {
  const f = useFormats();
  const [text, setText] = useState("");
  const send = useCommentOnWorkout(athleteId, workoutId);
  const submit = () => {
    const comment = text.trim();
    if (!comment) return;
    send.mutate(comment, { onSuccess: () => setText("") });
  };
  return (
    <Stack gap="xs" mt="md">
      <Title order={4}>Comments</Title>
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No comments yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Workout comments"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {comments.map((comment) => (
            <Paper key={comment.id} component="li" withBorder p="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {comment.user_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {f.dateTime(comment.date)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {comment.content}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Textarea
        label="Comment on this workout"
        placeholder="How it went, or why it will not happen"
        rows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={send.isPending} disabled={!text.trim()}>
          Send comment
        </Button>
      </Group>
    </Stack>
  );
}
