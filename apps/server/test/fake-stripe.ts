import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local HTTP fake of the few Stripe endpoints the app calls, with Stripe's documented request
 * (form-encoded, bracketed keys) and response shapes, so that tests run the official library
 * against it (docs/decisions/091-payments-and-stripe.md). It also serves the two pages a person
 * meets at Stripe, Connect onboarding and Checkout (and the billing portal), and sends the events
 * those pages cause to the app's webhook, signed by the library's own test helper.
 *
 * Endpoints: POST/GET /v1/accounts, POST /v1/account_links, POST/GET /v1/checkout/sessions,
 * POST /v1/customers, POST /v1/billing_portal/sessions, GET /v1/subscriptions/{id}.
 */

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form | Form[] | string[] };

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events go; set once the app under test listens. */
  setWebhookUrl(url: string): void;
  accounts: Map<string, Json>;
  checkoutSessions: Map<string, Json & { stripeAccount: string | null }>;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Every request the app made: method, path, Stripe-Account header, parsed form. */
  requests: { method: string; path: string; stripeAccount: string | null; body: Form }[];
  /** What the onboarding page's button does: the account can take charges, account.updated is sent. */
  completeOnboarding(accountId: string): Promise<Response | undefined>;
  /** What the Checkout page's Pay button does: the session is paid and its events are sent. */
  payCheckout(sessionId: string): Promise<Response | undefined>;
  /** Sends an event as Stripe would: a JSON body signed with the webhook secret. */
  sendEvent(event: Json): Promise<Response | undefined>;
  /** A Stripe event object around `object`, with a fresh id and `created` (seconds). */
  event(type: string, object: Json, extra?: Json): Json;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSec = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `a[b][0][c]=1` into { a: { b: [ { c: "1" } ] } }. */
