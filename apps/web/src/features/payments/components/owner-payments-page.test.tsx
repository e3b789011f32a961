import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { Payment, PaymentPlan } from "@coach/shared/payments/payments.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { OwnerPaymentsPage } from "./owner-payments-page";

const ANNA = { id: 7, name: "Anna Runner" };
const due: Payment = {
  id: 31,
  athlete_id: ANNA.id,
  athlete_name: ANNA.name,
  amount: 8000,
  currency: "eur",
  payment_date: "2026-03-10",
  is_paid: false,
  status: "overdue",
  due_date: "2026-03-10",
  paid_at: null,
  plan_id: 3,
  plan_title: "Marathon coaching",
  plan_type: "monthly_recurring",
};
const plan: PaymentPlan = {
  id: 3,
  title: "Marathon coaching",
  description: "",
  amount: 8000,
  currency: "eur",
  plan_type: "monthly_recurring",
  assignments: [ANNA.id],
};
const connect = {
  connected: false,
  default_currency: "eur",
  connect_setup_url: null,
  stripe_available: false,
};

function renderPage(answers: { markPaid?: number; cancel?: number } = {}) {
  const calls = mockFetch([
    { path: "/api/business-owner/payments/stripe-connect/", body: connect },
    { path: "/api/business-owner/payments/", body: [due] },
    { path: "/api/business-owner/payments/plans/", body: [plan] },
    {
      method: "POST",
      path: "/api/business-owner/payments/31/mark-paid/",
      status: answers.markPaid ?? 200,
      body: { ...due, is_paid: true, status: "paid", paid_at: "2026-03-11T09:00:00.000Z" },
    },
    {
      method: "DELETE",
      path: `/api/business-owner/payments/plans/3/assignments/${ANNA.id}/`,
      status: answers.cancel ?? 200,
      body: { assignments: [] },
    },
  ]);
  renderRoutes(
    [{ path: "/payments", element: <OwnerPaymentsPage athletes={[ANNA]} /> }],
    "/payments",
  );
  return calls;
}

describe("the owner's payments", () => {
  it("without Stripe keys says payments are recorded by hand, and marks one paid", async () => {
    const calls = renderPage();
    expect(
      await screen.findByText(/Card payments are not configured on this installation/),
    ).toBeInTheDocument();
    const payment = await screen.findByRole("listitem", { name: "Payment 31" });
    expect(within(payment).getByText("Overdue")).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText(paymentMessages.markedPaid)).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === "POST" && call.path.endsWith("/31/mark-paid/")),
    ).toBe(true);
  });

  it("says when marking paid failed", async () => {
    renderPage({ markPaid: 404 });
    const payment = await screen.findByRole("listitem", { name: "Payment 31" });
    await userEvent.click(within(payment).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText(paymentMessages.markPaidFailed)).toBeInTheDocument();
  });

  it.each([
    [200, paymentMessages.assignmentCancelled],
    [500, paymentMessages.assignmentCancelFailed],
  ])("cancelling an assignment answered %i says '%s'", async (status, message) => {
    renderPage({ cancel: status });
    await userEvent.click(await screen.findByRole("tab", { name: "Payment plans" }));
    const card = await screen.findByRole("listitem", { name: "Marathon coaching" });
    expect(within(card).getByText("€80.00/mo.")).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole("button", { name: `Cancel the assignment of ${ANNA.name}` }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
