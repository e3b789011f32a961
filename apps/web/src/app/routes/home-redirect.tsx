import { Navigate } from "react-router";
import { useAccountInfo } from "../../features/account/api/get-account-info";
import { isCoachLike, roleOf } from "../nav/roles";

/** `/`: coaches go to /dashboard, athletes to /calendar (spec section 2). */
export function HomeRedirect() {
  const { data } = useAccountInfo();
  if (!data) return null;
  return <Navigate to={isCoachLike(roleOf(data.details)) ? "/dashboard" : "/calendar"} replace />;
}
