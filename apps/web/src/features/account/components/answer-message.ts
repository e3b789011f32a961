/**
 * The `message` of an account update answer ('Profile Updated'...). The update hooks type their
 * answer as the account alone, so the message is read defensively.
 */
export function answerMessage(answer: object, fallback: string): string {
  const message = (answer as { message?: unknown }).message;
  return typeof message === "string" && message ? message : fallback;
}
