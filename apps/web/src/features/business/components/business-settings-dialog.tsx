import type { BusinessProfile } from "@coach/shared/business/business.schemas";
import {
  BusinessSettingsBodySchema,
  PUBLIC_TEXT_MAX_LENGTH,
} from "@coach/shared/validation/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useMedia } from "../../../lib/use-media";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import { useBusinessProfile, useSaveBusiness } from "../api/business-settings";
import { ImageUploadField } from "./image-upload-field";
import { SubdomainField } from "./subdomain-field";

const FIELDS = [
  "businessName",
  "subdomain",
  "publicText",
  "jobTitle",
  "webSiteUrl",
  "businessLogo",
  "profilePictureUrl",
] as const;

/** What follows the subdomain in the page's address, from the saved address or this host. */
function hostSuffix(profile: BusinessProfile): string {
  if (profile.publicPageUrl) {
    const host = new URL(profile.publicPageUrl).host;
    return host.slice(host.indexOf("."));
  }
  return `.${window.location.host}`;
}

function SettingsForm(props: { profile: BusinessProfile; ownerId: number; onClose: () => void }) {
  const { profile } = props;
  const form = useZodForm(BusinessSettingsBodySchema, {
    businessName: profile.businessName,
    subdomain: profile.subdomain ?? "",
    publicText: profile.publicText,
    jobTitle: profile.jobTitle,
    webSiteUrl: profile.webSiteUrl,
    businessLogo: profile.businessLogo,
    profilePictureUrl: profile.profilePictureUrl,
  });
  const save = useSaveBusiness();
  const [isDomainAvailable, setDomainAvailable] = useState(true);
  const onAvailability = useCallback((isAvailable: boolean) => setDomainAvailable(isAvailable), []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body || !isDomainAvailable) {
      notifyError(messages.formHasErrors);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(messages.settingsSaved);
        props.onClose();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error, FIELDS));
        notifyError(messages.profileUpdateFailed);
      },
    });
  }

  const publicTextLength = String(form.values.publicText ?? "").length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ImageUploadField
          kind="logo"
          label="Logo"
          hint="Recommended 800x160 px, png or jpeg"
          url={form.values.businessLogo ?? null}
          onChange={(url) => form.setValue("businessLogo", url)}
        />
        <TextInput label="Business name" required {...form.textProps("businessName")} />
        <SubdomainField
          value={String(form.values.subdomain ?? "")}
          savedValue={profile.subdomain}
          ownerId={props.ownerId}
          hostSuffix={hostSuffix(profile)}
          error={form.errors.subdomain}
          onChange={(value) => form.setValue("subdomain", value)}
          onAvailability={onAvailability}
        />
        <Textarea
          label="A few words about the business"
          resize="vertical"
          rows={4}
          description={`${publicTextLength} / ${PUBLIC_TEXT_MAX_LENGTH + 1}`}
          value={String(form.values.publicText ?? "")}
          error={form.errors.publicText}
          onChange={(event) => form.setValue("publicText", event.currentTarget.value)}
        />
        <ImageUploadField
          kind="photo"
          label="Photo"
          hint="Your photo on the page, png or jpeg"
          url={form.values.profilePictureUrl ?? null}
          onChange={(url) => form.setValue("profilePictureUrl", url)}
        />
        <TextInput label="Job title" {...form.textProps("jobTitle")} />
        <TextInput
          label="Web site"
          type="url"
          placeholder="https://"
          {...form.textProps("webSiteUrl")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Edit business settings': the business owner's page, logo, domain and texts. */
export function BusinessSettingsDialog(props: {
  isOpen: boolean;
  ownerId: number;
  onClose: () => void;
}) {
  const profile = useBusinessProfile(props.isOpen);
  // Under the 500 px breakpoint the form takes the whole screen, its buttons within reach.
  const isPhone = useMedia("(max-width: 499px)");
  const hasWarned = useRef(false);
  useEffect(() => {
    if (profile.isError && !hasWarned.current) {
      hasWarned.current = true;
      notifyError(messages.businessDataLoadFailed);
    }
  }, [profile.isError]);
  return (
    <Modal
      opened={props.isOpen}
      onClose={props.onClose}
      title="Edit business settings"
      size="lg"
      fullScreen={isPhone}
    >
      {profile.data ? (
        <SettingsForm profile={profile.data} ownerId={props.ownerId} onClose={props.onClose} />
      ) : profile.isError ? (
        <Alert color="red">{messages.businessDataLoadFailed}</Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading business settings" />
        </Center>
      )}
    </Modal>
  );
}
