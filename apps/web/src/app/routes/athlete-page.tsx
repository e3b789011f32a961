import type { AccountDetails } from "@coach/shared/account/account.schemas";
import { Alert, Center, Loader, SegmentedControl, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAccountInfo } from "../../features/account/api/get-account-info";
import { useCoachAthletes } from "../../features/people/api/get-coach-athletes";
import { isCoachLike, roleOf } from "../nav/roles";

export type AthletePageProps = {
  details: AccountDetails;
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
};

const PAGES = [
  { value: "calendar", label: "Calendar" },
  { value: "zones", label: "Zones" },
];

/** The spec's page picker for an athlete's pages (Calendar | Zones). */
function PageSwitcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const { athleteId } = useParams();
  const current = location.pathname.endsWith("/zones") ? "zones" : "calendar";
  return (
    <SegmentedControl
      size="xs"
      aria-label="Athlete page"
      data={PAGES}
      value={current}
      onChange={(page) => navigate(athleteId ? `/athlete/${athleteId}/${page}` : `/${page}`)}
      style={{ alignSelf: "flex-start" }}
    />
  );
}

/**
 * Resolves the athlete of an athlete page (/calendar and /zones are the user's own,
 * /athlete/:athleteId/... someone's): a coach sees only their athletes, anyone else gets
 * 'Athlete not found' without a call for the athlete's data.
 */
export function AthletePage({ render }: { render: (props: AthletePageProps) => ReactNode }) {
  const { athleteId } = useParams();
  const account = useAccountInfo();
  const details = account.data?.details;
  const viewedId = athleteId ? Number(athleteId) : details?.id;
  const isOwn = viewedId === details?.id;
  const isCoach = Boolean(details && isCoachLike(roleOf(details)));
  const athletes = useCoachAthletes(Boolean(details && !isOwn && isCoach));
  const loading = (
    <Center h="50dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
  if (!details || viewedId === undefined) return loading;
  if (!isOwn && isCoach && athletes.isPending) return loading;
  const athlete = isOwn ? undefined : athletes.data?.athletes.find((a) => a.id === viewedId);
  if (!isOwn && !athlete) {
    return (
      <Alert color="gray" title="Athlete not found" maw={600} mx="auto">
        This athlete does not exist or is not one of yours.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <PageSwitcher />
      {render({
        details,
        athleteId: viewedId,
        athleteName: isOwn ? details.fullName : athlete!.fullName,
        isOwn,
      })}
    </Stack>
  );
}
