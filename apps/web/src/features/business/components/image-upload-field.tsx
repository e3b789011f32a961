import type { BusinessImageKind } from "@coach/shared/business/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import {
  BUSINESS_IMAGE_TYPES,
  isAcceptedType,
  type UploadStatus,
  uploadSizeError,
} from "@coach/shared/validation/uploads";
import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { uploadBusinessImage } from "../api/business-settings";

/**
 * A logo or photo: checked here for the quick answer (25 MB, png or jpeg), then uploaded; the
 * server checks the content again and answers the resized image's address.
 */
export function ImageUploadField(props: {
  kind: BusinessImageKind;
  label: string;
  hint: string;
  url: string | null;
  onChange: (url: string | null) => void;
}) {
  const [status, setStatus] = useState<UploadStatus | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    const refusal =
      uploadSizeError(file.size) ??
      (isAcceptedType(file.type, BUSINESS_IMAGE_TYPES) ? null : messages.fileNotImage);
    if (refusal) return setStatus(refusal);
    setStatus("pending");
    try {
      const answer = await uploadBusinessImage(props.kind, file);
      props.onChange(answer.url);
      setStatus("success");
    } catch (error) {
      setStatus(error instanceof Error ? error.message : messages.serverError);
    }
  }

  const isError = status !== null && status !== "pending" && status !== "success";
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        {props.url && (
          <Image
            src={props.url}
            alt={`${props.label} preview`}
            h={props.kind === "logo" ? 48 : 64}
            w={props.kind === "logo" ? "auto" : 64}
            maw="100%"
            fit="contain"
            radius={props.kind === "photo" ? "xl" : "sm"}
          />
        )}
        <FileButton onChange={upload} accept={BUSINESS_IMAGE_TYPES.join(",")}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              size="xs"
              loading={status === "pending"}
              aria-label={`Upload ${props.label.toLowerCase()}`}
            >
              {props.url ? "Change" : "Upload"}
            </Button>
          )}
        </FileButton>
        {props.url && (
          <Button variant="subtle" color="red" size="xs" onClick={() => props.onChange(null)}>
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c={isError ? "red" : "dimmed"} role={isError ? "alert" : undefined}>
        {isError ? status : props.hint}
      </Text>
    </Stack>
  );
}
