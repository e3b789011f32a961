import type { BasedOn, Step } from "@coach/shared/workouts/workout.schemas";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconRepeat } from "@tabler/icons-react";
import { cloneStep, newRepeat, newStep } from "./draft";
import { insertAfter, moveTo, removeAt, replaceAt } from "./list-edits";
import { RepeatCard } from "./repeat-card";
import { SortableList } from "./sortable-list";
import { StepCard } from "./step-card";
import type { TargetContext } from "./target-fields";

/** The workout's steps and repeats, in the order they are done. */
export function StepList({
  steps,
  basedOn,
  context,
  onChange,
}: {
  steps: Step[];
  basedOn: BasedOn;
  context: TargetContext;
  onChange: (steps: Step[]) => void;
}) {
  const workout = { type: context.type, basedOn };
  return (
    <Stack gap="xs">
      {steps.length === 0 && (
        <Text size="sm" c="dimmed">
          No steps yet. Add a step or a repeat.
        </Text>
      )}
      <SortableList
        items={steps}
        onMove={(from, to) => onChange(moveTo(steps, from, to))}
        renderItem={(step, index, handle) => {
          const common = {
            label: `Step ${index + 1}`,
            index,
            count: steps.length,
            basedOn,
            context,
            handle,
            onMove: (to: number) => onChange(moveTo(steps, index, to)),
            onDuplicate: () => onChange(insertAfter(steps, index, cloneStep(step))),
            onRemove: () => onChange(removeAt(steps, index)),
          };
          return step.stepType === "step" ? (
            <StepCard
              {...common}
              step={step}
              onChange={(next) => onChange(replaceAt(steps, index, next))}
            />
          ) : (
            <RepeatCard
              {...common}
              label={`Step ${index + 1}: repeat`}
              repeat={step}
              onChange={(next) => onChange(replaceAt(steps, index, next))}
            />
          );
        }}
      />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            onChange([...steps, newStep(workout, steps.length === 0 ? "Warm up" : "Work")])
          }
        >
          Add step
        </Button>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRepeat size={14} />}
          onClick={() => onChange([...steps, newRepeat(workout)])}
        >
          Add repeat
        </Button>
      </Group>
    </Stack>
  );
}
