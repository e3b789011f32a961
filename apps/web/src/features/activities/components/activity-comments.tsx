import type { ActivityComment } from "@coach/shared/activities/activity.schemas";
import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { CommentList } from "../../../components/comment-list";
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
  const [text, setText] = useState("");
  const create = useCreateComment(activityId, athleteId, authorName);
  const send = () => {
    const comment = text.trim();
    if (!comment) return;
    create.mutate(comment, { onSuccess: () => setText("") });
  };
  return (
    <Stack gap="sm">
      <CommentList comments={comments} label="Comments" />
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
