import type { OnboardingFormResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { onboardingKeys } from "./onboarding-keys";
import { sendMultipart } from "./send-multipart";

/** An item as the builder sends it: file groups name new files by the uuid of their part. */
export type SaveFields = Record<string, object>;

export type SavePageInput = {
  fields: SaveFields;
  /** New files, by the uuid their file group names them with. */
  files: { uuid: string; file: File }[];
  /** PUT when the page exists, POST for the first save. */
  isUpdate: boolean;
};

/** POST or PUT api/on-boarding/: the page as multipart (fields as JSON, files by uuid). */
export function saveCoachForm(input: SavePageInput) {
  const form = new FormData();
  form.append("fields", JSON.stringify(input.fields));
  form.append("onBoarding", "true");
  for (const { uuid, file } of input.files) form.append(uuid, file, file.name);
  return sendMultipart<OnboardingFormResponse>(
    input.isUpdate ? "PUT" : "POST",
    "/api/on-boarding/",
    form,
  );
}

export function useSaveCoachForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachForm,
    onSuccess: (saved) => queryClient.setQueryData(onboardingKeys.coachForm, saved),
  });
}
