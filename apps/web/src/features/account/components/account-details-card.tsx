import {
  type AccountInfoResponse,
  UpdateProfileBodySchema,
} from "@coach/shared/account/account.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { z } from "zod";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateProfile } from "../api/update-account";
import { answerMessage } from "./answer-message";
import { SportsChoice, TrainingDaysChoice } from "./profile-choices";
import { SaveError } from "./save-error";

const NamesSchema = UpdateProfileBodySchema.pick({
  firstName: true,
  lastName: true,
  jobTitle: true,
}).required({
  firstName: true,
  lastName: true,
});

type AccountDetailsCardProps = { account: AccountInfoResponse };

/** Name, job title (coaches and owners), e-mail and training profile. */
export function AccountDetailsCard({ account }: AccountDetailsCardProps) {
  const titleId = useId();
  const { details, settings } = account;
  const hasJobTitle = details.isCoach || details.isBusinessOwner;
  const [values, setValues] = useState({
    firstName: details.firstName,
    lastName: details.lastName,
    jobTitle: details.jobTitle,
    sports: settings.profile.sports,
    trainingDays: settings.profile.trainingDays,
  });
  const [errors, setErrors] = useState<
    Partial<Record<"firstName" | "lastName" | "jobTitle", string>>
  >({});
  const updateProfile = useUpdateProfile();

  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const textProps = (name: "firstName" | "lastName" | "jobTitle") => ({
    value: values[name],
    error: errors[name],
    onChange: (event: FormEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const names = NamesSchema.safeParse({
      ...values,
      jobTitle: hasJobTitle ? values.jobTitle : undefined,
    });
    if (!names.success) {
      const { fieldErrors } = z.flattenError(names.error);
      setErrors({
        firstName: fieldErrors.firstName?.[0],
        lastName: fieldErrors.lastName?.[0],
        jobTitle: fieldErrors.jobTitle?.[0],
      });
      return;
    }
    updateProfile.mutate(
      { ...names.data, profile: { sports: values.sports, trainingDays: values.trainingDays } },
      { onSuccess: (answer) => notifySuccess(answerMessage(answer, messages.profileUpdated)) },
    );
  }

  return (
    <Card
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id={titleId}>
            Account details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...textProps("firstName")} />
            <TextInput label="Last name" autoComplete="family-name" {...textProps("lastName")} />
            {hasJobTitle && (
              <TextInput
                label="Job title"
                autoComplete="organization-title"
                {...textProps("jobTitle")}
              />
            )}
            <TextInput label="E-mail" value={details.email} readOnly variant="filled" />
          </SimpleGrid>
          <SportsChoice value={values.sports} onChange={(sports) => set("sports", sports)} />
          <TrainingDaysChoice
            value={values.trainingDays}
            onChange={(days) => set("trainingDays", days)}
          />
          <SaveError error={updateProfile.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={updateProfile.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
