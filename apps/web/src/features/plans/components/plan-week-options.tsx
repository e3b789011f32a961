import {
  PERIODIZATION_EMPHASES,
  PLAN_PHASES,
  type PlanPeriodizationWeek,
} from "@coach/shared/plans/plan.schemas";
import { Button, Select, Text, TextInput } from "@mantine/core";

/** What a coach should know of a phase when choosing it. */
export const PHASE_GUIDANCE: Partial<Record<string, string>> = {
  Prep: "Prep: weekly volume 40-60 percent.",
  Peak: "Peak lasts 2-4 weeks.",
  Taper: "Taper lasts 1-3 weeks, reducing training by 30-80 percent.",
};

/** One week's phase (or a custom one), emphasis and recovery flag, with the phase's guidance. */
export function PlanWeekOptions({
  week,
  options,
  onChange,
}: {
  /** The week's index, from 0. */
  week: number;
  options: PlanPeriodizationWeek;
  onChange: (change: Partial<PlanPeriodizationWeek>) => void;
}) {
  const number = week + 1;
  const guidance = options.phase ? PHASE_GUIDANCE[options.phase] : undefined;
  return (
    <>
      <Select
        aria-label={`Phase, week ${number}`}
        placeholder="Phase"
        data={[...PLAN_PHASES]}
        value={options.phase}
        clearable
        size="xs"
        w={110}
        onChange={(value) => onChange({ phase: value as PlanPeriodizationWeek["phase"] })}
      />
      {options.phase === "Custom" && (
        <TextInput
          aria-label={`Custom phase, week ${number}`}
          placeholder="Phase name"
          size="xs"
          w={120}
          value={options.customPhase ?? ""}
          onChange={(event) => onChange({ customPhase: event.currentTarget.value || null })}
        />
      )}
      <Select
        aria-label={`Emphasis, week ${number}`}
        placeholder="Emphasis"
        data={[...PERIODIZATION_EMPHASES]}
        value={options.emphasis}
        clearable
        size="xs"
        w={100}
        onChange={(value) => onChange({ emphasis: value as PlanPeriodizationWeek["emphasis"] })}
      />
      <Button
        size="compact-xs"
        variant={options.isRecovery ? "filled" : "default"}
        onClick={() => onChange({ isRecovery: !options.isRecovery })}
        aria-pressed={options.isRecovery}
      >
        Recovery week
      </Button>
      {guidance && (
        <Text size="xs" c="dimmed">
          {guidance}
        </Text>
      )}
    </>
  );
}
