import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { Payment } from "@coach/shared/payments/payments.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AthletePaymentsPage } from "./athlete-payments-page";

const due: Payment = {
  id: 31,
  athlete_id: 7,
  athlete_name: "Anna Runner",
  amount: 8050,
  currency: "eur",
  payment_date: "2026-03-10",
  is_paid: false,
  status: "pending",
  due_date: "2026-03-10",
  paid_at: null,
  plan_id: 3,
  plan_title: "Marathon coaching",
  plan_type: "monthly_recurring",
};

function renderPage(payments: Payment[], payAnswer?: { status: number; body: unknown }) {
  const calls = mockFetch([
    {
      path: "/api/athlete/payments/plans/",
      body: [
        {
          id: 3,
          title: "Marathon coaching",
          description: "<i>Weekly</i>",
          amount: 8050,
          currency: "eur",
          plan_type: "monthly_recurring",
        },
      ],
    },
    { path: "/api/athlete/payments/", body: payments },
    { method: "POST", path: "/api/athlete/payments/31/pay/", ...(payAnswer ?? { body: {} }) },
  ]);
  renderRoutes([{ path: "/payments", element: <AthletePaymentsPage /> }], "/payments");
  return calls;
}

describe("the athlete's payments", () => {
  it("shows the plan's price per month, the payment 'Due soon', and typed text as text", async () => {
    renderPage([due]);
    const plan = await screen.findByRole("listitem", { name: "Marathon coaching" });
    expect(within(plan).getByText("€80.50/mo.")).toBeInTheDocument();
    expect(within(plan).getByText("<i>Weekly</i>")).toBeInTheDocument();
    const payment = await screen.findByRole("listitem", { name: "Payment 31" });
    expect(within(payment).getByText("Due soon")).toBeInTheDocument();
    expect(within(payment).getByText("€80.50")).toBeInTheDocument();
  });

  it("says 'Ooops, there are no payment yet' without payments", async () => {
    renderPage([]);
    expect(await screen.findByText(paymentMessages.noPayments)).toBeInTheDocument();
  });

  it("Pay explains when online payment is not set up for the business", async () => {
    const calls = renderPage([due], {
      status: 400,
      body: {
        code: "validation_error",
        error: { message: paymentMessages.onlinePaymentNotSetUp },
        fields: { payment: [paymentMessages.onlinePaymentNotSetUp] },
      },
    });
    const payment = await screen.findByRole("listitem", { name: "Payment 31" });
    await userEvent.click(within(payment).getByRole("button", { name: "Pay" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      paymentMessages.onlinePaymentNotSetUp,
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });
});
