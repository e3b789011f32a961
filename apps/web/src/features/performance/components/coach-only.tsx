import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router";

/**
 * What a viewer without the coach flag sees on a coach-only athlete page (Performance,
 * Macrocycle; spec section 6). The server refuses their calls too.
 */
export function CoachOnlyNotice({ athleteId }: { athleteId: number }) {
  return (
    <Alert color="gray" title="Only coaches see this page" maw={600}>
      This page is part of a coach's tools.{" "}
      <Anchor component={Link} to={`/athlete/${athleteId}/calendar`}>
        Open the calendar
      </Anchor>
    </Alert>
  );
}
