import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { Payment, PaymentPlan } from "@coach/shared/payments/payments.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
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

describe("the owner's payments in the owner's date format", () => {
  const paid: Payment = {
    ...due,
    id: 32,
    is_paid: true,
    status: "paid",
    paid_at: "2026-03-11T09:00:00.000Z",
  };

  function renderForDayFirstOwner() {
    signInForTest();
    const calls = mockFetch([
      {
        path: "/api/account/info/",
        body: accountInfoFixture({ dateFormat: "DD.MM.YYYY", isBusinessOwner: true }),
      },
      { path: "/api/business-owner/payments/stripe-connect/", body: connect },
      { path: "/api/business-owner/payments/", body: [due, paid] },
      { path: "/api/business-owner/payments/plans/", body: [plan] },
      { method: "POST", path: "/api/business-owner/payments/", status: 201, body: due },
    ]);
    renderRoutes(
      [{ path: "/payments", element: <OwnerPaymentsPage athletes={[ANNA]} /> }],
      "/payments",
    );
    return calls;
  }

  it("writes the due day and the paid day as DD.MM.YYYY", async () => {
    renderForDayFirstOwner();
    const unpaid = await screen.findByRole("listitem", { name: "Payment 31" });
    expect(await within(unpaid).findByText("Due 10.03.2026")).toBeInTheDocument();
    const settled = screen.getByRole("listitem", { name: "Payment 32" });
    expect(within(settled).getByText("Paid on 11.03.2026")).toBeInTheDocument();
  });

  it("records a payment on a day typed as DD.MM.YYYY (03.12.2026), sent as 2026-12-03", async () => {
    const calls = renderForDayFirstOwner();
    await screen.findByText("Due 10.03.2026");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Record payment" }));
    const athlete = dialog.getByRole("combobox", { name: "Athlete" });
    await user.click(athlete);
    // The page's athlete filter lists Anna too: pick from this field's own list, still in its
    // opening transition and so hidden to the accessibility tree.
    const options = document.getElementById(athlete.getAttribute("aria-controls") ?? "");
    await user.click(within(options!).getByRole("option", { name: ANNA.name, hidden: true }));
    await user.type(dialog.getByLabelText(/^Amount/), "80");
    const day = dialog.getByLabelText<HTMLInputElement>(/^Payment date/);
    // Today, in the owner's format rather than the browser's.
    expect(day.value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await user.clear(day);
    await user.type(day, "03.12.2026");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText("Due 10.03.2026");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      athlete_id: ANNA.id,
      amount: 8000,
      payment_date: "2026-12-03",
    });
  });
});
