import type { OnboardingFile } from "@coach/shared/onboarding/onboarding.schemas";
import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notifyError } from "../../../lib/notify";
import { downloadOnboardingFile } from "../api/download-onboarding-file";

/** A download button per stored file. */
export function FileLinks({ files }: { files: OnboardingFile[] }) {
  return (
    <Group gap="xs">
      {files.map((file) => (
        <Button
          key={file.uuid}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={14} />}
          styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
          onClick={() =>
            void downloadOnboardingFile(file.uuid, file.name).catch(() =>
              notifyError(`Could not download ${file.name}`),
            )
          }
        >
          {file.name}
        </Button>
      ))}
    </Group>
  );
}
