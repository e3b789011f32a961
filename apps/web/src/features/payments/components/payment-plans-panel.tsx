import { formatPlanPrice } from "@coach/shared/payments/payment-rules";
import type { PaymentPlan } from "@coach/shared/payments/payments.schemas";
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useAssignPaymentPlan, useCancelAssignment, usePaymentPlans } from "../api/payment-plans";
import { wrap } from "./payment-labels";
import { PlanFormDialog } from "./plan-form-dialog";

export type AthleteChoice = { id: number; name: string };

function AssignDialog(props: {
  plan: PaymentPlan;
  athletes: AthleteChoice[];
  onClose: () => void;
}) {
  const assign = useAssignPaymentPlan();
  const [chosen, setChosen] = useState<string[]>([]);
  const options = props.athletes
    .filter((athlete) => !props.plan.assignments.includes(athlete.id))
    .map((athlete) => ({ value: String(athlete.id), label: athlete.name }));
  return (
    <Modal opened onClose={props.onClose} title={`Assign "${props.plan.title}"`}>
      <Stack gap="sm">
        <Checkbox.Group
          label="Athletes"
          value={chosen}
          onChange={setChosen}
          error={assign.error?.message}
        >
          <Stack gap={6} mt={6} mah={320} style={{ overflowY: "auto" }}>
            {options.length === 0 && (
              <Text size="sm" c="dimmed">
                Every athlete has this plan already.
              </Text>
            )}
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={assign.isPending}
            onClick={async () => {
              await assign.mutateAsync({ id: props.plan.id, athleteIds: chosen.map(Number) });
              props.onClose();
            }}
          >
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PlanCard(props: {
  plan: PaymentPlan;
  athletes: AthleteChoice[];
  onEdit: () => void;
  onAssign: () => void;
}) {
  const { plan } = props;
  const cancel = useCancelAssignment();
  const nameOf = (id: number) =>
    props.athletes.find((athlete) => athlete.id === id)?.name ?? `Athlete ${id}`;
  return (
    <Card withBorder padding="md" component="li" aria-label={plan.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={wrap}>
            {plan.title}
          </Text>
          <Text fw={600} style={{ whiteSpace: "nowrap" }}>
            {formatPlanPrice(plan.amount, plan.currency, plan.plan_type)}
          </Text>
        </Group>
        {plan.description && (
          <Text size="sm" c="dimmed" style={{ ...wrap, whiteSpace: "pre-line" }}>
            {plan.description}
          </Text>
        )}
        <Text size="sm" fw={500}>
          Assigned to
        </Text>
        {plan.assignments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody yet
          </Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {plan.assignments.map((athleteId) => (
              <Group
                key={athleteId}
                component="li"
                gap={4}
                wrap="nowrap"
                style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 16 }}
                px="xs"
              >
                <Text size="sm" style={wrap}>
                  {nameOf(athleteId)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="red"
                  aria-label={`Cancel the assignment of ${nameOf(athleteId)}`}
                  loading={cancel.isPending && cancel.variables?.athleteId === athleteId}
                  onClick={() => cancel.mutate({ id: plan.id, athleteId })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" onClick={props.onAssign}>
            Assign athletes
          </Button>
          <Button size="xs" variant="default" onClick={props.onEdit}>
            Edit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The owner's payment plans: create, edit, assign, cancel assignments. */
export function PaymentPlansPanel({ athletes }: { athletes: AthleteChoice[] }) {
  const plans = usePaymentPlans();
  const [editing, setEditing] = useState<PaymentPlan | "new" | null>(null);
  const [assigning, setAssigning] = useState<PaymentPlan | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Payment plans
        </Title>
        <Button size="sm" onClick={() => setEditing("new")}>
          New plan
        </Button>
      </Group>
      {plans.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          No payment plan yet.
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {plans.data?.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            athletes={athletes}
            onEdit={() => setEditing(plan)}
            onAssign={() => setAssigning(plan)}
          />
        ))}
      </Stack>
      {editing && (
        <PlanFormDialog
          key={editing === "new" ? "new" : editing.id}
          plan={editing === "new" ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && (
        <AssignDialog
          plan={plans.data?.find((plan) => plan.id === assigning.id) ?? assigning}
          athletes={athletes}
          onClose={() => setAssigning(null)}
        />
      )}
    </Stack>
  );
}
