import type { PlanCard } from "@coach/shared/plans/plan.schemas";
import { parseRowId } from "@coach/shared/validation/row-id";
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { LibraryAccess } from "../../../components/library-access";
import { elapsedLabel, useFormats } from "../../../lib/formats";
import { usePlans } from "../api/plans-api";
import { type PlanAccount, SportIcon } from "./plan-format";
import { type OverviewMode, type OverviewTarget, PlanOverviewModal } from "./plan-overview-modal";

const MODES: OverviewMode[] = ["preview", "edit", "assign", "assigned", "update"];

/** The Training Plan Library tab (route planLibrary). `?plan=N&view=mode` opens a plan. */
export function PlanLibraryPage({
  account,
  library,
}: {
  account: PlanAccount;
  library: LibraryAccess;
}) {
  const navigate = useNavigate();
  const plans = usePlans();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 200);
  const [target, setTarget] = useState<OverviewTarget | null>(() => {
    const id = parseRowId(params.get("plan"));
    const view = params.get("view") as OverviewMode | null;
    return id !== null
      ? { planId: id, mode: view && MODES.includes(view) ? view : "preview" }
      : null;
  });

  const shown = useMemo(() => {
    const words = debounced.toLowerCase().split(/\s+/).filter(Boolean);
    return (plans.data?.plans ?? []).filter((plan) =>
      words.every((word) => plan.title.toLowerCase().includes(word)),
    );
  }, [plans.data, debounced]);

  const close = () => {
    setTarget(null);
    if (params.has("plan")) setParams({}, { replace: true });
  };

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Tabs
        value="plans"
        onChange={(value) => {
          if (value === "workouts") navigate("/library/workouts");
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="workouts">Workout Library</Tabs.Tab>
          <Tabs.Tab value="plans">Training Plan Library</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between">
        <TextInput
          aria-label="Search plans"
          placeholder="Search plans"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ planId: null })}>
          Create new training plan
        </Button>
      </Group>
      {plans.isPending ? (
        <Loader aria-label="Loading plans" mx="auto" />
      ) : plans.isError ? (
        <Alert color="red" title="The plans could not be loaded">
          {plans.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No plans</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {shown.map((plan) => (
            <PlanCardView
              key={plan.id}
              plan={plan}
              onOpen={() => setTarget({ planId: plan.id, mode: "preview" })}
            />
          ))}
        </SimpleGrid>
      )}
      <PlanOverviewModal target={target} account={account} library={library} onClose={close} />
    </Stack>
  );
}

function PlanCardView({ plan, onOpen }: { plan: PlanCard; onOpen: () => void }) {
  const { dateFormat } = useFormats();
  return (
    <Card
      withBorder
      padding="sm"
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={plan.title}
      style={{ textAlign: "left", cursor: "pointer" }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {plan.title}
          </Text>
          <Group gap={2} wrap="nowrap">
            {plan.meta.sports.map((sport) => (
              <SportIcon key={sport} type={sport} size={14} />
            ))}
          </Group>
        </Group>
        <Text size="sm">{`${plan.weeks} ${plan.weeks === 1 ? "week" : "weeks"} · ${plan.workoutsCount} ${
          plan.workoutsCount === 1 ? "workout" : "workouts"
        }`}</Text>
        <Text size="xs" c="dimmed">
          {`Updated ${elapsedLabel(plan.updatedOn, new Date(), dateFormat)}`}
        </Text>
      </Stack>
    </Card>
  );
}
