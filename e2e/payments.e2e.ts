import pg from "pg";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../apps/server/test/fake-stripe";
import { type AppServer, startAppServer } from "./app-server";
import { CHROMIUM_PATH, DESKTOP, PHONE, screenshot, skipSurveyWhenAsked } from "./browser";

/**
 * Getting paid, end to end. The journeys' server has no Stripe keys, so this file starts a second
 * instance of the app on the same database with Stripe pointed at the local fake
 * (apps/server/test/fake-stripe.ts), whose onboarding and Checkout pages a person clicks through
 * and whose events reach this instance's webhook signed as Stripe signs them.
 */

let stripe: FakeStripe;
let server: AppServer;
let baseUrl: string;
let browser: Browser;
const stamp = Date.now().toString(36);
const ownerEmail = `owner-${stamp}@pay.test`;
const athleteEmail = `athlete-${stamp}@pay.test`;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A business of its own (owner Paula Payne, athlete Arne Athlete), written into the database:
 * the app has no screen that creates an owner; the demo password's hash is reused.
 */
async function createBusiness() {
  const [demo] = await sql<{ password_hash: string }>(
    "select password_hash from users where email = 'owner@demo.coach'",
  );
  const person = async (email: string, first: string, last: string, isOwner: boolean) =>
    (
      await sql<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, is_coach, is_business_owner,
           email_confirmed_at, first_setup)
         values ($1, $2, $3, $4, $5, $5, now(), true) returning id`,
        [email, demo!.password_hash, first, last, isOwner],
      )
    )[0]!.id;
  const ownerId = await person(ownerEmail, "Paula", "Payne", true);
  const athleteId = await person(athleteEmail, "Arne", "Athlete", false);
  const [business] = await sql<{ id: number }>(
    "insert into businesses (owner_id, business_name, subdomain) values ($1, 'Payne Running', $2) returning id",
    [ownerId, `payne-${stamp}`],
  );
  await sql("insert into business_coaches (business_id, coach_id) values ($1, $2)", [
    business!.id,
    ownerId,
  ]);
  await sql("insert into coach_athletes (coach_id, athlete_id, business_id) values ($1, $2, $3)", [
    ownerId,
    athleteId,
    business!.id,
  ]);
  return { ownerId, athleteId };
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startAppServer(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_SUBSCRIPTION_PRICES: "athletes-10-monthly:price_e2e_10m:10:MONTHLY:2900:usd",
    },
    { databaseUrl: inject("databaseUrl") },
  );
  baseUrl = server.baseUrl;
  stripe.setWebhookUrl(`${baseUrl}/api/payments/stripe/webhook/`);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

async function signIn(email: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  await skipSurveyWhenAsked(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/(dashboard|calendar)/);
  return page;
}

describe("getting paid", () => {
  it("owner connects Stripe, sells a monthly plan in EUR; the athlete pays by card; the trial ends and the owner upgrades", async () => {
    await createBusiness();

    // 1. The owner connects the business to Stripe through the onboarding link.
    const owner = await signIn(ownerEmail);
    await owner.goto("/payments");
    const card = owner.getByLabel("Card payments");
    await card.getByText("Not connected").waitFor();
    await card.getByRole("button", { name: "Connect with Stripe" }).click();
    await owner.waitForURL(/\/connect\/onboarding\/acct_/);
    await owner.getByRole("button", { name: "Complete onboarding" }).click();
    await owner.waitForURL(`${baseUrl}/payments`);
    await card.getByText("Stripe connected").waitFor();

    // 2. EUR, a monthly plan of 80.00, assigned to Arne.
    await card.getByLabel("Default currency").click();
    await owner.getByRole("option", { name: "EUR (€)" }).click();
    await expect.poll(() => card.getByLabel("Default currency").inputValue()).toBe("EUR (€)");
    await owner.getByRole("tab", { name: "Payment plans" }).click();
    await owner.getByRole("button", { name: "New plan" }).click();
    const form = owner.getByRole("dialog", { name: "New payment plan" });
    await form.getByLabel("Title").fill("Marathon coaching");
    await form.getByLabel("Description").fill("Three runs a week <b>and</b> a long run");
    await form.getByLabel("Amount").fill("80");
    await form.getByRole("button", { name: "Save" }).click();
    const plan = owner.getByRole("listitem", { name: "Marathon coaching" });
    await plan.getByText("€80.00/mo.").waitFor();
    // Typed text is shown as text.
    await plan.getByText("Three runs a week <b>and</b> a long run").waitFor();
    await plan.getByRole("button", { name: "Assign athletes" }).click();
    const assign = owner.getByRole("dialog", { name: 'Assign "Marathon coaching"' });
    await assign.getByRole("checkbox", { name: "Arne Athlete" }).check();
    await assign.getByRole("button", { name: "Assign" }).click();
    await plan.getByText("Arne Athlete").waitFor();
    await screenshot(owner, "payments-owner-plans");

    // 3. Arne, on a phone, sees the plan and the payment due, and pays through Checkout.
    const athlete = await signIn(athleteEmail, PHONE);
    await athlete.goto("/payments");
    await athlete
      .getByRole("listitem", { name: "Marathon coaching" })
      .getByText("€80.00/mo.")
      .waitFor();
    const due = athlete.getByRole("listitem", { name: /^Payment \d+$/ });
    await due.getByText("Due soon").waitFor();
    expect(await athlete.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(athlete, "payments-athlete-phone-due");
    await due.getByRole("button", { name: "Pay" }).click();
    await athlete.waitForURL(/\/checkout\/cs_test_/);
    await athlete.getByText("Amount: 80.00 EUR").waitFor();
    await athlete.getByRole("button", { name: "Pay" }).click();
    await athlete.waitForURL(/\/payments\?paid=\d+/);
    await due.getByText("Paid", { exact: true }).waitFor();
    await athlete.getByText("Thank you! Your payment was received.").waitFor();
    await screenshot(athlete, "payments-athlete-phone-paid");

    // 4. The owner sees it paid.
    await owner.getByRole("tab", { name: "Payments" }).click();
    await owner
      .locator("label")
      .filter({ hasText: /^Paid$/ })
      .click();
    const received = owner.getByRole("listitem", { name: /^Payment \d+$/ });
    await received.getByText("Arne Athlete").waitFor();
    await received.getByText("€80.00").waitFor();
    await screenshot(owner, "payments-owner-paid");

    // The dashboard's incoming payments card shows it, received in the last 7 days.
    await owner.goto("/dashboard");
    const incoming = owner.getByLabel("Incoming payments");
    await incoming.getByText("Received, last 7 days").waitFor();
    await incoming.getByText("Arne Athlete").waitFor();
    await incoming.getByText("Paid · €80.00").waitFor();
    await screenshot(owner, "payments-dashboard-incoming");
    // The owner's payments at phone width.
    await owner.setViewportSize(PHONE);
    await owner.goto("/payments");
    await owner.getByRole("listitem", { name: /^Payment \d+$/ }).waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(owner, "payments-owner-phone");
    await owner.setViewportSize(DESKTOP);

    // 5. The trial ends (the owner registered 31 days ago): the owner is sent to the upgrade
    // screen, upgrades through Checkout and carries on.
    await sql("update users set created_at = now() - interval '31 days' where email = $1", [
      ownerEmail,
    ]);
    await owner.goto("/dashboard");
    await owner.waitForURL(/\/upgrade$/);
    await owner.getByRole("heading", { name: "Subscription Expired" }).waitFor();
    await screenshot(owner, "payments-upgrade-screen");
    await owner.getByRole("button", { name: "Upgrade" }).click();
    await owner.waitForURL(/\/admin-center\/subscription$/);
    await owner.getByText("Trial expired").waitFor();
    await owner.getByLabel("athletes-10-monthly").getByText("$29.00/mo").waitFor();
    await owner.getByLabel("athletes-10-monthly").getByRole("button", { name: "Upgrade" }).click();
    await owner.waitForURL(/\/checkout\/cs_test_/);
    await owner.getByRole("button", { name: "Pay" }).click();
    await owner.waitForURL(/\/admin-center\/subscription\?checkout=done/);
    await owner.getByText("Active", { exact: true }).waitFor();
    await screenshot(owner, "payments-subscription-active");
    await owner.goto("/dashboard");
    await owner.waitForTimeout(2500);
    expect(new URL(owner.url()).pathname).toBe("/dashboard");
  });
});
