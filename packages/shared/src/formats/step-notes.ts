import type { StepAction } from "../workouts/workout.schemas.ts";
import { parseStepCue, stepCue } from "./power-targets.ts";
import { formatClock } from "./workout-steps.ts";

/**
 * Step notes and the timed messages of trainer files (Zwift text events, MRC course text):
 * decision 119. A note is one line per message; a message shown later than the step's start
 * begins with its offset, "[m:ss] text", so that it goes out again at the same moment.
 */
export interface TimedMessage {
  offsetSec: number;
  text: string;
}

const OFFSET_PREFIX = /^\[(?:(\d+):)?(\d{1,2}):(\d{2})\]\s?/;

export function noteMessages(stepInfo: string): TimedMessage[] {
  return stepInfo
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const match = OFFSET_PREFIX.exec(line);
      if (match == null) return { offsetSec: 0, text: line };
      const [, hours, minutes, seconds] = match;
      const offsetSec = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
      return { offsetSec, text: line.slice(match[0].length) };
    });
}

export function messagesNote(messages: TimedMessage[]): string {
  return messages
    .filter((message) => message.text.trim() !== "")
    .map((message) =>
      message.offsetSec > 0 ? `[${formatClock(message.offsetSec)}] ${message.text}` : message.text,
    )
    .join("\n");
}

/**
 * The messages of a step as a trainer shows them: the first, at the start, names the action
 * (and carries it back on import) with the first untimed line of the notes.
 */
export function stepMessages(action: StepAction, stepInfo: string): TimedMessage[] {
  const messages = noteMessages(stepInfo);
  const firstIndex = messages.findIndex((message) => message.offsetSec === 0);
  const first = firstIndex === -1 ? "" : messages[firstIndex].text;
  const rest = messages.filter((_, index) => index !== firstIndex);
  return [{ offsetSec: 0, text: stepCue(action, first) }, ...rest];
}

/** The inverse of stepMessages: the action from the first message at the start, the notes. */
export function readStepMessages(messages: TimedMessage[]): {
  action: StepAction | null;
  stepInfo: string;
} {
  const sorted = [...messages].sort((a, b) => a.offsetSec - b.offsetSec);
  const cueIndex = sorted.findIndex(
    (message) => message.offsetSec === 0 && parseStepCue(message.text) != null,
  );
  if (cueIndex === -1) return { action: null, stepInfo: messagesNote(sorted) };
  const cue = parseStepCue(sorted[cueIndex].text);
  const lines = [...sorted];
  lines[cueIndex] = { offsetSec: 0, text: cue?.stepInfo ?? "" };
  return { action: cue?.action ?? null, stepInfo: messagesNote(lines) };
}
