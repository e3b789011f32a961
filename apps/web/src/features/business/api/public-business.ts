import type {
  AthleteRequestBody,
  PublicSubdomainInfo,
} from "@coach/shared/business/business.schemas";
import { businessSubdomainFromHost } from "@coach/shared/validation/subdomain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { pageAppDomain } from "../../../lib/app-domain";

/** The business subdomain this page was opened on, or null on the main app. */
export const hostBusinessLabel = () =>
  businessSubdomainFromHost(window.location.host, pageAppDomain());

/** GET /api/subdomain/{subDomain}; anyone may read it. */
export function usePublicBusiness(label: string | null) {
  return useQuery({
    queryKey: ["business", "public", label],
    queryFn: () =>
      apiFetch<PublicSubdomainInfo>(`/api/subdomain/${encodeURIComponent(label ?? "")}`, {
        auth: false,
      }),
    enabled: label !== null,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** POST /api/auth/register/athlete-request */
export const requestToJoin = (body: AthleteRequestBody) =>
  apiFetch<{ detail: string }>("/api/auth/register/athlete-request", {
    method: "POST",
    body,
    auth: false,
  });
