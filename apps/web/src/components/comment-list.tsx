import { Group, Paper, Stack, Text } from "@mantine/core";
import { useFormats } from "../lib/formats";

type ShownComment = { id: number; date: string; content: string; user_name: string };

/**
 * Comments, oldest first: who wrote, when (in the reader's format) and what, the text as typed
 * (never as markup). "No comments yet." when there are none.
 */
export function CommentList({ comments, label }: { comments: ShownComment[]; label: string }) {
  const f = useFormats();
  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No comments yet.
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={label}
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {comments.map((comment) => (
        <Paper key={comment.id} component="li" withBorder p="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
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
  );
}
