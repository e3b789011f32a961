import { cadenceText, conditionText } from "@coach/shared/workouts/step-condition-text";
import {
  type BasedOn,
  type SingleStep,
  STEP_ACTIONS,
  type StepAction,
} from "@coach/shared/workouts/workout.schemas";
import { Group, Paper, Select, SimpleGrid, Text, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { AmountField } from "./amount-field";
import { StepTools } from "./step-tools";
import { type TargetContext, TargetFields } from "./target-fields";
import { ACTION_COLORS } from "./zone-colors";

export interface StepCardProps {
  step: SingleStep;
  label: string;
  index: number;
  count: number;
  basedOn: BasedOn;
  context: TargetContext;
  handle: ReactNode;
  onChange: (step: SingleStep) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One step: action, duration or distance, and target. */
export function StepCard({
  step,
  label,
  index,
  count,
  basedOn,
  context,
  handle,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: StepCardProps) {
  const patch = (changes: Partial<SingleStep>) => onChange({ ...step, ...changes });
  // An imported step may keep a target method of its own (decision 119).
  const targetContext = step.method == null ? context : { ...context, method: step.method };
  const extras = [
    step.until == null ? "" : `Ends when ${conditionText(step.until)}`,
    step.cadence == null ? "" : cadenceText(step.cadence),
  ].filter((text) => text !== "");
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={label}
      style={{ borderLeft: `4px solid var(--mantine-color-${ACTION_COLORS[step.action]}-5)` }}
    >
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Group gap={4} wrap="nowrap">
          {handle}
          <Text size="sm" fw={500}>
            {label}
          </Text>
        </Group>
        <StepTools
          index={index}
          count={count}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <Select
          label="Action"
          data={STEP_ACTIONS}
          value={step.action}
          allowDeselect={false}
          onChange={(action) => action && patch({ action: action as StepAction })}
        />
        <AmountField
          step={step}
          basedOn={basedOn}
          type={context.type}
          units={context.units}
          onChange={patch}
        />
        <TargetFields step={step} context={targetContext} onChange={patch} />
        <Textarea
          label="Notes"
          description="One message a line; [m:ss] shows it that far into the step"
          value={step.stepInfo}
          maxLength={2000}
          rows={2}
          onChange={(event) => patch({ stepInfo: event.currentTarget.value })}
        />
      </SimpleGrid>
      {extras.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {extras.join(" · ")}
        </Text>
      )}
    </Paper>
  );
}
