import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { UpdateZonesBody, ZonesResponse } from "@coach/shared/zones/zone.schemas";
import type { MethodZones } from "@coach/shared/zones/zone.types";
import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EditConflictBanner } from "../../../components/edit-conflict/edit-conflict-banner";
import { type EditConflict, editConflictOf, versionOf } from "../../../lib/edit-conflict";
import { notifySuccess } from "../../../lib/notify";
import { athleteZonesKey, useAthleteZones } from "../api/get-athlete-zones";
import { useUpdateZones } from "../api/update-zones";
import { MethodCard } from "./method-card";
import {
  type MethodType,
  mainZonesSport,
  parseThreshold,
  SPORTS,
  thresholdText,
} from "./zone-methods";

type Methods = Record<string, MethodZones>;

/**
 * One sport's methods with their thresholds as typed; Save posts that sport's methods with the
 * version of the zones this page loaded (`version`, shared by the sports: it is the athlete's).
 */
function SportZones({
  athleteId,
  isOwn,
  methodType,
  saved,
  version,
  onVersion,
  units,
}: {
  athleteId: number;
  isOwn: boolean;
  methodType: MethodType;
  saved: Methods;
  version: number;
  /** The version now shown: after a save, or a Reload of someone else's change. */
  onVersion: (version: number) => void;
  units: DisplayUnits;
}) {
  const sport = SPORTS.find((candidate) => candidate.methodType === methodType)!;
  const textsOf = (methods: Methods) =>
    Object.fromEntries(
      sport.methods.map((method) => [
        method.key,
        thresholdText(method.kind, methods[method.key]?.threshold ?? null, units),
      ]),
    );
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(saved));
  const [serverError, setServerError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const queryClient = useQueryClient();
  const updater = useUpdateZones(athleteId);
  const parsed = Object.fromEntries(
    sport.methods.map((method) => [
      method.key,
      parseThreshold(method.kind, texts[method.key] ?? "", units),
    ]),
  );
  const hasErrors = Object.values(parsed).some((result) => "error" in result);

  /** Posts the typed thresholds over the zones of `baseVersion`. */
  const send = (baseVersion: number | undefined) => {
    if (hasErrors) return;
    setServerError(null);
    const data = Object.fromEntries(
      sport.methods.map((method) => {
        const result = parsed[method.key]!;
        const threshold = "value" in result ? result.value : null;
        return [method.key, { ...saved[method.key]!, threshold }];
      }),
    );
    const body = {
      methodType,
      ...(isOwn ? {} : { athlete: athleteId }),
      data,
      version: baseVersion,
    } as UpdateZonesBody;
    updater.mutate(body, {
      onSuccess: (answer) => {
        setConflict(null);
        onVersion(answer.zones.version);
        notifySuccess(answer.message);
      },
      onError: (error) => {
        const stale = editConflictOf(error);
        if (stale) setConflict(stale);
        else setServerError(error.message);
      },
    });
  };

  /** Drops what was typed and shows the zones as the other person saved them. */
  const reload = (stale: EditConflict) => {
    const current = stale.current as unknown as ZonesResponse;
    queryClient.setQueryData(athleteZonesKey(athleteId), current);
    setTexts(textsOf(current[methodType] as unknown as Methods));
    onVersion(current.version);
    setConflict(null);
  };

  return (
    <Stack gap="md">
      {sport.methods.map((method) => {
        const result = parsed[method.key]!;
        return (
          <MethodCard
            key={method.key}
            method={method}
            zones={saved[method.key]!}
            thresholdText={texts[method.key] ?? ""}
            threshold={"value" in result ? result.value : (saved[method.key]?.threshold ?? null)}
            error={"error" in result ? result.error : undefined}
            units={units}
            onThresholdChange={(text) => {
              setServerError(null);
              setTexts((current) => ({ ...current, [method.key]: text }));
            }}
          />
        );
      })}
      {serverError && (
        <Alert color="red" role="alert" title="Not saved">
          {serverError}
        </Alert>
      )}
      {conflict && (
        <EditConflictBanner
          conflict={conflict}
          onReload={() => reload(conflict)}
          onOverwrite={() => send(versionOf(conflict.current))}
          isOverwriting={updater.isPending}
        />
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => send(version)}
          disabled={hasErrors || conflict !== null}
          loading={updater.isPending && conflict === null}
        >
          Save {sport.label.toLowerCase()} zones
        </Button>
      </Group>
    </Stack>
  );
}

/** The athlete's zones: per sport, thresholds and 5 zones each. */
export function ZonesPage({
  athleteId,
  athleteName,
  isOwn,
  units,
  profileSports = [],
}: {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  units: DisplayUnits;
  /** The athlete's sports from their profile, when the viewer has it (their own page). */
  profileSports?: readonly string[];
}) {
  const zones = useAthleteZones(athleteId);
  // Until the viewer picks a tab, the athlete's main sport.
  const [pickedTab, setTab] = useState<MethodType | null>(null);
  const tab = pickedTab ?? (zones.data ? mainZonesSport(zones.data, profileSports) : null);
  // The version this page's edits build on: the one first loaded, then each save's or Reload's.
  // Not the cache's, which a live update moves to someone else's change unseen.
  const [version, setVersion] = useState<number | null>(null);
  const loadedVersion = zones.data?.version;
  useEffect(() => {
    if (loadedVersion !== undefined) setVersion((pinned) => pinned ?? loadedVersion);
  }, [loadedVersion]);
  return (
    <Stack maw={900} mx="auto" w="100%" gap="md">
      <div>
        <Title order={2} size="h3">
          Zones
        </Title>
        <Text size="sm" c="dimmed">
          Zones of {athleteName}. Changing a threshold recomputes the stress of planned workouts
          from today on.
        </Text>
      </div>
      {zones.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading zones" />
        </Center>
      ) : zones.isError ? (
        <Alert color="red" title="The zones could not be loaded">
          {zones.error.message}
        </Alert>
      ) : (
        <Tabs value={tab} onChange={(value) => value && setTab(value as MethodType)}>
          <Tabs.List mb="md">
            {SPORTS.map((sport) => (
              <Tabs.Tab key={sport.methodType} value={sport.methodType}>
                {sport.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SPORTS.map((sport) => (
            <Tabs.Panel key={sport.methodType} value={sport.methodType}>
              <SportZones
                athleteId={athleteId}
                isOwn={isOwn}
                methodType={sport.methodType}
                saved={zones.data[sport.methodType] as unknown as Methods}
                version={version ?? zones.data.version}
                onVersion={setVersion}
                units={units}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
