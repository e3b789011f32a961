import { parseAmountMinor } from "@coach/shared/payments/money";
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { DateField } from "../../../components/date-field";
import { ApiError } from "../../../lib/api-error";
import { localToday } from "../../../lib/formats";
import { useRecordPayment } from "../api/owner-payments";
import type { AthleteChoice } from "./payment-plans-panel";

const REQUIRED = "This field is required";

/** A payment received or expected outside Stripe: athlete, amount and date each required. */
export function RecordPaymentDialog(props: { athletes: AthleteChoice[]; onClose: () => void }) {
  const record = useRecordPayment();
  const [athleteId, setAthleteId] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [paymentDate, setPaymentDate] = useState(() => localToday());
  const [isPaid, setIsPaid] = useState(true);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit() {
    const amountMinor = parseAmountMinor(amount);
    const found = {
      athlete_id: athleteId ? undefined : REQUIRED,
      amount: amountMinor && amountMinor > 0 ? undefined : "Enter an amount such as 80 or 80.50.",
      payment_date: paymentDate ? undefined : REQUIRED,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await record.mutateAsync({
        athlete_id: Number(athleteId),
        amount: amountMinor ?? 0,
        is_paid: isPaid,
        payment_date: paymentDate,
      });
      props.onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({
        athlete_id: error.fieldError("athlete_id"),
        amount: error.fieldError("amount"),
        payment_date:
          error.fieldError("payment_date") ??
          (Object.keys(error.fields).length ? undefined : error.message),
      });
    }
  }

  return (
    <Modal opened onClose={props.onClose} title="Record payment">
      <Stack gap="sm">
        <Select
          label="Athlete"
          required
          searchable
          data={props.athletes.map((athlete) => ({
            value: String(athlete.id),
            label: athlete.name,
          }))}
          value={athleteId}
          onChange={setAthleteId}
          error={errors.athlete_id}
        />
        <TextInput
          label="Amount"
          required
          inputMode="decimal"
          placeholder="80.00"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <DateField
          label="Payment date"
          required
          value={paymentDate}
          error={errors.payment_date}
          onChange={setPaymentDate}
        />
        <Checkbox
          label="Already paid"
          checked={isPaid}
          onChange={(event) => setIsPaid(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={record.isPending} onClick={submit}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
