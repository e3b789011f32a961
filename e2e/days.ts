/**
 * A day as a new account's date format ("MMM D, YYYY", the demo people's too) writes it:
 * "2026-11-24" reads "Nov 24, 2026". Written with the browser's own Intl, not the app's code.
 */
export const defaultFormatDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
