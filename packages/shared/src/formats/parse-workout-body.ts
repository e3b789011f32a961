import { type WorkoutBody, WorkoutBodySchema } from "../workouts/workout.schemas.ts";
import { WorkoutFileError } from "./workout-file-error.ts";

/** Validates an imported workout against the product's model, naming the first problem. */
export function parseWorkoutBody(candidate: unknown, formatName: string): WorkoutBody {
  const result = WorkoutBodySchema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    throw new WorkoutFileError(
      "invalid-file",
      `The ${formatName} workout cannot be imported${where}: ${issue.message}`,
    );
  }
  return result.data;
}
