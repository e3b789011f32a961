import { describe, expect, it } from "vitest";
import { comparePayments, dueDateOfPeriod, formatPlanPrice, paymentStatus } from "./payment-rules";

describe("formatPlanPrice", () => {
  it.each([
    ["monthly_recurring", "€80.00/mo."],
    ["yearly_recurring", "€80.00/year"],
    ["one_off", "€80.00"],
    ["manual", "€80.00"],
  ] as const)("%s: %s", (planType, expected) => {
    expect(formatPlanPrice(8000, "eur", planType)).toBe(expected);
  });
});

describe("dueDateOfPeriod", () => {
  it.each([
    ["2026-03-10", "monthly_recurring", 1, "2026-04-10"],
    ["2026-03-10", "monthly_recurring", 10, "2027-01-10"],
    // Month ends: the 31st falls on the last day of shorter months, then comes back.
    ["2026-01-31", "monthly_recurring", 1, "2026-02-28"],
    ["2026-01-31", "monthly_recurring", 2, "2026-03-31"],
    ["2028-01-31", "monthly_recurring", 1, "2028-02-29"],
    ["2026-03-10", "yearly_recurring", 1, "2027-03-10"],
    ["2028-02-29", "yearly_recurring", 1, "2029-02-28"],
    ["2028-02-29", "yearly_recurring", 4, "2032-02-29"],
  ] as const)("%s %s period %d: %s", (first, planType, period, expected) => {
    expect(dueDateOfPeriod(first, planType, period)).toBe(expected);
  });
});

describe("paymentStatus", () => {
  it("paid whatever the date; overdue the day after the due date; otherwise pending", () => {
    expect(paymentStatus({ isPaid: true, dueDate: "2026-01-01" }, "2026-03-10")).toBe("paid");
    expect(paymentStatus({ isPaid: false, dueDate: "2026-03-10" }, "2026-03-10")).toBe("pending");
    expect(paymentStatus({ isPaid: false, dueDate: "2026-03-09" }, "2026-03-10")).toBe("overdue");
  });
});

describe("comparePayments", () => {
  it("received first by paid_at newest first, then the rest by due date latest first", () => {
    const payment = (id: number, dueDate: string, paidAt: string | null) => ({
      id,
      due_date: dueDate,
      is_paid: paidAt !== null,
      paid_at: paidAt,
    });
    const sorted = [
      payment(1, "2026-03-01", null),
      payment(2, "2026-01-01", "2026-02-01T10:00:00Z"),
      payment(3, "2026-04-01", null),
      payment(4, "2026-01-15", "2026-02-03T10:00:00Z"),
    ].sort(comparePayments);
    expect(sorted.map((p) => p.id)).toEqual([4, 2, 3, 1]);
  });
});
