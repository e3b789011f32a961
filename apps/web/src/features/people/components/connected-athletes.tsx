import type { MyAthlete } from "@coach/shared/people/my-athletes.schemas";
import { Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { useMyAthletes } from "../api/my-athletes";
import { AthleteMenu } from "./athlete-menu";
import { RemoveAthleteDialog } from "./remove-athlete-dialog";

/** The connected-athlete list is at most 500 px high and scrolls past that. */
export const CONNECTED_ATHLETES_MAX_HEIGHT_PX = 500;

/**
 * The coach's connected athletes for the invitations manager: a menu each with Show Profile,
 * Delete, and Mute (Unmute when muted); a muted athlete shows an icon.
 */
export function ConnectedAthletes() {
  const query = useMyAthletes();
  const [removing, setRemoving] = useState<MyAthlete | null>(null);
  const muted = new Set(query.data?.coach_settings.muted_athletes ?? []);
  return (
    <section aria-labelledby="connected-athletes-heading">
      <Title id="connected-athletes-heading" order={2} fz="h4" mb="xs">
        Connected athletes
      </Title>
      {!query.data ? (
        <QueryState
          query={query}
          errorTitle="Your athletes could not be loaded"
          loadingLabel="Loading athletes"
        />
      ) : query.data.athletes.length === 0 ? (
        <Text c="dimmed" size="sm">
          No connected athletes yet.
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={CONNECTED_ATHLETES_MAX_HEIGHT_PX}
          type="auto"
          data-testid="connected-athletes-scroll"
        >
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
            {query.data.athletes.map((athlete) => (
              <Group
                component="li"
                key={athlete.id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                aria-label={athlete.fullName}
              >
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: "anywhere" }}>
                      {athlete.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {athlete.email}
                    </Text>
                  </div>
                  {muted.has(athlete.id) && (
                    <IconBellOff
                      size={16}
                      aria-label="Muted"
                      role="img"
                      color="var(--mantine-color-gray-6)"
                    />
                  )}
                </Group>
                <AthleteMenu
                  athlete={athlete}
                  isMuted={muted.has(athlete.id)}
                  profileLabel="Show Profile"
                  profilePath={`/athlete/${athlete.id}/profile`}
                  removeLabel="Delete"
                  onRemove={() => setRemoving(athlete)}
                />
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <RemoveAthleteDialog athlete={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
