import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { businesses, users } from "./people";

/**
 * Money (docs/decisions/091-payments-and-stripe.md): a business's payment settings and Stripe
 * connected account, its payment plans, their assignments to athletes, the payments, the
 * Stripe events already applied, and each account's subscription to the platform. Amounts are
 * integers in minor units.
 */
export const businessPaymentSettings = pgTable(
  "business_payment_settings",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    defaultCurrency: text("default_currency").notNull().default("usd"),
    /** The Stripe Connect account (acct_...), once the owner started onboarding. */
    stripeAccountId: text("stripe_account_id"),
    /** Stripe's charges_enabled: the account can take card payments. */
    isStripeConnected: boolean("is_stripe_connected").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("business_payment_settings_account_unique").on(table.stripeAccountId),
    check(
      "business_payment_settings_currency",
      sql`${table.defaultCurrency} in ('usd', 'eur', 'gbp', 'aud', 'cad')`,
    ),
  ],
);

export const paymentPlans = pgTable(
  "payment_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    amountMinor: integer("amount_minor").notNull(),
    /** The business's default currency when the plan was made; its payments keep it. */
    currency: text("currency").notNull(),
    planType: text("plan_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_plans_business").on(table.businessId),
    check("payment_plans_amount_positive", sql`${table.amountMinor} > 0`),
    check(
      "payment_plans_type",
      sql`${table.planType} in ('one_off', 'yearly_recurring', 'monthly_recurring', 'manual')`,
    ),
  ],
);

/** A plan assigned to an athlete; recurring ones carry the next due date the job creates. */
export const paymentPlanAssignments = pgTable(
  "payment_plan_assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first payment's due date: later periods are counted from it. */
    firstDueDate: date("first_due_date", { mode: "string" }).notNull(),
    /** The period (0 = the first) of the next payment to create; null when none will come. */
    nextPeriod: integer("next_period"),
    nextDueDate: date("next_due_date", { mode: "string" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live assignment of a plan per athlete; a cancelled one may be followed by a new one.
    uniqueIndex("payment_plan_assignments_live")
      .on(table.planId, table.athleteId)
      .where(sql`${table.cancelledAt} is null`),
    index("payment_plan_assignments_due")
      .on(table.nextDueDate)
      .where(sql`${table.cancelledAt} is null`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id").references(() => paymentPlans.id, { onDelete: "set null" }),
    assignmentId: integer("assignment_id").references(() => paymentPlanAssignments.id, {
      onDelete: "set null",
    }),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    isPaid: boolean("is_paid").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** manual (marked or recorded by the owner) or stripe (Checkout, confirmed by webhook). */
    paidVia: text("paid_via"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    /** Set once the overdue notices went out, so the job tells once. */
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_business").on(table.businessId, table.dueDate),
    index("payments_athlete").on(table.athleteId),
    // A recurring period is created once, even by two runs of the job at the same time.
    uniqueIndex("payments_assignment_due").on(table.assignmentId, table.dueDate),
    uniqueIndex("payments_checkout_session").on(table.stripeCheckoutSessionId),
    check("payments_amount_positive", sql`${table.amountMinor} > 0`),
    check("payments_paid_at", sql`${table.isPaid} = (${table.paidAt} is not null)`),
  ],
);

/** Every Stripe event applied, by its id: a replayed delivery finds its id and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** Stripe's `created` (seconds): events older than the last applied to a record are ignored. */
  createdSec: bigint("created_sec", { mode: "number" }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The platform subscription of an account (a business owner, or a coach without a business).
 * No row means the free trial from the account's creation.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** The chosen plan's key (e.g. athletes-10-monthly); null during the trial. */
    plan: text("plan"),
    athleteUnits: integer("athlete_units").notNull(),
    isCanceled: boolean("is_canceled").notNull().default(false),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** `created` of the last Stripe event applied: an older event arriving late changes nothing. */
    lastEventCreatedSec: bigint("last_event_created_sec", { mode: "number" }),
    /** An administrator set this status by hand (ADMIN_USER_IDS). */
    setByAdminId: integer("set_by_admin_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_customer").on(table.stripeCustomerId),
    uniqueIndex("subscriptions_stripe_subscription").on(table.stripeSubscriptionId),
    check(
      "subscriptions_status",
      sql`${table.status} in ('trialing', 'active', 'trial_expired', 'past_due', 'unpaid', 'cancelled')`,
    ),
  ],
);
