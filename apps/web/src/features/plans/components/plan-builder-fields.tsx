import {
  PERIODIZATION_EMPHASES,
  PERIODIZATION_TYPES,
  type PlanPeriodization,
  RECOVERY_CYCLES,
} from "@coach/shared/plans/plan.schemas";
import type { PlanDraft } from "@coach/shared/plans/plan-builder";
import { Group, Select, Textarea, TextInput } from "@mantine/core";
import type { Dispatch } from "react";
import type { PlanBuilderAction } from "../lib/plan-builder-draft";

const RECOVERY_OPTIONS = RECOVERY_CYCLES.map((cycle) => ({
  value: cycle,
  label: cycle === "2-1" ? "Every 3 weeks (2-1)" : "Every 4 weeks (3-1)",
}));

/** The plan's name, notes and whole-plan periodization. */
export function PlanDetailsFields({
  draft,
  periodization,
  dispatch,
}: {
  draft: PlanDraft;
  periodization: PlanPeriodization;
  dispatch: Dispatch<PlanBuilderAction>;
}) {
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Plan name"
          value={draft.title}
          onChange={(event) => dispatch({ type: "setTitle", title: event.currentTarget.value })}
          style={{ flex: "1 1 280px" }}
        />
        <Select
          label="Periodization"
          data={[...PERIODIZATION_TYPES]}
          value={periodization.type}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            dispatch({
              type: "setPeriodization",
              change: { type: value as PlanPeriodization["type"] },
            })
          }
          w={150}
        />
        <Select
          label="Emphasis"
          data={[...PERIODIZATION_EMPHASES]}
          value={periodization.emphasis}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            dispatch({
              type: "setPeriodization",
              change: { emphasis: value as PlanPeriodization["emphasis"] },
            })
          }
          w={120}
        />
        <Select
          label="Recovery cycle"
          data={RECOVERY_OPTIONS}
          value={periodization.recovery}
          clearable
          placeholder="None"
          onChange={(value) =>
            dispatch({
              type: "setPeriodization",
              change: { recovery: value as PlanPeriodization["recovery"] },
            })
          }
          w={190}
        />
      </Group>
      <Textarea
        label="Notes"
        rows={3}
        value={draft.notes}
        onChange={(event) => dispatch({ type: "setNotes", notes: event.currentTarget.value })}
      />
    </>
  );
}
