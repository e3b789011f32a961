/**
 * Money is held in minor units (cents) as integers from the form to the database and to Stripe,
 * which takes `unit_amount` in minor units too: no float ever carries an amount. The five
 * currencies of the spec all have two decimals.
 */
export const CURRENCIES = ["usd", "eur", "gbp", "aud", "cad"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  usd: "$",
  eur: "€",
  gbp: "£",
  aud: "A$",
  cad: "CA$",
};

export const DEFAULT_CURRENCY: Currency = "usd";

const MINOR_UNITS_PER_MAJOR = 100;

/** "80", "80.5", "80.50" or "80,50" as minor units (8000, 8050, 8050), or null when not an amount. */
export function parseAmountMinor(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number(cents);
}

/** 8050 as "80.50": integer arithmetic, so 0.1 + 0.2 never shows. */
export function formatAmountMajor(amountMinor: number): string {
  const sign = amountMinor < 0 ? "-" : "";
  const absolute = Math.abs(amountMinor);
  const major = Math.floor(absolute / MINOR_UNITS_PER_MAJOR);
  const minor = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, "0");
  return `${sign}${major}.${minor}`;
}

/** 8050 in eur as "€80.50"; the symbol of the spec's list. */
export function formatMoney(amountMinor: number, currency: Currency): string {
  return `${CURRENCY_SYMBOLS[currency]}${formatAmountMajor(amountMinor)}`;
}
