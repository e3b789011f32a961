/**
 * File sizes in B, kB, MB, GB, TB. Steps of 1024, as the upload
 * limit shows: 26214400 bytes is "25 MB".
 */
const SIZE_UNITS = ["B", "kB", "MB", "GB", "TB"] as const;

/** At most one decimal, trailing ".0" dropped: 1536 -> "1.5 kB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 10) / 10} ${SIZE_UNITS[unit]}`;
}
