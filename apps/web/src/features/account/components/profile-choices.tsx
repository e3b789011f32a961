import type { Profile } from "@coach/shared/account/account.schemas";
import { PROFILE_SPORTS, WEEKDAYS } from "@coach/shared/account/account.schemas";
import { ChoiceChips } from "./choice-chips";

type Sport = Profile["sports"][number];
type Weekday = Profile["trainingDays"][number];

const SPORT_OPTIONS = PROFILE_SPORTS.map((sport) => ({
  value: sport,
  label: sport.charAt(0).toUpperCase() + sport.slice(1),
}));
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

type ChoiceProps<T extends string> = { value: T[]; onChange: (value: T[]) => void; error?: string };

export function SportsChoice(props: ChoiceProps<Sport>) {
  return <ChoiceChips label="Sports" options={SPORT_OPTIONS} {...props} />;
}

export function TrainingDaysChoice(props: ChoiceProps<Weekday>) {
  return <ChoiceChips label="Training days" options={WEEKDAY_OPTIONS} {...props} />;
}
