import type { ActivityComment } from "@coach/shared/activities/activity.schemas";
import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useFormats } from "../../../lib/formats";
import { useCreateComment } from "../api/create-comment";

/** Comments on the activity; an empty comment is not sent, a failure only logged. */
export function ActivityComments({
  activityId,
  athleteId,
  authorName,
  comments,
}: {
  activityId: number;
  athleteId: number;
  authorName: string;
  comments: ActivityComment[];
}) {
  const f = useFormats();
  const [text, setText] = useState("");
  const create = useCreateComment(activityId, athleteId, authorName);
  const send = () => {
    const comment = text.trim();
    if (!comment) return;
    create.mutate(comment, { onSuccess: () => setText("") });
  };
  return (
    <Stack gap="sm">
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No comments yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Comments"
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
        label="Comment"
        placeholder="Write a comment"
        rows={3}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={send} loading={create.isPending}>
          Send comment
        </Button>
      </Group>
    </Stack>
  );
}
