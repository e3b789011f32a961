import type { GeneralSettings, Profile } from "@coach/shared/account/account.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useFinishFirstSetup, useUpdateGeneral, useUpdateProfile } from "../api/update-account";
import { DateFormatChoice, UnitsChoice } from "./general-choices";
import { SportsChoice, TrainingDaysChoice } from "./profile-choices";
import { SaveError } from "./save-error";

export type FirstSettingsValues = Pick<Profile, "sports" | "trainingDays"> & GeneralSettings;

/** The four first-time choices; saving marks the setup done and opens `nextPath` (home). */
export function FirstSettingsForm({
  initialValues,
  nextPath = "/",
}: {
  initialValues: FirstSettingsValues;
  nextPath?: string;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [isChecked, setIsChecked] = useState(false);
  const [saveError, setSaveError] = useState<Error | null>(null);
  const updateProfile = useUpdateProfile();
  const updateGeneral = useUpdateGeneral();
  const finishFirstSetup = useFinishFirstSetup();
  const isSaving = updateProfile.isPending || updateGeneral.isPending || finishFirstSetup.isPending;
  const requiredError = (list: unknown[]) =>
    isChecked && list.length === 0 ? messages.required : undefined;

  const set = <K extends keyof FirstSettingsValues>(name: K, value: FirstSettingsValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (values.sports.length === 0 || values.trainingDays.length === 0) return;
    setSaveError(null);
    try {
      await updateProfile.mutateAsync({
        profile: { sports: values.sports, trainingDays: values.trainingDays },
      });
      await updateGeneral.mutateAsync({
        displayUnits: values.displayUnits,
        dateFormat: values.dateFormat,
      });
      await finishFirstSetup.mutateAsync();
      navigate(nextPath, { replace: true });
    } catch (error) {
      // The query client has already shown the server's message as a toast.
      setSaveError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <SportsChoice
          value={values.sports}
          onChange={(sports) => set("sports", sports)}
          error={requiredError(values.sports)}
        />
        <TrainingDaysChoice
          value={values.trainingDays}
          onChange={(days) => set("trainingDays", days)}
          error={requiredError(values.trainingDays)}
        />
        <UnitsChoice value={values.displayUnits} onChange={(units) => set("displayUnits", units)} />
        <DateFormatChoice
          value={values.dateFormat}
          onChange={(format) => set("dateFormat", format)}
        />
        <SaveError error={saveError} />
        <Button type="submit" loading={isSaving} fullWidth>
          Save and continue
        </Button>
      </Stack>
    </form>
  );
}
