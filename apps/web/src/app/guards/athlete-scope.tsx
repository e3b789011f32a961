import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useParams } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { apiFetch } from "../../lib/api-client";
import { setSelectedAthlete } from "../selected-athlete";

/**
 * Wraps the athlete-scoped routes (/athlete/:athleteId/...): after navigation the visited athlete
 * is remembered for the account and the selected athlete set, null for the user's own id.
 */
export function AthleteScope() {
  const { athleteId } = useParams();
  const { data } = useAccountInfo();
  const id = Number(athleteId);
  const ownId = data?.details.id;
  const remembered = data?.details.visitedAthleteId ?? null;
  const remember = useMutation({
    mutationFn: (visited: number | null) =>
      apiFetch("/api/account/visited-athlete/", { method: "PUT", body: { athleteId: visited } }),
    meta: { silent: true },
  });
  const { mutate } = remember;

  useEffect(() => {
    if (!ownId || !Number.isInteger(id)) return;
    const selected = id === ownId ? null : id;
    setSelectedAthlete(selected);
    if (selected !== remembered) mutate(selected);
  }, [id, ownId, remembered, mutate]);

  return <Outlet />;
}
