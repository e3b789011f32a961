import type { Plan } from "@coach/shared/plans/plan.schemas";
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LibraryAccess } from "../../../components/library-access";
import { PanelBoundary } from "../../../components/panel-boundary";
import { notifySuccess } from "../../../lib/notify";
import { useDeletePlan, usePlan } from "../api/plans-api";
import { AssignPlan } from "./assign-plan";
import { AssignedAthletes } from "./assigned-athletes";
import { PlanBuilder } from "./plan-builder";
import type { PlanAccount } from "./plan-format";
import { PlanPreview } from "./plan-preview";

export type OverviewMode = "preview" | "edit" | "assign" | "assigned" | "update";

export const DELETE_CONFIRM = "Do you really want to delete this plan?";

const TITLES: Record<OverviewMode, string> = {
  preview: "Plan overview",
  edit: "Edit plan",
  assign: "Assign plan",
  assigned: "Assigned athletes",
  update: "Update assigned athletes",
};

/** What the library opens: a plan's overview, or a new plan. */
export type OverviewTarget = { planId: number; mode: OverviewMode } | { planId: null };

/** The plan overview modal (95 % width) and its modes; Back returns to the preview. */
export function PlanOverviewModal({
  target,
  account,
  library,
  onClose,
}: {
  target: OverviewTarget | null;
  account: PlanAccount;
  library: LibraryAccess;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="95%"
      closeOnClickOutside={false}
      title={target?.planId === null ? "New Plan" : "Training plan"}
      styles={{ title: { fontWeight: 600 } }}
    >
      {target?.planId === null ? (
        <PlanBuilder
          initial={null}
          account={account}
          library={library}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : target ? (
        <PlanOverview
          key={target.planId}
          planId={target.planId}
          initialMode={target.mode}
          account={account}
          library={library}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function PlanOverview({
  planId,
  initialMode,
  account,
  library,
  onClose,
}: {
  planId: number;
  initialMode: OverviewMode;
  account: PlanAccount;
  library: LibraryAccess;
  onClose: () => void;
}) {
  const plan = usePlan(planId);
  const deleter = useDeletePlan();
  const [mode, setMode] = useState<OverviewMode>(initialMode);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (plan.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading plan" />
      </Center>
    );
  }
  if (plan.isError) return <Alert color="red">{plan.error.message}</Alert>;
  const data: Plan = plan.data;
  const hasAssigned = Object.keys(data.assigned).length > 0;

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleter.mutateAsync(data.id);
      notifySuccess("Plan deleted successfully.");
      onClose();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <Stack gap="md">
      {mode !== "preview" && (
        <Group gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setMode("preview")}
          >
            Back
          </Button>
          <Text fw={600}>{TITLES[mode]}</Text>
        </Group>
      )}
      {mode === "preview" && (
        <>
          <PanelBoundary title="The plan's overview could not be shown">
            <PlanPreview plan={data} />
          </PanelBoundary>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            {data.canEdit && <Button onClick={() => setMode("edit")}>Edit Plan</Button>}
            <Button variant="light" onClick={() => setMode("assign")}>
              Assign to...
            </Button>
            <Button
              variant="default"
              component={Link}
              to={`/admin-center/plan-modify?mode=new&id=${data.id}`}
            >
              Copy as new plan
            </Button>
            <Button variant="default" disabled={!hasAssigned} onClick={() => setMode("assigned")}>
              View assigned athletes
            </Button>
            {data.canEdit && (
              <Button
                color="red"
                variant="outline"
                loading={deleter.isPending}
                onClick={() => setConfirmDelete(true)}
              >
                Delete this plan
              </Button>
            )}
          </Group>
        </>
      )}
      {mode === "edit" && (
        <PlanBuilder
          initial={data}
          account={account}
          library={library}
          onCancel={() => setMode("preview")}
          onSaved={(saved) =>
            Object.keys(saved.assigned).length > 0 ? setMode("update") : onClose()
          }
        />
      )}
      {mode === "assign" && <AssignPlan plan={data} onDone={() => setMode("preview")} />}
      {mode === "assigned" && (
        <AssignedAthletes plan={data} mode="remove" onDone={() => setMode("preview")} />
      )}
      {mode === "update" && (
        <AssignedAthletes plan={data} mode="update" onDone={() => setMode("preview")} />
      )}
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete plan">
        <Stack>
          <Text>{DELETE_CONFIRM}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={remove}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
