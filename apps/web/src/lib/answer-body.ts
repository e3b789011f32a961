/**
 * An answer's body as the API client keeps it: the parsed JSON, null when empty, or the plain text
 * when it is not JSON (a proxy's error page, say: the text is then the message).
 */
export function answerBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
