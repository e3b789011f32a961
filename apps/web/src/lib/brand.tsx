import { createContext, useContext } from "react";

/**
 * The business whose subdomain the page was opened on, for the screens it brands (sign-in,
 * sign-up, set password). Null on the main app.
 */
export type Brand = { name: string; logoUrl: string | null };

const BrandContext = createContext<Brand | null>(null);

export const BrandProvider = BrandContext.Provider;

export function useBrand(): Brand | null {
  return useContext(BrandContext);
}
