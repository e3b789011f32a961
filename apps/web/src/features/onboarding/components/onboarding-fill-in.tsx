import { type AthleteOnboarding, orderedItems } from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { DEFAULT_UPLOAD_TYPES, type UploadStatus } from "@coach/shared/validation/uploads";
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { ApiError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { useAthleteOnboarding } from "../api/get-athlete-onboarding";
import { useSubmitOnboarding } from "../api/submit-onboarding";
import { fileProblem, newId } from "./builder-draft";
import { FileLinks } from "./file-links";

/**
 * The athlete's on-boarding screen (their profile with ?showOnBoard=true): the first page they
 * were given and have not answered. Once sent, it says so and no longer asks.
 */
export function OnboardingFillIn({ athleteId }: { athleteId: number }) {
  const query = useAthleteOnboarding(athleteId);
  // Here, not in the form: the answers' refetch removes the form before the call's callbacks run.
  const submit = useSubmitOnboarding();
  if (!query.data) {
    return (
      <QueryState
        query={query}
        errorTitle="Could not load your on-boarding page"
        loadingLabel="Loading your on-boarding page"
      />
    );
  }
  const open = query.data.items.find((item) => item.answers === null);
  return (
    <>
      {submit.isSuccess && (
        <Alert color="teal" title={messages.profileUpdated}>
          Your coach has your answers.
        </Alert>
      )}
      {open && <FillInForm key={open.form.id} page={open} submit={submit} />}
    </>
  );
}

type Chosen = { key: string; file: File; status: UploadStatus };

function FillInForm({
  page,
  submit,
}: {
  page: AthleteOnboarding;
  submit: ReturnType<typeof useSubmitOnboarding>;
}) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Record<string, Chosen[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = orderedItems(page.form.fields);

  const choose = (itemId: string, chosen: File[]) =>
    setFiles((current) => ({
      ...current,
      [itemId]: [
        ...(current[itemId] ?? []),
        ...chosen.map((file) => ({ key: newId(), file, status: fileProblem(file) ?? "pending" })),
      ],
    }));
  const setStatus = (status: (itemId: string) => UploadStatus | null) =>
    setFiles((current) =>
      Object.fromEntries(
        Object.entries(current).map(([itemId, list]) => [
          itemId,
          list.map((chosen) =>
            chosen.status === "pending"
              ? { ...chosen, status: status(itemId) ?? "pending" }
              : chosen,
          ),
        ]),
      ),
    );

  const send = () => {
    const missing: Record<string, string> = {};
    for (const item of items) {
      if (item.itemType !== "question") continue;
      const isAnswered =
        item.inputType === "Text field"
          ? Boolean(texts[item.id]?.trim())
          : (files[item.id] ?? []).some((chosen) => chosen.status === "pending");
      if (!isAnswered) missing[item.id] = messages.required;
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const upload = Object.entries(files).flatMap(([itemId, list]) =>
      list.filter((chosen) => chosen.status === "pending").map(({ file }) => ({ itemId, file })),
    );
    submit.mutate(
      { formId: page.form.id, answers: texts, files: upload },
      {
        onSuccess: () => setStatus(() => "success"),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ""])));
          setStatus((itemId) => fields[itemId]?.[0] ?? null);
          if (!(error instanceof ApiError && error.isNotified)) notifyError(error.message);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="On-boarding">
      <Stack gap="md">
        <Title order={2} fz="h3">
          Welcome! {page.form.coachName} asks you a few things
        </Title>
        {items.map((item) => {
          if (item.itemType === "message") {
            return (
              <Text key={item.id} style={{ whiteSpace: "pre-wrap" }}>
                {item.title}
              </Text>
            );
          }
          if (item.itemType === "files") {
            return (
              <Stack key={item.id} gap={4}>
                <Text fw={600} size="sm">
                  {item.instructions}
                </Text>
                <FileLinks files={item.files} />
              </Stack>
            );
          }
          if (item.inputType === "Text field") {
            return (
              <Textarea
                key={item.id}
                label={item.title}
                // Not autosize: it listens to document.fonts, which jsdom lacks.
                rows={3}
                value={texts[item.id] ?? ""}
                error={errors[item.id]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTexts((current) => ({ ...current, [item.id]: value }));
                }}
              />
            );
          }
          return (
            <Stack key={item.id} gap={4} role="group" aria-label={item.title}>
              <Text fw={500} size="sm">
                {item.title}
              </Text>
              {(files[item.id] ?? []).map((chosen) => (
                <Group key={chosen.key} gap="xs" wrap="nowrap">
                  <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                    {chosen.file.name}
                  </Text>
                  <Text
                    size="xs"
                    c={
                      chosen.status === "success"
                        ? "teal"
                        : chosen.status === "pending"
                          ? "dimmed"
                          : "red"
                    }
                  >
                    {chosen.status}
                  </Text>
                </Group>
              ))}
              <FileButton
                multiple
                accept={DEFAULT_UPLOAD_TYPES.join(",")}
                onChange={(chosen) => choose(item.id, chosen)}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" w="fit-content">
                    Select files
                  </Button>
                )}
              </FileButton>
              {errors[item.id] && (
                <Text size="xs" c="red" role="alert">
                  {errors[item.id]}
                </Text>
              )}
            </Stack>
          );
        })}
        <Group justify="flex-end">
          <Button onClick={send} loading={submit.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
