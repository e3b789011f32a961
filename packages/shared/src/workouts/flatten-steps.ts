import type { SingleStep, Step } from "./workout.schemas.ts";

/**
 * The steps in the order they are done: a repeat's inner steps appear `repeats` times
 * (each inner step counts as many times as its repeats value).
 */
export function flattenSteps(steps: readonly Step[]): SingleStep[] {
  const flat: SingleStep[] = [];
  for (const step of steps) {
    if (step.stepType === "step") {
      flat.push(step);
      continue;
    }
    for (let round = 0; round < step.repeats; round += 1) flat.push(...step.steps);
  }
  return flat;
}

/** How many times each step runs, keyed by uuid: 1 for a plain step, `repeats` inside a repeat. */
export function stepOccurrences(steps: readonly Step[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const step of steps) {
    const inner = step.stepType === "step" ? [step] : step.steps;
    const times = step.stepType === "step" ? 1 : step.repeats;
    for (const single of inner) counts.set(single.uuid, (counts.get(single.uuid) ?? 0) + times);
  }
  return counts;
}
