import type { UploadFileResult } from "@coach/shared/activities/activity.schemas";
import { uploadSizeError } from "@coach/shared/validation/uploads";
import { Anchor, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconCopy, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { useFormats } from "../../../lib/formats";
import { refreshActivityViews } from "../api/get-activities";
import { uploadActivityFile } from "../api/upload-activity-files";

export const ACTIVITY_FILE_ACCEPT = ".fit,.gpx,.tcx";

type UploadItem = {
  key: string;
  fileName: string;
  /** 0..1 while sending. */
  progress: number;
  result: UploadFileResult | null;
};

let nextKey = 0;

/** Each imported activity's day, linked to the athlete's calendar at its month. */
function LandedOn({ result, athleteId }: { result: UploadFileResult; athleteId: number }) {
  const f = useFormats();
  const days = [...new Set(result.activities.map((activity) => activity.date))];
  return (
    <Text size="xs" c="dimmed">
      On the calendar:{" "}
      {days.map((day, index) => (
        <span key={day}>
          {index > 0 ? ", " : ""}
          <Anchor
            component={Link}
            to={`/athlete/${athleteId}/calendar?month=${day.slice(0, 7)}`}
            size="xs"
            aria-label={`Show ${f.date(day)} in the calendar`}
          >
            {f.date(day)}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}

function ResultLine({ result, athleteId }: { result: UploadFileResult; athleteId: number }) {
  if (result.status === "error") {
    return (
      <Group gap={6} wrap="nowrap" c="red">
        <IconAlertCircle size={16} aria-hidden />
        <Text size="sm" c="red">
          {result.message}
        </Text>
      </Group>
    );
  }
  const links = result.activities.map((activity, index) => (
    <span key={activity.id}>
      {index > 0 ? ", " : ""}
      <Anchor component={Link} to={`/activity/${activity.id}`} size="sm">
        {activity.name || `Activity ${activity.id}`}
      </Anchor>
    </span>
  ));
  if (result.status === "duplicate") {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCopy size={16} aria-hidden />
        <Text size="sm">Already imported as {links}</Text>
      </Group>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" c="teal">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">
          <Text span c="teal" size="sm" fw={500}>
            Imported:
          </Text>{" "}
          {links}
        </Text>
      </Group>
      <LandedOn result={result} athleteId={athleteId} />
      {result.message ? (
        <Text size="xs" c="dimmed">
          {result.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Uploads FIT, GPX and TCX files for an athlete, several at once, one request per file so each
 * shows its own progress and result. Files over 25 MB are refused here, before sending. When
 * done the calendar and the activity lists are refreshed, and `onImported` is told when at least
 * one activity was imported. Placed on /activities and on the calendar.
 */
export function UploadActivities({
  athleteId,
  onImported,
}: {
  athleteId: number;
  onImported?: () => void;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [isOver, setIsOver] = useState(false);

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, key: `upload-${nextKey++}` }));
    setItems((current) => [
      ...batch.map(({ file, key }) => ({ key, fileName: file.name, progress: 0, result: null })),
      ...current,
    ]);
    setIsBusy(true);
    let isAnyImported = false;
    for (const { file, key } of batch) {
      const tooLarge = uploadSizeError(file.size);
      if (tooLarge) {
        const message = `${file.name}: ${tooLarge}`;
        update(key, {
          result: {
            fileName: file.name,
            status: "error",
            message,
            activities: [],
            isTruncated: false,
          },
        });
        continue;
      }
      const result = await uploadActivityFile(athleteId, file, (progress) =>
        update(key, { progress }),
      );
      isAnyImported ||= result.status === "imported";
      update(key, { progress: 1, result });
    }
    setIsBusy(false);
    if (isAnyImported) {
      onImported?.();
      await refreshActivityViews(queryClient);
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="lg"
        radius="md"
        role="region"
        aria-label="Upload activity files"
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: "dashed",
          borderWidth: 2,
          background: isOver ? "var(--mantine-color-blue-0)" : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" ta="center">
            Drop FIT, GPX or TCX files here (up to 25 MB each), or
          </Text>
          <Button
            variant="light"
            loading={isBusy}
            onClick={() => input.current?.click()}
            leftSection={<IconUpload size={16} />}
          >
            Choose files
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACTIVITY_FILE_ACCEPT}
            aria-label="Activity files"
            hidden
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = "";
              void upload(files);
            }}
          />
        </Stack>
      </Paper>
      {items.length > 0 ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Uploads"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <Paper key={item.key} component="li" withBorder p="xs" aria-label={item.fileName}>
              <Stack gap={4}>
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {item.fileName}
                </Text>
                {item.result ? (
                  <ResultLine result={item.result} athleteId={athleteId} />
                ) : (
                  <Progress
                    value={Math.round(item.progress * 100)}
                    aria-label={`Uploading ${item.fileName}`}
                    animated={item.progress >= 1}
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
