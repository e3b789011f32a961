import type { NamedComment } from "@coach/shared/activities/spec-activity";
import { Button, Group, Stack, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { CommentList } from "../../../components/comment-list";
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
      <CommentList comments={comments} label="Workout comments" />
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
