import type { OnboardingFormResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { onBoardingSummary } from "@coach/shared/validation/onboarding.schemas";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useState } from "react";
import { useCoachForm } from "../api/get-coach-form";
import { FormBuilderModal } from "./form-builder-modal";

/** 'N message + N form field + N file group', or that no page exists yet. */
export function OnboardingFormSummary({ form }: { form: OnboardingFormResponse | null }) {
  return (
    <Text size="sm" c="dimmed">
      {form ? onBoardingSummary(Object.values(form.fields)) : "No custom page yet"}
    </Text>
  );
}

/**
 * The coach's page as the invite screen shows it: its summary and 'Edit form', which opens the
 * builder. Composed by app/ next to the invitation form.
 */
export function OnboardingFormCard() {
  const form = useCoachForm();
  const [isOpen, setOpen] = useState(false);
  if (form.isPending) return <Loader size="xs" aria-label="Loading the on-boarding page" />;
  if (form.isError)
    return (
      <Text size="sm" c="red">
        Could not load your on-boarding page
      </Text>
    );
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <OnboardingFormSummary form={form.data} />
      <Button variant="light" size="xs" onClick={() => setOpen(true)}>
        {form.data ? "Edit form" : "Create form"}
      </Button>
      <FormBuilderModal opened={isOpen} form={form.data} onClose={() => setOpen(false)} />
    </Group>
  );
}
