import { messages } from "@coach/shared/validation/messages";
import {
  normalizeSubdomain,
  normalizeTypedSubdomain,
  subdomainError,
} from "@coach/shared/validation/subdomain";
import { Group, Loader, Switch, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { findSubdomainHolder } from "../api/business-settings";

/** The availability check waits for a pause in typing. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * The subdomain is changed only after switching Edit on. What the owner types is normalised as
 * they type (fully when they leave the field); a changed, valid subdomain is checked for availability after a pause, and one held
 * by another user shows 'This domain is not available'.
 */
export function SubdomainField(props: {
  value: string;
  savedValue: string | null;
  ownerId: number;
  /** `.example.com` or `.localhost:3000`: what follows the subdomain in the page's address. */
  hostSuffix: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onAvailability: (isAvailable: boolean) => void;
}) {
  const [isEditing, setEditing] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [isTaken, setTaken] = useState(false);
  const { value, savedValue, ownerId, onAvailability } = props;

  useEffect(() => {
    setTaken(false);
    onAvailability(true);
    if (value === savedValue || subdomainError(value) !== null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setChecking(true);
      try {
        const holder = await findSubdomainHolder(value, controller.signal);
        const taken = holder !== null && holder.userId !== ownerId;
        setTaken(taken);
        onAvailability(!taken);
      } catch {
        // The save answers for the subdomain too; a failed check blocks nothing.
      } finally {
        if (!controller.signal.aborted) setChecking(false);
      }
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      setChecking(false);
    };
  }, [value, savedValue, ownerId, onAvailability]);

  const error = props.error ?? (isTaken ? messages.domainNotAvailable : undefined);
  return (
    <div>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={500} component="label" htmlFor="business-subdomain">
          Subdomain
        </Text>
        <Switch
          label="Edit"
          size="sm"
          checked={isEditing}
          onChange={(event) => setEditing(event.currentTarget.checked)}
        />
      </Group>
      <TextInput
        id="business-subdomain"
        maw={409}
        value={value}
        readOnly={!isEditing}
        variant={isEditing ? "default" : "filled"}
        aria-describedby="business-subdomain-address"
        error={error}
        rightSection={isChecking ? <Loader size="xs" aria-label="Checking availability" /> : null}
        onChange={(event) => props.onChange(normalizeTypedSubdomain(event.currentTarget.value))}
        onBlur={(event) => props.onChange(normalizeSubdomain(event.currentTarget.value))}
      />
      <Text
        id="business-subdomain-address"
        size="xs"
        c="dimmed"
        mt={4}
        style={{ overflowWrap: "anywhere" }}
      >
        {value ? `${value}${props.hostSuffix}` : "Choose the address of your public page"}
      </Text>
    </div>
  );
}
