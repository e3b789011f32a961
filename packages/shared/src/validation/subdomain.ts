import { z } from "zod";
import { messages } from "./messages.ts";

/**
 * Business subdomains: the rules and messages, the normaliser,
 * the reserved labels and how a request's host names a business.
 */
export const SUBDOMAIN_MAX_LENGTH = 63;
export const HOSTNAME_MAX_LENGTH = 255;

/** Labels that never name a business; "app" is the main app. */
export const RESERVED_HOST_LABELS = [
  "register",
  "app",
  "dns",
  "www",
  "test",
  "staging",
  "email",
  "mail",
  "training",
  "root",
  "postmaster",
  "login",
] as const;
export const MAIN_APP_LABEL = "app";

/** The first rule a subdomain breaks, in the order the form shows them, or null. */
export function subdomainError(subdomain: string): string | null {
  if (subdomain === "") return messages.required;
  if (!/^[a-z0-9-]+$/.test(subdomain)) return messages.subdomainCharacters;
  if (subdomain.startsWith("-") || subdomain.endsWith("-")) return messages.subdomainEdges;
  if (subdomain.includes("--")) return messages.subdomainDoubleHyphen;
  if (subdomain.length > SUBDOMAIN_MAX_LENGTH) return messages.subdomainLength;
  return null;
}

/** The full host "sub.parent" must stay within 255 characters. */
export function isHostnameWithinLimit(subdomain: string, parentDomain: string): boolean {
  return `${subdomain}.${parentDomain}`.length <= HOSTNAME_MAX_LENGTH;
}

/** A subdomain schema; with the parent domain it also checks the full host's length. */
export function subdomainSchema(parentDomain?: string) {
  return z.string({ error: messages.required }).superRefine((value, context) => {
    const error = subdomainError(value);
    if (error !== null) context.addIssue({ code: "custom", message: error });
    else if (parentDomain !== undefined && !isHostnameWithinLimit(value, parentDomain)) {
      context.addIssue({ code: "custom", message: messages.hostnameTooLong });
    }
  });
}

export const SubdomainSchema = subdomainSchema();

/**
 * What the input turns typed text into: lowercase, spaces and underscores removed, other
 * characters outside a-z, 0-9 and "-" dropped, repeated hyphens collapsed, edge hyphens
 * trimmed, cut to 63 (and trimmed again, so the cut never leaves a trailing hyphen).
 */
export function normalizeSubdomain(text: string): string {
  const trim = (value: string) => value.replace(/^-+|-+$/g, "");
  const cleaned = text
    .toLowerCase()
    .replace(/[\s_]+/g, "")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-");
  return trim(trim(cleaned).slice(0, SUBDOMAIN_MAX_LENGTH));
}

export function isReservedHostLabel(label: string): boolean {
  return (RESERVED_HOST_LABELS as readonly string[]).includes(label.toLowerCase());
}

/**
 * The first label of a host, the subdomain part: "coach.example.com" gives "coach". Ports
 * and case are ignored. localhost is special: "x.localhost" gives "x", "localhost" none. A
 * bare domain ("example.com", or exactly parentDomain when given) and IP addresses have none.
 */
export function subdomainFromHost(host: string, parentDomain?: string): string | null {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (hostname === "" || /^[\d.]+$/.test(hostname) || hostname.startsWith("[")) return null;
  const labels = hostname.split(".");
  if (labels.at(-1) === "localhost") return labels.length >= 2 ? labels[0] : null;
  if (parentDomain !== undefined) {
    const parent = parentDomain.toLowerCase();
    return hostname.endsWith(`.${parent}`) ? labels[0] : null;
  }
  return labels.length >= 3 ? labels[0] : null;
}

/** What a host serves: the main app (no label, "app" or another reserved label) or a business. */
export function businessSubdomainFromHost(host: string, parentDomain?: string): string | null {
  const label = subdomainFromHost(host, parentDomain);
  return label === null || isReservedHostLabel(label) ? null : label;
}

/**
 * The normaliser while the owner types: the same rules, except that a trailing hyphen stays
 * (otherwise "run-" could never become "run-fast"); `normalizeSubdomain` finishes on blur.
 */
export function normalizeTypedSubdomain(text: string): string {
  const cleaned = text
    .toLowerCase()
    .replace(/[\s_]+/g, "")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+/, "");
  return cleaned.slice(0, SUBDOMAIN_MAX_LENGTH);
}
