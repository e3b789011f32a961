import { Navigate, useParams } from "react-router";
import { RacesRecordsPage } from "../../features/races-records/components/races-records-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/races-records: races by priority, best efforts and records. */
export function RacesRecordsRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName }) => (
        <RacesRecordsPage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          units={details.displayUnits}
          dateFormat={details.dateFormat}
        />
      )}
    />
  );
}

/** /athlete/:athleteId/races (the other address) shows the same page under one address. */
export function RacesRedirect() {
  const { athleteId } = useParams();
  return <Navigate to={`/athlete/${athleteId}/races-records`} replace />;
}
