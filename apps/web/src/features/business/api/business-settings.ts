import type {
  BusinessImageKind,
  BusinessImageResponse,
  BusinessProfile,
  SubdomainTakenResponse,
} from "@coach/shared/business/business.schemas";
import type { BusinessSettingsBody } from "@coach/shared/validation/business.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";
import { sendMultipart } from "../../../lib/send-multipart";

const SETTINGS = "/api/business-owner/business/";
export const businessProfileKey = ["business", "profile"] as const;

/** Fetch business data (GET /api/business-owner/business/); the dialog names the failure. */
export const businessProfileQuery = () =>
  queryOptions({
    queryKey: businessProfileKey,
    queryFn: () => apiFetch<BusinessProfile>(SETTINGS),
    meta: { silent: true },
  });

export function useBusinessProfile(isEnabled: boolean) {
  return useQuery({ ...businessProfileQuery(), enabled: isEnabled });
}

/** Save business settings (PUT): the account (name, logo, domain) shows the new values too. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessSettingsBody) =>
      apiFetch<BusinessProfile>(SETTINGS, { method: "PUT", body }),
    meta: { silent: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(businessProfileKey, profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo });
    },
  });
}

/** Logo or photo, resized by the server; the answer is the image's address. */
export function uploadBusinessImage(kind: BusinessImageKind, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return sendMultipart<BusinessImageResponse>(
    "POST",
    `/api/business-owner/business/images/${kind}/`,
    form,
  );
}

/**
 * The availability check: null when the label is free (the server answers 404), otherwise the
 * id of the user holding it (null id: a label no business may hold).
 */
export async function findSubdomainHolder(
  label: string,
  signal?: AbortSignal,
): Promise<SubdomainTakenResponse | null> {
  try {
    return await apiFetch<SubdomainTakenResponse>(
      `/api/subdomain/availability/${encodeURIComponent(label)}`,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
