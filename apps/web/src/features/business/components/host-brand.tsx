import type { ReactNode } from "react";
import { BrandProvider } from "../../../lib/brand";
import { hostBusinessLabel, usePublicBusiness } from "../api/public-business";

/** Brands the screens inside with the business of this subdomain (nothing on the main app). */
export function HostBrand({ children }: { children: ReactNode }) {
  const business = usePublicBusiness(hostBusinessLabel());
  const brand = business.data
    ? { name: business.data.businessName, logoUrl: business.data.businessLogoUrl }
    : null;
  return <BrandProvider value={brand}>{children}</BrandProvider>;
}
