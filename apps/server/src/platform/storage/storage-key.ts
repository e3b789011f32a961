const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * The key, once it is a relative path of plain segments (`activities/12/<uuid>.fit`). Every
 * store checks it, so that no key reaches outside the uploads folder on disk and the same keys
 * are valid on disk and in a bucket: no `..`, no leading `/` or `.`, no empty segment, no
 * backslash. Keys are made by the server, so a refused key is a programming error.
 */
export function checkStorageKey(key: string): string {
  const isValid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split("/").every((segment) => SEGMENT.test(segment));
  if (!isValid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
