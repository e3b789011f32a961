import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { FeedbackBodySchema } from "@coach/shared/validation/forms.schemas";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import type { FormEvent } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useZodForm } from "../../../lib/use-zod-form";
import { useSubmitFeedback } from "../api/submit-feedback";
import { deviceOf } from "../lib/device";

const EMPTY = { subject: "", thoughts: "" };

/** The feedback form: subject and thoughts, sent with the page's address and the device. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useZodForm(FeedbackBodySchema, EMPTY);
  const submit = useSubmitFeedback();

  function close() {
    form.setValue("subject", "");
    form.setValue("thoughts", "");
    form.setErrors({});
    onClose();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    submit.mutate(
      {
        ...body,
        locationUrl: window.location.href,
        ...deviceOf(navigator.userAgent, navigator.maxTouchPoints),
      },
      {
        onSuccess: () => {
          notifySuccess(dashboardMessages.feedbackThanks);
          close();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Send us your feedback" centered>
      <form onSubmit={send} noValidate aria-label="Feedback">
        <Stack gap="sm">
          <TextInput label="Subject" withAsterisk {...form.textProps("subject")} />
          <Textarea
            label="Your thoughts"
            withAsterisk
            // Not autosize: it listens to document.fonts, which jsdom lacks.
            rows={5}
            value={form.values.thoughts}
            error={form.errors.thoughts}
            onChange={(event) => form.setValue("thoughts", event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Send feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
