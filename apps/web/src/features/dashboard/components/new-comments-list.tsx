import {
  commentPreview,
  latestComment,
  mergeComments,
  sortByLatestComment,
} from "@coach/shared/dashboard/comment-threads";
import type { CommentThread } from "@coach/shared/dashboard/dashboard.schemas";
import { Stack, Text, UnstyledButton } from "@mantine/core";
import { elapsedLabel, useFormats } from "../../../lib/formats";
import type { DashboardLookup, DashboardSelection } from "../lib/dashboard-lookup";
import { dayName } from "../lib/dashboard-window";
import classes from "./dashboard.module.css";

/**
 * Card D's 'New comments': the activities and workouts with recent comments, the latest comment
 * first, each with its latest comment (one person's comments within 10 minutes read as one) cut
 * at 30 characters.
 */
export function NewCommentsList(props: {
  threads: CommentThread[];
  lookup: DashboardLookup;
  today: string;
  now: Date;
  onSelect: (selection: DashboardSelection) => void;
}) {
  const { dateFormat } = useFormats();
  if (props.threads.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No new comments in the last days.
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="New comments"
    >
      {sortByLatestComment(props.threads).map((thread) => {
        const latest = latestComment(mergeComments(thread.comments));
        const athlete = props.lookup.athlete(thread.athleteId)?.fullName ?? "Athlete";
        return (
          <li key={`${thread.eventType}-${thread.activityId}`}>
            <UnstyledButton
              className={classes.entry}
              aria-label={`Comments on ${thread.name} of ${athlete}`}
              onClick={() =>
                props.onSelect({
                  athleteId: thread.athleteId,
                  workoutId: thread.workoutId,
                  activityId: thread.activityId,
                  view: "comments",
                })
              }
            >
              <Text size="sm" fw={600} truncate>
                {athlete} · {thread.name}
              </Text>
              {latest && (
                <Text size="sm" truncate>
                  <Text span fw={600}>
                    {latest.user_name}:
                  </Text>{" "}
                  {commentPreview(latest.content.replace(/\n/g, " "))}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {dayName(thread.date, props.today)}
                {latest ? ` · ${elapsedLabel(latest.date, props.now, dateFormat)}` : ""}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
