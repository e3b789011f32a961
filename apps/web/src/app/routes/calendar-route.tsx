import { Alert, Loader, Stack } from "@mantine/core";
import { useParams, useSearchParams } from "react-router";
import { useAccountInfo } from "../../features/account/api/get-account-info";
import { MonthCalendar } from "../../features/calendar/components/month-calendar";
import {
  isMonth,
  monthOf,
  shiftMonth,
  todayIn,
} from "../../features/calendar/components/month-grid";
import { useCoachAthletes } from "../../features/people/api/get-coach-athletes";
import { isCoachLike, roleOf } from "../nav/roles";

/** /calendar (own) and /athlete/:athleteId/calendar; query `month=YYYY-MM` opens that month. */
export function CalendarRoute() {
  const { athleteId } = useParams();
  const [params, setParams] = useSearchParams();
  const account = useAccountInfo();
  const details = account.data?.details;
  const viewedId = athleteId ? Number(athleteId) : details?.id;
  const isOwn = viewedId === details?.id;
  const athletes = useCoachAthletes(Boolean(details && !isOwn && isCoachLike(roleOf(details))));
  if (!details) return <Loader aria-label="Loading calendar" />;

  const today = todayIn(details.timezone);
  const month = isMonth(params.get("month")) ? params.get("month")! : monthOf(today);
  const changeMonth = (by: number | "today") => {
    const next = new URLSearchParams(params);
    next.set("month", by === "today" ? monthOf(today) : shiftMonth(month, by));
    setParams(next);
  };

  if (!isOwn && athletes.isPending) return <Loader aria-label="Loading calendar" />;
  const athlete = isOwn ? undefined : athletes.data?.athletes.find((a) => a.id === viewedId);
  if (!isOwn && !athlete) {
    return (
      <Alert color="gray" title="Athlete not found">
        This athlete does not exist or is not one of yours.
      </Alert>
    );
  }
  return (
    <Stack maw={1200} mx="auto">
      <MonthCalendar
        athleteName={isOwn ? details.fullName : athlete!.fullName}
        month={month}
        today={today}
        trainingDays={isOwn ? details.profile.trainingDays : []}
        onMonthChange={changeMonth}
      />
    </Stack>
  );
}
