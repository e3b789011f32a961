import type { SingleStep, Step } from "../workouts/workout.schemas.ts";

/**
 * Trainer files (ERG, MRC, unrolled ZWO) have no repeats, and a long interval session can
 * exceed the model's 200 steps per workout (workout.schemas.ts). Such lists get their runs of
 * identical steps folded back into repeats; shorter lists are kept exactly as in the file.
 */
export const MAX_TOP_LEVEL_STEPS = 200;
const MAX_PATTERN_STEPS = 10;
const MAX_REPEATS = 99;

function sameStep(a: SingleStep, b: SingleStep): boolean {
  return (
    a.action === b.action &&
    a.unit === b.unit &&
    a.lower === b.lower &&
    a.upper === b.upper &&
    a.duration === b.duration &&
    a.distance === b.distance &&
    a.stepInfo === b.stepInfo
  );
}

function samePattern(steps: SingleStep[], first: number, second: number, length: number): boolean {
  for (let offset = 0; offset < length; offset += 1) {
    if (!sameStep(steps[first + offset], steps[second + offset])) return false;
  }
  return true;
}

/** Greedy: at each position take the pattern whose repetitions cover the most steps. */
function foldRun(steps: SingleStep[], nextUuid: () => string): Step[] {
  const folded: Step[] = [];
  let index = 0;
  while (index < steps.length) {
    let best = { length: 1, count: 1 };
    for (
      let length = 1;
      length <= MAX_PATTERN_STEPS && index + 2 * length <= steps.length;
      length += 1
    ) {
      let count = 1;
      while (
        count < MAX_REPEATS &&
        index + (count + 1) * length <= steps.length &&
        samePattern(steps, index, index + count * length, length)
      ) {
        count += 1;
      }
      if (count > 1 && length * count > best.length * best.count) best = { length, count };
    }
    if (best.count === 1) {
      folded.push(steps[index]);
    } else {
      const pattern = steps.slice(index, index + best.length);
      folded.push({ stepType: "repeat", uuid: nextUuid(), repeats: best.count, steps: pattern });
    }
    index += best.length * best.count;
  }
  return folded;
}

export function foldLongStepList(steps: Step[], uuidPrefix: string): Step[] {
  if (steps.length <= MAX_TOP_LEVEL_STEPS) return steps;
  let count = 0;
  const nextUuid = () => `${uuidPrefix}-fold-${++count}`;
  const result: Step[] = [];
  let run: SingleStep[] = [];
  for (const step of steps) {
    if (step.stepType === "step") {
      run.push(step);
      continue;
    }
    result.push(...foldRun(run, nextUuid), step);
    run = [];
  }
  result.push(...foldRun(run, nextUuid));
  return result;
}
