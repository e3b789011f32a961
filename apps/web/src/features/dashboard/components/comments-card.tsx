import type { DashboardResponse } from "@coach/shared/dashboard/dashboard.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Card, Title } from "@mantine/core";
import type { DashboardLookup, DashboardSelection } from "../lib/dashboard-lookup";
import { ActivityDetail } from "./activity-detail";
import { NewCommentsList } from "./new-comments-list";

/** Card D's content: the new comments, or the detail of what card C or a comment opened. */
export function CommentsPanel(props: {
  answer: DashboardResponse;
  lookup: DashboardLookup;
  selection: DashboardSelection | null;
  today: string;
  units: DisplayUnits;
  onSelect: (selection: DashboardSelection | null) => void;
}) {
  return props.selection ? (
    <ActivityDetail
      key={`${props.selection.workoutId}-${props.selection.activityId}`}
      selection={props.selection}
      lookup={props.lookup}
      today={props.today}
      units={props.units}
      onChange={props.onSelect}
      onBack={() => props.onSelect(null)}
    />
  ) : (
    <NewCommentsList
      threads={props.answer.recentComments}
      lookup={props.lookup}
      today={props.today}
      now={new Date()}
      onSelect={props.onSelect}
    />
  );
}

/** Card D as a card of the page (wide screens); small screens show the panel in a popup. */
export function CommentsCard(props: Parameters<typeof CommentsPanel>[0]) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="comments-title">
      <Title id="comments-title" order={2} size="h4" mb="sm">
        {props.selection ? "Activity" : "New comments"}
      </Title>
      <CommentsPanel {...props} />
    </Card>
  );
}
