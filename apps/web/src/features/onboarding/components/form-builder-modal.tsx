import type { OnboardingFormResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { onBoardingSummary } from "@coach/shared/validation/onboarding.schemas";
import { DEFAULT_UPLOAD_TYPES } from "@coach/shared/validation/uploads";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconFile, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSaveCoachForm } from "../api/save-coach-form";
import {
  type DraftItem,
  draftErrors,
  draftOf,
  fieldsOf,
  fileProblem,
  newFilesOf,
  newId,
  newItem,
} from "./builder-draft";

const ITEM_LABELS: Record<DraftItem["itemType"], string> = {
  question: "Form field",
  message: "Message",
  files: "File group",
};

type Errors = Record<string, string[]>;

/** The modal 'Athlete on-boarding / Custom page': build, edit and save the coach's page. */
export function FormBuilderModal({
  opened,
  form,
  onClose,
}: {
  opened: boolean;
  form: OnboardingFormResponse | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeOnClickOutside={false}
      title="Athlete on-boarding / Custom page"
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened && <FormBuilder form={form} onSaved={onClose} />}
    </Modal>
  );
}

function FormBuilder({
  form,
  onSaved,
}: {
  form: OnboardingFormResponse | null;
  onSaved: () => void;
}) {
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(form?.fields));
  const [errors, setErrors] = useState<Errors>({});
  const [fileErrors, setFileErrors] = useState<Errors>({});
  const save = useSaveCoachForm();

  const change = (id: string, update: (item: DraftItem) => DraftItem) =>
    setItems((current) => current.map((item) => (item.id === id ? update(item) : item)));
  const remove = (id: string) => setItems((current) => current.filter((item) => item.id !== id));
  const add = (itemType: DraftItem["itemType"]) =>
    setItems((current) => [...current, newItem(itemType)]);

  const submit = () => {
    const found = draftErrors(items);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { fields: fieldsOf(items), files: newFilesOf(items), isUpdate: form !== null },
      {
        onSuccess: () => {
          notifySuccess("Page saved");
          onSaved();
        },
        onError: (error) => {
          notifyError(messages.onBoardingSaveFailed);
          if (error instanceof ApiError) setErrors(error.fields);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-label="Page summary">
        {onBoardingSummary(items)}
      </Text>
      {items.length === 0 && (
        <Text size="sm">
          Add messages, questions and files that your new athletes see when they accept your
          invitation.
        </Text>
      )}
      {items.map((item) => (
        <ItemEditor
          key={item.id}
          item={item}
          errors={errors}
          fileError={fileErrors[item.id]?.[0]}
          onChange={(update) => change(item.id, update)}
          onRemove={() => remove(item.id)}
          onFileError={(message) =>
            setFileErrors((current) => ({ ...current, [item.id]: message ? [message] : [] }))
          }
        />
      ))}
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => add("question")}>
          Add question
        </Button>
        <Button variant="light" size="xs" onClick={() => add("message")}>
          Add message
        </Button>
        <Button variant="light" size="xs" onClick={() => add("files")}>
          Add files
        </Button>
      </Group>
      {save.isError && (
        <Alert color="red" title={messages.onBoardingSaveFailed}>
          {save.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save Page
        </Button>
      </Group>
    </Stack>
  );
}

function ItemEditor({
  item,
  errors,
  fileError,
  onChange,
  onRemove,
  onFileError,
}: {
  item: DraftItem;
  errors: Errors;
  fileError: string | undefined;
  onChange: (update: (item: DraftItem) => DraftItem) => void;
  onRemove: () => void;
  onFileError: (message: string | null) => void;
}) {
  const error = (field: string) => errors[`${item.id}.${field}`]?.[0];
  const label = ITEM_LABELS[item.itemType];
  return (
    <Card withBorder padding="sm" role="group" aria-label={`${label} item`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {item.itemType === "question" && (
          <>
            <TextInput
              label="Question"
              value={item.title}
              error={error("title")}
              onChange={(event) => {
                const title = event.currentTarget.value;
                onChange((current) => ({ ...current, title }) as DraftItem);
              }}
            />
            <SegmentedControl
              aria-label="Answer type"
              size="xs"
              data={["Text field", "File upload"]}
              value={item.inputType}
              onChange={(inputType) =>
                onChange((current) => ({ ...current, inputType }) as DraftItem)
              }
            />
          </>
        )}
        {item.itemType === "message" && (
          <Textarea
            label="Message"
            // Not autosize: it listens to document.fonts, which jsdom lacks.
            rows={3}
            value={item.title}
            error={error("title")}
            onChange={(event) => {
              const title = event.currentTarget.value;
              onChange((current) => ({ ...current, title }) as DraftItem);
            }}
          />
        )}
        {item.itemType === "files" && (
          <FilesEditor
            item={item}
            error={error("files") ?? fileError}
            instructionsError={error("instructions")}
            onChange={onChange}
            onFileError={onFileError}
          />
        )}
      </Stack>
    </Card>
  );
}

function FilesEditor({
  item,
  error,
  instructionsError,
  onChange,
  onFileError,
}: {
  item: Extract<DraftItem, { itemType: "files" }>;
  error: string | undefined;
  instructionsError: string | undefined;
  onChange: (update: (item: DraftItem) => DraftItem) => void;
  onFileError: (message: string | null) => void;
}) {
  const addFiles = (chosen: File[]) => {
    const problem = chosen.map(fileProblem).find(Boolean) ?? null;
    onFileError(problem);
    const accepted = chosen.filter((file) => !fileProblem(file));
    onChange((current) =>
      current.itemType === "files"
        ? {
            ...current,
            files: [
              ...current.files,
              ...accepted.map((file) => ({ uuid: newId(), name: file.name, file })),
            ],
          }
        : current,
    );
  };
  return (
    <>
      <Textarea
        label="Instructions"
        // Not autosize: it listens to document.fonts, which jsdom lacks.
        rows={3}
        value={item.instructions}
        error={instructionsError}
        onChange={(event) => {
          const instructions = event.currentTarget.value;
          onChange((current) => ({ ...current, instructions }) as DraftItem);
        }}
      />
      <Stack gap={4} aria-label="Files">
        {item.files.map((file) => (
          <Group key={file.uuid} gap="xs" wrap="nowrap">
            <IconFile size={16} />
            <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${file.name}`}
              onClick={() =>
                onChange((current) =>
                  current.itemType === "files"
                    ? { ...current, files: current.files.filter((f) => f.uuid !== file.uuid) }
                    : current,
                )
              }
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <FileButton multiple accept={DEFAULT_UPLOAD_TYPES.join(",")} onChange={addFiles}>
        {(props) => (
          <Button {...props} variant="default" size="xs" w="fit-content">
            Select files
          </Button>
        )}
      </FileButton>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
