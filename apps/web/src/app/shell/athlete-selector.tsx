import { Select } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { useSelectedAthlete } from "../selected-athlete";

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
      value={
        selected === null
          ? location.pathname.startsWith("/athlete/")
            ? String(ownId)
            : null
          : String(selected)
      }
      onChange={choose}
      searchable
      w={220}
      size="sm"
      nothingFoundMessage="No athlete found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
