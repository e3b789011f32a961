import { describe, expect, it } from "vitest";
import { incomingPayments } from "./incoming-payments";

const payment = (
  amount: number,
  dueDate: string,
  paidAt: string | null = null,
  currency: "eur" | "usd" = "eur",
) => ({ amount, currency, is_paid: paidAt !== null, due_date: dueDate, paid_at: paidAt });

describe("incomingPayments", () => {
  // Today is Tuesday 10 March 2026; 7 days back is 4 March, 7 days ahead 16 March.
  const payments = [
    payment(8000, "2026-03-01", "2026-03-04T10:00:00Z"),
    payment(2000, "2026-03-01", "2026-03-03T23:59:59Z"),
    payment(1500, "2026-03-09", "2026-03-10T08:00:00Z", "usd"),
    payment(3000, "2026-03-10"),
    payment(4000, "2026-03-16"),
    payment(5000, "2026-03-17"),
    payment(6000, "2026-03-09"),
  ];

  it("7 days: received since 4 March and due until 16 March, totals per currency", () => {
    const incoming = incomingPayments(payments, "2026-03-10", 7);
    expect(incoming.received.map((p) => p.amount)).toEqual([8000, 1500]);
    expect(incoming.due.map((p) => p.amount)).toEqual([3000, 4000]);
    expect(incoming.receivedTotals).toEqual([
      { currency: "eur", amountMinor: 8000 },
      { currency: "usd", amountMinor: 1500 },
    ]);
    expect(incoming.dueTotals).toEqual([{ currency: "eur", amountMinor: 7000 }]);
  });

  it("30 days takes in the rest but never an overdue payment", () => {
    const incoming = incomingPayments(payments, "2026-03-10", 30);
    expect(incoming.received.map((p) => p.amount)).toEqual([8000, 2000, 1500]);
    expect(incoming.due.map((p) => p.amount)).toEqual([3000, 4000, 5000]);
  });
});
