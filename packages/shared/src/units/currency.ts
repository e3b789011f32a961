/** Currencies of the connected payment account. */
export const CURRENCY_SYMBOLS = {
  usd: "$",
  eur: "€",
  gbp: "£",
  aud: "A$",
  cad: "CA$",
} as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}

/** The symbol of a currency code (any case); an unknown code shows in capitals. */
export function currencySymbol(code: string | null | undefined): string {
  const lower = (code ?? "").toLowerCase();
  return isCurrencyCode(lower) ? CURRENCY_SYMBOLS[lower] : lower.toUpperCase();
}

/** An amount with its symbol and two decimals: "A$12.50". */
export function formatMoney(amount: number, code: string | null | undefined): string {
  return `${currencySymbol(code)}${amount.toFixed(2)}`;
}

/** Suffixes of payment plan types. */
export const PLAN_TYPE_SUFFIXES = {
  one_off: "",
  yearly_recurring: "/year",
  monthly_recurring: "/mo.",
  manual: "",
} as const;