export function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const isNextIndex = /^\d+$/.test(parts[index + 1]!);
      node[part] ??= isNextIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse, what: string) {
  sendJson(response, 404, {
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(response: ServerResponse, title: string, body: string) {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { Location: location });
  response.end();
}

export async function startFakeStripe(
  options: { webhookUrl?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const signer = new Stripe("sk_test_fake_signer");
  let webhookUrl = options.webhookUrl;
  const accounts = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json & { stripeAccount: string | null }>();
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: FakeStripe["requests"] = [];
  let base = "";

  const event = (type: string, object: Json, extra: Json = {}): Json => ({
    id: id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: nowSec(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
    ...extra,
  });

  async function sendEvent(body: Json) {
    if (!webhookUrl) return undefined;
    const payload = JSON.stringify(body);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: payload,
    });
  }

  async function completeOnboarding(accountId: string) {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    Object.assign(account, {
      charges_enabled: true,
      details_submitted: true,
      payouts_enabled: true,
    });
    // Connect events carry the connected account's id.
    return sendEvent(event("account.updated", account, { account: accountId }));
  }

  async function payCheckout(sessionId: string) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const { stripeAccount, ...object } = session;
    if (object.mode === "subscription") {
      const customer = (object.customer as string | null) ?? id("cus");
      const line = (object.line_items_input as Form[])[0]!;
      const subscription: Json = {
        id: id("sub"),
        object: "subscription",
        customer,
        status: "active",
        cancel_at_period_end: false,
        metadata: object.metadata,
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              price: { id: line.price, object: "price" },
              quantity: Number(line.quantity ?? 1),
              current_period_end: nowSec() + 30 * 24 * 3600,
            },
          ],
        },
      };
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, { customer, subscription: subscription.id });
    }
    Object.assign(session, { status: "complete", payment_status: "paid" });
    const { stripeAccount: _account, line_items_input: _lines, ...completed } = session;
    const extra = stripeAccount ? { account: stripeAccount } : {};
    const answer = await sendEvent(event("checkout.session.completed", completed, extra));
    const subscriptionId = session.subscription as string | undefined;
    if (subscriptionId) {
      await sendEvent(event("customer.subscription.created", subscriptions.get(subscriptionId)!));
    }
    return answer;
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const text = await readBody(request);
    const body = parseStripeForm(text);
    const stripeAccount = (request.headers["stripe-account"] as string | undefined) ?? null;
    const path = url.pathname;
    requests.push({ method: request.method ?? "GET", path, stripeAccount, body });
    const parts = path.split("/").filter(Boolean);
    if (request.headers.authorization !== `Bearer ${fake.secretKey}`) {
      return sendJson(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    if (path === "/v1/accounts" && request.method === "POST") {
      const account: Json = {
        id: id("acct"),
        object: "account",
        type: body.type ?? "express",
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        created: nowSec(),
      };
      accounts.set(account.id as string, account);
      return sendJson(response, 200, account);
    }
    if (parts[1] === "accounts" && parts[2] && request.method === "GET") {
      const account = accounts.get(parts[2]);
      return account ? sendJson(response, 200, account) : notFound(response, "account");
    }
    if (path === "/v1/account_links" && request.method === "POST") {
      const account = body.account as string;
      if (!accounts.has(account)) return notFound(response, "account");
      const query = new URLSearchParams({ return_url: String(body.return_url) });
      return sendJson(response, 200, {
        object: "account_link",
        created: nowSec(),
        expires_at: nowSec() + 300,
        url: `${base}/connect/onboarding/${account}?${query}`,
      });
    }
    if (path === "/v1/customers" && request.method === "POST") {
      const customer: Json = {
        id: id("cus"),
        object: "customer",
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id as string, customer);
      return sendJson(response, 200, customer);
    }
    if (path === "/v1/checkout/sessions" && request.method === "POST") {
      const lines = (body.line_items as Form[] | undefined) ?? [];
      const amountTotal = lines.reduce((sum, line) => {
        const price = line.price_data as Form | undefined;
        return sum + Number(price?.unit_amount ?? 0) * Number(line.quantity ?? 1);
      }, 0);
      const firstPrice = lines[0]?.price_data as Form | undefined;
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: body.mode === "payment" ? amountTotal : null,
        currency: (firstPrice?.currency as string | undefined) ?? null,
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/checkout/${sessionId}`,
        created: nowSec(),
        line_items_input: lines,
        stripeAccount,
      };
      checkoutSessions.set(sessionId, session);
      const { stripeAccount: _account, line_items_input: _lines, ...answer } = session;
      return sendJson(response, 200, answer);
    }
    if (parts[1] === "checkout" && parts[3] && request.method === "GET") {
      const session = checkoutSessions.get(parts[3]);
      if (!session) return notFound(response, "checkout.session");
      const { stripeAccount: _account, line_items_input: _lines, ...answer } = session;
      return sendJson(response, 200, answer);
    }
    if (path === "/v1/billing_portal/sessions" && request.method === "POST") {
      const customer = body.customer as string;
      const query = new URLSearchParams({ return_url: String(body.return_url) });
      return sendJson(response, 200, {
        id: id("bps"),
        object: "billing_portal.session",
        customer,
        return_url: body.return_url,
        url: `${base}/billing/${customer}?${query}`,
      });
    }
    if (parts[1] === "subscriptions" && parts[2] && request.method === "GET") {
      const subscription = subscriptions.get(parts[2]);
      return subscription
        ? sendJson(response, 200, subscription)
        : notFound(response, "subscription");
    }
    return notFound(response, `endpoint ${request.method} ${path}`);
  }

  /** The pages a person sees at Stripe; their buttons post back here. */
  async function pages(request: IncomingMessage, response: ServerResponse, url: URL) {
    const parts = url.pathname.split("/").filter(Boolean);
    const returnUrl = url.searchParams.get("return_url") ?? "/";
    if (parts[0] === "connect" && parts[2]) {
      const accountId = parts[2];
      if (request.method === "POST") {
        await completeOnboarding(accountId);
        return redirect(response, returnUrl);
      }
      return page(
        response,
        "Stripe Connect onboarding (test)",
        `<p>Account ${escapeHtml(accountId)}</p><form method="post"><button type="submit">Complete onboarding</button></form>`,
      );
    }
    if (parts[0] === "checkout" && parts[1]) {
      const session = checkoutSessions.get(parts[1]);
      if (!session) return notFound(response, "checkout.session");
      if (request.method === "POST") {
        await payCheckout(parts[1]);
        return redirect(response, String(session.success_url));
      }
      const amount =
        session.amount_total === null
          ? "subscription"
          : `${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
      return page(
        response,
        "Checkout (test)",
        `<p>Amount: ${escapeHtml(amount)}</p><form method="post"><button type="submit">Pay</button></form><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a>`,
      );
    }
    if (parts[0] === "billing" && parts[1]) {
      if (request.method === "POST") return redirect(response, returnUrl);
      return page(
        response,
        "Billing portal (test)",
        `<form method="post"><button type="submit">Update payment method</button></form>`,
      );
    }
    return notFound(response, "page");
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", base);
    const handle = url.pathname.startsWith("/v1/") ? api : pages;
    handle(request, response, url).catch((error: unknown) => {
      sendJson(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base,
    secretKey: "sk_test_fake_platform",
    webhookSecret,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    accounts,
    checkoutSessions,
    customers,
    subscriptions,
    requests,
    completeOnboarding,
    payCheckout,
    sendEvent,
    event,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
