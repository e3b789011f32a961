import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { hostBusinessLabel } from "../../features/business/api/public-business";
import { HostBrand } from "../../features/business/components/host-brand";

/**
 * A screen that only a business's subdomain has: the server redirects page loads already; this
 * covers navigation inside the app. Branded with the business.
 */
export function SubdomainOnly({ children }: { children: ReactNode }) {
  if (hostBusinessLabel() === null) return <Navigate to="/" replace />;
  return <HostBrand>{children}</HostBrand>;
}
