import type { OnboardingSubmitResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";
import { refreshOnboardingViews } from "./onboarding-keys";
import { sendMultipart } from "./send-multipart";

export type SubmitInput = {
  formId: number;
  /** Text answers by question id. */
  answers: Record<string, string>;
  /** Files by the id of their 'File upload' question. */
  files: { itemId: string; file: File }[];
};

/** POST api/on-boarding/form/submit: id, answers as JSON, files named by question id. */
export function submitOnboarding(input: SubmitInput) {
  const form = new FormData();
  form.append("id", String(input.formId));
  form.append("answers", JSON.stringify(input.answers));
  for (const { itemId, file } of input.files) form.append(itemId, file, file.name);
  return sendMultipart<OnboardingSubmitResponse>("POST", "/api/on-boarding/form/submit", form);
}

/** Sending answers sets the account's on-boarding status: the account and the pages refetch. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: async () => {
      notifySuccess(messages.profileUpdated);
      await Promise.all([
        refreshOnboardingViews(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo }),
      ]);
    },
  });
}
