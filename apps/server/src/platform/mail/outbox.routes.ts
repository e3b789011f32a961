import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { createDevAccess } from "../dev-access";
import type { OutboxRow } from "./mail-service";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Sent, waiting (no SMTP_URL, or not yet tried) or the last error of a retried delivery. */
function deliveryState(mail: OutboxRow): string {
  if (mail.sentAt) return `sent ${mail.sentAt.toISOString()}`;
  return mail.error ? `not sent yet: ${escapeHtml(mail.error)}` : "in the outbox";
}

/**
 * The development outbox: every mail the app would have sent. Never registered in production;
 * read from this machine or by an administrator only (reset links are in it).
 */
export async function outboxRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, "mail" | "db" | "tokens" | "config" | "answers">,
) {
  const onRequest = [createDevAccess(deps)];
  app.get("/api/dev/mail", { onRequest }, async () => ({ mails: await deps.mail.listOutbox() }));

  app.get("/dev/mail", { onRequest }, async (_request, reply) => {
    const mails = await deps.mail.listOutbox();
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${deliveryState(mail)}</p>
<pre>${linkify(mail.textBody)}</pre></article>`,
      )
      .join("\n");
    reply.type("text/html").send(`<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}
pre{white-space:pre-wrap}.meta{color:#666}</style></head>
<body><h1>Outbox</h1><p>Mails the app sent (development only).</p>${items || "<p>No mail yet.</p>"}</body></html>`);
  });
}
