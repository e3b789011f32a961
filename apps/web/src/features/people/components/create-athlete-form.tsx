import { CreateBusinessAthleteBodySchema } from "@coach/shared/people/business.schemas";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import { useCreateAthlete } from "../api/create-athlete";

const FIELDS = ["full_name", "email"] as const;
const EMPTY = { full_name: "", email: "" };

/**
 * The business owner's "add athlete" form: full name (two words or more) and e-mail. The new
 * athlete gets a mail to set their password; an address that already has an athlete account
 * joins the business. Then an "Athlete added" state links to their calendar or starts again.
 */
export function CreateAthleteForm({ onCreated }: { onCreated?: (athleteId: number) => void }) {
  const form = useZodForm(CreateBusinessAthleteBodySchema, EMPTY);
  const create = useCreateAthlete();
  const [createdId, setCreatedId] = useState<number | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ id }) => {
        setCreatedId(id);
        onCreated?.(id);
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)),
    });
  }

  function startAgain() {
    setCreatedId(null);
    form.setValue("full_name", "");
    form.setValue("email", "");
    create.reset();
  }

  if (createdId !== null) {
    return (
      <Stack gap="sm" role="status">
        <Text fw={600}>Athlete added</Text>
        <Text size="sm" c="dimmed">
          We e-mailed {form.values.email.trim()} with the next steps.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={`/athlete/${createdId}/calendar`}>
            Go to athlete's calendar
          </Anchor>
          <Button variant="subtle" onClick={startAgain}>
            Add another athlete
          </Button>
        </Group>
      </Stack>
    );
  }

  // Errors clear when the field is focused again.
  const clearOnFocus = (name: (typeof FIELDS)[number]) => () =>
    form.setErrors({ ...form.errors, [name]: undefined });

  return (
    <form onSubmit={submit} noValidate aria-label="Create athlete">
      <Stack gap="sm">
        <TextInput
          label="Full name"
          autoComplete="off"
          {...form.textProps("full_name")}
          onFocus={clearOnFocus("full_name")}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          {...form.textProps("email")}
          onFocus={clearOnFocus("email")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add athlete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
