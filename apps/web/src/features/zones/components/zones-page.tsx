import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { UpdateZonesBody } from "@coach/shared/zones/zone.schemas";
import type { AccountZones, MethodZones } from "@coach/shared/zones/zone.types";
import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useAthleteZones } from "../api/get-athlete-zones";
import { useUpdateZones } from "../api/update-zones";
import { MethodCard } from "./method-card";
import { type MethodType, parseThreshold, SPORTS, thresholdText } from "./zone-methods";

type Methods = Record<string, MethodZones>;

/** One sport's methods with their thresholds as typed; Save posts that sport's methods. */
function SportZones({
  athleteId,
  isOwn,
  methodType,
  saved,
  units,
}: {
  athleteId: number;
  isOwn: boolean;
  methodType: MethodType;
  saved: Methods;
  units: DisplayUnits;
}) {
  const sport = SPORTS.find((candidate) => candidate.methodType === methodType)!;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      sport.methods.map((method) => [
        method.key,
        thresholdText(method.kind, saved[method.key]?.threshold ?? null, units),
      ]),
    ),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const updater = useUpdateZones(athleteId);
  const parsed = Object.fromEntries(
    sport.methods.map((method) => [
      method.key,
      parseThreshold(method.kind, texts[method.key] ?? "", units),
    ]),
  );
  const hasErrors = Object.values(parsed).some((result) => "error" in result);

  const save = () => {
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
    } as UpdateZonesBody;
    updater.mutate(body, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => setServerError(error.message),
    });
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
      <Group justify="flex-end">
        <Button onClick={save} disabled={hasErrors} loading={updater.isPending}>
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
}: {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  units: DisplayUnits;
}) {
  const zones = useAthleteZones(athleteId);
  const [tab, setTab] = useState<MethodType>("runningMethods");
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
                saved={(zones.data as AccountZones)[sport.methodType] as unknown as Methods}
                units={units}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
