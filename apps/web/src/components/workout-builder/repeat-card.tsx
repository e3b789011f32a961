import { conditionText } from "@coach/shared/workouts/step-condition-text";
import type { BasedOn, RepeatStep, SingleStep } from "@coach/shared/workouts/workout.schemas";
import { Button, Group, NumberInput, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { cloneStep, newStep } from "./draft";
import { insertAfter, moveTo, removeAt, replaceAt } from "./list-edits";
import { SortableList } from "./sortable-list";
import { StepCard } from "./step-card";
import { StepTools } from "./step-tools";
import type { TargetContext } from "./target-fields";

/** A repeat: its inner steps, done `repeats` times. It keeps at least one inner step. */
export function RepeatCard({
  repeat,
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
}: {
  repeat: RepeatStep;
  label: string;
  index: number;
  count: number;
  basedOn: BasedOn;
  context: TargetContext;
  handle: ReactNode;
  onChange: (repeat: RepeatStep) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const setSteps = (steps: SingleStep[]) => onChange({ ...repeat, steps });
  const inner = repeat.steps;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      role="group"
      aria-label={label}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap={6} wrap="nowrap">
          {handle}
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <NumberInput
            aria-label="Repeats"
            w={72}
            size="xs"
            min={1}
            max={99}
            clampBehavior="strict"
            allowDecimal={false}
            value={repeat.repeats}
            onChange={(value) =>
              typeof value === "number" && value >= 1 && onChange({ ...repeat, repeats: value })
            }
          />
          <Text size="sm" c="dimmed">
            {/* A repeat from a FIT file may end on a condition; the count is for totals. */}
            {repeat.until == null
              ? "times"
              : `times in the totals; the watch repeats until ${conditionText(repeat.until)}`}
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
      <Stack gap="xs">
        <SortableList
          items={inner}
          onMove={(from, to) => setSteps(moveTo(inner, from, to))}
          renderItem={(step, at, innerHandle) => (
            <StepCard
              step={step}
              label={`${label}, step ${at + 1}`}
              index={at}
              count={inner.length}
              basedOn={basedOn}
              context={context}
              handle={innerHandle}
              onChange={(next) => setSteps(replaceAt(inner, at, next))}
              onMove={(to) => setSteps(moveTo(inner, at, to))}
              onDuplicate={() => setSteps(insertAfter(inner, at, cloneStep(step)))}
              onRemove={() => (inner.length > 1 ? setSteps(removeAt(inner, at)) : onRemove())}
            />
          )}
        />
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setSteps([...inner, newStep({ type: context.type, basedOn }, "Rest active")])
            }
          >
            Add step to repeat
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
