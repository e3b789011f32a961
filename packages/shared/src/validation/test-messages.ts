/** The first issue's message of a safeParse result, or null when it passed (tests only). */
export function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | null {
  return result.success ? null : result.error!.issues[0].message;
}
