import type { AccountDetails } from "@coach/shared/account/account.schemas";
import { Alert, Center, Loader, Stack, Tabs } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { useMedia } from "../../lib/use-media";
import { athletePagesFor, currentAthletePage } from "../nav/athlete-pages";
import { isCoachLike, roleOf } from "../nav/roles";
import classes from "./athlete-page.module.css";

export type AthletePageProps = {
  details: AccountDetails;
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
};

/**
 * The page picker for an athlete's pages: tabs on a wide screen, a select on a phone
 * (the mobile top nav's "page picker"), both listing only pages that exist and the viewer may see.
 * The phone's is the browser's own select: the phone's picker opens, and the first screen
 * mounts no dropdown, options, popover or scroll area for it (docs/decisions/128-page-preloads.md).
 * It is a plain element rather than Mantine's NativeSelect, whose id is set while React commits
 * the first screen (docs/decisions/139-first-screen-in-one-commit.md).
 */
function PageSwitcher({ athleteId, viewerIsCoach }: { athleteId: number; viewerIsCoach: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isPhone = useMedia("(max-width: 48em)");
  const pages = athletePagesFor(athleteId, viewerIsCoach);
  const current = currentAthletePage(location.pathname);
  const open = (segment: string | null) => {
    if (segment && segment !== current) navigate(`/athlete/${athleteId}/${segment}`);
  };
  if (pages.length < 2) return null;
  if (isPhone) {
    return (
      <span className={classes.picker}>
        <select
          className={classes.select}
          data-touch-target
          aria-label="Athlete page"
          value={current}
          onChange={(event) => open(event.currentTarget.value)}
        >
          {pages.map((page) => (
            <option key={page.segment} value={page.segment}>
              {page.label}
            </option>
          ))}
        </select>
        <IconChevronDown size={14} className={classes.chevron} aria-hidden />
      </span>
    );
  }
  return (
    <Tabs value={current} onChange={open} variant="outline">
      <Tabs.List aria-label="Athlete page">
        {pages.map((page) => (
          <Tabs.Tab key={page.segment} value={page.segment}>
            {page.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
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
      <PageSwitcher athleteId={viewedId} viewerIsCoach={details.isCoach} />
      {render({
        details,
        athleteId: viewedId,
        athleteName: isOwn ? details.fullName : athlete!.fullName,
        isOwn,
      })}
    </Stack>
  );
}
