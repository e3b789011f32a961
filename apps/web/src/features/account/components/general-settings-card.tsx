import type { GeneralSettings } from "@coach/shared/account/account.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Button, Card, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateGeneral } from "../api/update-account";
import { answerMessage } from "./answer-message";
import { DateFormatChoice, UnitsChoice } from "./general-choices";
import { SaveError } from "./save-error";

/** Date format and units. */
export function GeneralSettingsCard({ general }: { general: GeneralSettings }) {
  const titleId = useId();
  const [values, setValues] = useState(general);
  const updateGeneral = useUpdateGeneral();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    updateGeneral.mutate(values, {
      onSuccess: (answer) => notifySuccess(answerMessage(answer, messages.generalSettingsUpdated)),
    });
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
            General settings
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateFormatChoice
              value={values.dateFormat}
              onChange={(dateFormat) => setValues((current) => ({ ...current, dateFormat }))}
            />
            <UnitsChoice
              value={values.displayUnits}
              onChange={(displayUnits) => setValues((current) => ({ ...current, displayUnits }))}
            />
          </SimpleGrid>
          <SaveError error={updateGeneral.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={updateGeneral.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
