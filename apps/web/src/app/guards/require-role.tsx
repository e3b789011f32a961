import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { type Role, roleOf } from "../nav/roles";

/** Coach-only and owner-only routes send everyone else to /. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { data } = useAccountInfo();
  if (!data) return null;
  if (!roles.includes(roleOf(data.details))) return <Navigate to="/" replace />;
  return children;
}
