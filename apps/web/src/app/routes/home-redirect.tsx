import { Navigate } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { isCoachLike, roleOf } from "../nav/roles";

/** `/`: coaches go to /dashboard, athletes to /calendar. */
export function HomeRedirect() {
  const { data } = useAccountInfo();
  if (!data) return null;
  return <Navigate to={isCoachLike(roleOf(data.details)) ? "/dashboard" : "/calendar"} replace />;
}
