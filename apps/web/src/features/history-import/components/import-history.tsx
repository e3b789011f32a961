import {
  HISTORY_ARCHIVE_MAX_BYTES,
  type HistoryImport,
  historyArchiveTooLargeMessage,
} from "@coach/shared/history-import/history-import.schemas";
import { Alert, Button, Group, List, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconArchive } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import {
  historyImportKey,
  isRunning,
  uploadHistoryArchive,
  useLatestHistoryImport,
} from "../api/history-import-api";

/** How many of the files that were not imported the summary lists (the counts say the rest). */
const LISTED_FILES = 50;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

function Running({ state }: { state: HistoryImport }) {
  const { total, processed } = state;
  const percent = total ? Math.round((processed / total) * 100) : 0;
  const label =
    total === null
      ? `Reading ${state.fileName}…`
      : `${processed.toLocaleString("en")} of ${plural(total, "file", "files")} done`;
  return (
    <Stack gap={4}>
      <Text size="sm">Importing the history in {state.fileName}</Text>
      <Progress
        value={percent}
        animated
        aria-label="History import progress"
        aria-valuetext={label}
      />
      <Text size="xs" c="dimmed">
        {label}. You may leave this page: the import goes on, and you are told when it is done.
      </Text>
    </Stack>
  );
}

function Summary({ state }: { state: HistoryImport }) {
  const listed = state.files.slice(0, LISTED_FILES);
  return (
    <Stack gap={4} aria-label="History import summary">
      <Text size="sm">
        History import of {state.fileName} finished: {plural(state.imported, "file", "files")}{" "}
        imported, {plural(state.duplicate, "file", "files")} skipped as already imported,{" "}
        {plural(state.refused, "file", "files")} refused.
      </Text>
      {listed.length > 0 ? (
        <List size="xs" spacing={2} aria-label="Files not imported">
          {listed.map((file) => (
            <List.Item key={file.name}>
              {file.status === "duplicate" ? "Already imported" : "Refused"}: {file.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
      {state.files.length > listed.length ? (
        <Text size="xs" c="dimmed">
          and {plural(state.files.length - listed.length, "more file", "more files")}.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * "Import history": a Strava or Garmin Connect bulk-export zip for the athlete, imported in the
 * background (docs/decisions/123-history-archive-import.md). The bar reads the import's state
 * from the server, so it survives a reload; the summary follows when the job is done.
 */
export function ImportHistory({ athleteId }: { athleteId: number }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const latest = useLatestHistoryImport(athleteId);
  const [sending, setSending] = useState<{ fileName: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = latest.data ?? null;

  async function upload(file: File) {
    setError(null);
    if (file.size > HISTORY_ARCHIVE_MAX_BYTES) {
      setError(historyArchiveTooLargeMessage);
      return;
    }
    setSending({ fileName: file.name, fraction: 0 });
    const answer = await uploadHistoryArchive(athleteId, file, (fraction) =>
      setSending({ fileName: file.name, fraction }),
    );
    setSending(null);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    queryClient.setQueryData(historyImportKey(athleteId), answer.started);
  }

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={4}>Bring the whole history</Title>
            <Text size="xs" c="dimmed">
              The zip of a Strava or Garmin Connect bulk export, up to 2 GB.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconArchive size={16} aria-hidden />}
            disabled={sending !== null || isRunning(state)}
            onClick={() => input.current?.click()}
          >
            Import history
          </Button>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            aria-label="History archive"
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void upload(file);
            }}
          />
        </Group>
        {sending ? (
          <Stack gap={4}>
            <Text size="sm">Uploading {sending.fileName}</Text>
            <Progress value={sending.fraction * 100} aria-label="Archive upload progress" />
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={16} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        {state && isRunning(state) ? <Running state={state} /> : null}
        {state?.status === "done" ? <Summary state={state} /> : null}
        {state?.status === "failed" ? (
          <Alert color="red" icon={<IconAlertCircle size={16} aria-hidden />}>
            The import of {state.fileName} stopped: {state.error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
