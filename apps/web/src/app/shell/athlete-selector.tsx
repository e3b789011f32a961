import { Select } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { useSelectedAthlete } from "../selected-athlete";

/**
 * The athlete a page is about, as the selector names them: the one in the address
 * (/athlete/:id/...), the user's own on their own pages (/calendar, /zones, /activities), the
 * selected athlete on an activity (its page selects its athlete); none elsewhere (settings).
 */
export function athleteOfPage(
  pathname: string,
  ownId: number,
  selected: number | null,
): number | null {
  const inPath = /^\/athlete\/(\d+)(\/|$)/.exec(pathname)?.[1];
  if (inPath) return Number(inPath);
  if (/^\/activity\//.test(pathname)) return selected ?? ownId;
  if (/^\/(calendar|zones|activities)(\/|$)/.test(pathname)) return ownId;
  return null;
}

/** Switches the athlete a coach is looking at, keeping the athlete page they are on. */
export function AthleteSelector({ ownId, ownName }: { ownId: number; ownName: string }) {
  const athletes = useCoachAthletes();
  const selected = useSelectedAthlete();
  const location = useLocation();
  const navigate = useNavigate();
  const options = [
    { value: String(ownId), label: `${ownName} (me)` },
    ...(athletes.data?.athletes ?? []).map((athlete) => ({
      value: String(athlete.id),
      label: athlete.fullName,
    })),
  ];

  const shown = athleteOfPage(location.pathname, ownId, selected);

  const choose = (value: string | null) => {
    if (!value) return;
    const scoped = location.pathname.match(/^\/athlete\/\d+\/(.+)$/);
    navigate(`/athlete/${value}/${scoped?.[1] ?? "calendar"}`);
  };

  return (
    <Select
      aria-label="Select athlete"
      placeholder="Select athlete"
      data={options}
      value={shown === null ? null : String(shown)}
      onChange={choose}
      searchable
      w={220}
      size="sm"
      nothingFoundMessage="No athlete found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
