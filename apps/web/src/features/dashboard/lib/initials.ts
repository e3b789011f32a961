/** Up to two initials of a name ("Anna Berg" -> "AB"), or of an address when the name is empty. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toUpperCase());
  return letters.join("") || "?";
}
