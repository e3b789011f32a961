import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-service";

/** Nodemailer over SMTP_URL (`smtps://user:pass@host:465`); none without it. */
export function smtpTransport(smtpUrl: string | undefined): MailTransport | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}
