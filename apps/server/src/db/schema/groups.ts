import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people";

/** A coach's groups of athletes (My athletes): names are unique per coach, ignoring case. */
export const athleteGroups = pgTable(
  "athlete_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("athlete_groups_coach_name").on(table.coachId, sql`lower(${table.name})`),
  ],
);

export const athleteGroupMembers = pgTable(
  "athlete_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => athleteGroups.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.athleteId] }),
    index("athlete_group_members_athlete").on(table.athleteId),
  ],
);
