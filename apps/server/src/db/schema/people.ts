import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * People: users with three roles (athlete by default, coach, business owner who may also
 * coach), businesses, their coaches, and which coach coaches which athlete.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case so that sign-in and uniqueness ignore the case people type. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    isCoach: boolean("is_coach").notNull().default(false),
    isBusinessOwner: boolean("is_business_owner").notNull().default(false),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** True once /first-settings is finished (GET api/account/info/f). */
    firstSetup: boolean("first_setup").notNull().default(false),
    displayUnits: text("display_units").$type<DisplayUnits>().notNull().default("Metric"),
    dateFormat: text("date_format").notNull().default("MMM D, YYYY"),
    timezone: text("timezone").notNull().default("UTC"),
    jobTitle: text("job_title").notNull().default(""),
    profilePictureUrl: text("profile_picture_url"),
    onBoarding: text("on_boarding").notNull().default("ok"),
    /** sports, trainingDays (weekday names), trainingAvailability. */
    profile: jsonb("profile").notNull().default({}),
    /** Per-sport method thresholds and zones (runningMethods, cyclingMethods, swimmingMethods). */
    zones: jsonb("zones").notNull().default({}),
    /** Bumped by every zones write; a write presenting an older one is refused (083). */
    zonesVersion: integer("zones_version").notNull().default(1),
    /** Who wrote the zones last, named in the conflict answer. */
    zonesUpdatedBy: integer("zones_updated_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    visitedAthleteId: integer("visited_athlete_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    check("users_display_units", sql`${table.displayUnits} in ('Metric', 'Imperial')`),
  ],
);

export const businesses = pgTable(
  "businesses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    subdomain: text("subdomain"),
    publicText: text("public_text").notNull().default(""),
    webSiteUrl: text("web_site_url"),
    businessLogoUrl: text("business_logo_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("businesses_owner_unique").on(table.ownerId),
    uniqueIndex("businesses_subdomain_unique").on(table.subdomain),
  ],
);

/** The coaches of a business (the owner appears here too when they coach). */
export const businessCoaches = pgTable(
  "business_coaches",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.coachId] }),
    index("business_coaches_coach").on(table.coachId),
  ],
);

/** Which coach coaches which athlete; the business it happens in, when there is one. */
export const coachAthletes = pgTable(
  "coach_athletes",
  {
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    muted: boolean("muted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.coachId, table.athleteId] }),
    index("coach_athletes_athlete").on(table.athleteId),
    index("coach_athletes_business").on(table.businessId),
  ],
);

/**
 * The athletes of a business, whether a coach is assigned (coach_athletes) or not: an owner's
 * athletes stay here when their coach is removed.
 */
export const businessAthletes = pgTable(
  "business_athletes",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.athleteId] }),
    index("business_athletes_athlete").on(table.athleteId),
  ],
);

/**
 * People who asked to join (a business page sign-up: `pending`) or whom a coach listed without an
 * account yet (`unregistered`), before they are athletes.
 */
export const pendingAthletes = pgTable(
  "pending_athletes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    status: text("status").$type<"pending" | "unregistered">().notNull().default("pending"),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("pending_athletes_coach_email").on(table.coachId, table.email),
    check("pending_athletes_status", sql`${table.status} in ('pending', 'unregistered')`),
  ],
);
