import { type Profile, ProfileSchema, WEEKDAYS } from "@coach/shared/account/account.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateProfile } from "../api/update-account";
import { answerMessage } from "./answer-message";
import { SaveError } from "./save-error";

type Availability = Profile["trainingAvailability"];
type Weekday = (typeof WEEKDAYS)[number];
/** What each input holds: a number of hours, or "" for a day without a fixed time. */
type HoursInput = Record<Weekday, number | string>;

const AvailabilitySchema = ProfileSchema.shape.trainingAvailability.unwrap();

function toInputs(availability: Availability): HoursInput {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, availability[day] ?? ""])) as HoursInput;
}

/** The profile's trainingAvailability: hours the athlete can train on each weekday. */
export function TrainingAvailabilityCard({ availability }: { availability: Availability }) {
  const titleId = useId();
  const [hours, setHours] = useState(() => toInputs(availability));
  const [errors, setErrors] = useState<Partial<Record<Weekday, string>>>({});
  const updateProfile = useUpdateProfile();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Empty days are left out, so the saved record says only what the athlete gave.
    const filled = Object.fromEntries(
      WEEKDAYS.filter((day) => hours[day] !== "").map((day) => [day, Number(hours[day])]),
    );
    const parsed = AvailabilitySchema.safeParse(filled);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    updateProfile.mutate(
      { profile: { trainingAvailability: parsed.data } },
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
          <Stack gap={4}>
            <Title order={2} fz="h4" id={titleId}>
              Training availability
            </Title>
            <Text size="sm" c="dimmed">
              Hours you can train on each day. Leave a day empty when you have no fixed time.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 2, xs: 4 }}>
            {WEEKDAYS.map((day) => (
              <NumberInput
                key={day}
                label={day}
                suffix=" h"
                min={0}
                max={24}
                step={0.5}
                decimalScale={2}
                value={hours[day]}
                error={errors[day]}
                onChange={(value) => {
                  setHours((current) => ({ ...current, [day]: value }));
                  setErrors((current) => ({ ...current, [day]: undefined }));
                }}
              />
            ))}
          </SimpleGrid>
          <SaveError error={updateProfile.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={updateProfile.isPending}>
              Save availability
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
