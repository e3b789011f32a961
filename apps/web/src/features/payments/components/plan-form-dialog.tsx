import { formatAmountMajor, parseAmountMinor } from "@coach/shared/payments/money";
import {
  PLAN_TYPE_LABELS,
  PLAN_TYPE_SUFFIX,
  PLAN_TYPES,
  type PlanType,
} from "@coach/shared/payments/payment-rules";
import type { PaymentPlan } from "@coach/shared/payments/payments.schemas";
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { useCreatePaymentPlan, useUpdatePaymentPlan } from "../api/payment-plans";

const typeOptions = PLAN_TYPES.map((planType) => ({
  value: planType,
  label: `${PLAN_TYPE_LABELS[planType]}${PLAN_TYPE_SUFFIX[planType] ? ` (${PLAN_TYPE_SUFFIX[planType]})` : ""}`,
}));

/**
 * New plan (title, description, amount, type) or edit (title and description: the price of a
 * plan people pay stays). The amount is typed in the currency's units and sent in cents.
 */
export function PlanFormDialog(props: {
  plan: PaymentPlan | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { plan } = props;
  const create = useCreatePaymentPlan();
  const update = useUpdatePaymentPlan();
  const [title, setTitle] = useState(plan?.title ?? "");
  const [description, setDescription] = useState(plan?.description ?? "");
  const [amount, setAmount] = useState(plan ? formatAmountMajor(plan.amount) : "");
  const [planType, setPlanType] = useState<PlanType>(plan?.plan_type ?? "monthly_recurring");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit() {
    const amountMinor = parseAmountMinor(amount);
    const found: Record<string, string | undefined> = {};
    if (!title.trim()) found.title = "Title is required.";
    if (!plan && (amountMinor === null || amountMinor <= 0)) {
      found.amount = "Enter an amount such as 80 or 80.50.";
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      if (plan) await update.mutateAsync({ id: plan.id, body: { title, description } });
      else {
        await create.mutateAsync({
          title,
          description,
          amount: amountMinor ?? 0,
          plan_type: planType,
        });
      }
      props.onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors({
        title: error instanceof ApiError ? error.fieldError("title") : undefined,
        amount: error instanceof ApiError ? error.fieldError("amount") : undefined,
        form: error instanceof ApiError && Object.keys(error.fields).length ? undefined : message,
      });
    }
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={plan ? "Edit payment plan" : "New payment plan"}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {!plan && (
          <>
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              placeholder="80.00"
              value={amount}
              error={errors.amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <Select
              label="Plan type"
              data={typeOptions}
              value={planType}
              allowDeselect={false}
              onChange={(value) => value && setPlanType(value as PlanType)}
            />
          </>
        )}
        {errors.form && (
          <div role="alert" style={{ color: "var(--mantine-color-red-7)" }}>
            {errors.form}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={create.isPending || update.isPending} onClick={submit}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
