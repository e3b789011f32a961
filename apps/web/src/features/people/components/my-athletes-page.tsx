import type { MyAthlete } from "@coach/shared/people/my-athletes.schemas";
import {
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "../../../components/query-state";
import { useMyAthletes } from "../api/my-athletes";
import { DotsLegend } from "./activity-dots";
import { AddAthleteDialog } from "./add-athlete-dialog";
import { AthleteCard } from "./athlete-card";
import { GroupsDialog } from "./groups-dialog";
import { PendingAthletesPanel } from "./pending-athletes-panel";
import { RemoveAthleteDialog } from "./remove-athlete-dialog";

const ALL = "all";

/**
 * /my-athletes (coaches and owners): every athlete with six weeks of dots, muting, removal,
 * search by name, a group filter and group management, and the sign-ups to handle.
 * `?openModal=true` opens the add-athletes dialog; `createAthleteForm` is the owner's form.
 * `signUps` is the owner's list of sign-ups through the business page, answered there, so
 * `hiddenPendingIds` leaves those requests out of the pending list below.
 */
export function MyAthletesPage({
  showCoach = false,
  createAthleteForm,
  signUps,
  hiddenPendingIds = [],
}: {
  showCoach?: boolean;
  createAthleteForm?: ReactNode;
  signUps?: ReactNode;
  hiddenPendingIds?: number[];
}) {
  const query = useMyAthletes();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [groupId, setGroupId] = useState<string>(ALL);
  const [isManagingGroups, setManagingGroups] = useState(false);
  const [removing, setRemoving] = useState<MyAthlete | null>(null);
  const isAdding = params.get("openModal") === "true";
  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set("openModal", "true");
        else next.delete("openModal");
        return next;
      },
      { replace: true },
    );

  const data = query.data;
  const groups = data?.athletesGroups ?? [];
  const shown = useMemo(() => {
    if (!data) return [];
    const needle = search.trim().toLowerCase();
    const group = data.athletesGroups.find((item) => String(item.groupId) === groupId);
    return data.athletes.filter(
      (athlete) =>
        athlete.fullName.toLowerCase().includes(needle) &&
        (!group || group.athleteIds.includes(athlete.id)),
    );
  }, [data, search, groupId]);
  const muted = new Set(data?.coach_settings.muted_athletes ?? []);

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz="h2">
            Athletes
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => setManagingGroups(true)}>
              Manage groups
            </Button>
            <Button onClick={() => setAdding(true)}>Add athletes</Button>
          </Group>
        </Group>
        {!data ? (
          <QueryState
            query={query}
            errorTitle="Your athletes could not be loaded"
            loadingLabel="Loading athletes"
          />
        ) : (
          <>
            {signUps}
            <PendingAthletesPanel
              pending={data.pendingAthletes.filter((row) => !hiddenPendingIds.includes(row.id))}
              unregistered={data.unregisteredAthletes}
            />
            <Group gap="sm" wrap="wrap" align="flex-end">
              <TextInput
                label="Search athletes"
                placeholder="Name"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                style={{ flex: "1 1 200px", minWidth: 0 }}
              />
              <Select
                label="Group"
                data={[
                  { value: ALL, label: "All athletes" },
                  ...groups.map((group) => ({
                    value: String(group.groupId),
                    label: group.groupName,
                  })),
                ]}
                value={groupId}
                onChange={(value) => setGroupId(value ?? ALL)}
                allowDeselect={false}
                style={{ flex: "1 1 160px", minWidth: 0 }}
              />
            </Group>
            <DotsLegend />
            {data.athletes.length === 0 ? (
              <Text c="dimmed">You have no athletes yet. Add athletes to start coaching them.</Text>
            ) : shown.length === 0 ? (
              <Text c="dimmed">No athlete matches.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {shown.map((athlete) => (
                  <AthleteCard
                    key={athlete.id}
                    athlete={athlete}
                    data={data.athletes_data[athlete.id]}
                    isMuted={muted.has(athlete.id)}
                    showCoach={showCoach}
                    lastCommunication={data.coach_settings.last_communication[athlete.id] ?? null}
                    onRemove={() => setRemoving(athlete)}
                  />
                ))}
              </SimpleGrid>
            )}
            <GroupsDialog
              opened={isManagingGroups}
              onClose={() => setManagingGroups(false)}
              groups={groups}
              athletes={data.athletes}
            />
          </>
        )}
      </Stack>
      <RemoveAthleteDialog athlete={removing} onClose={() => setRemoving(null)} />
      <AddAthleteDialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        createAthleteForm={createAthleteForm}
      />
    </Container>
  );
}
