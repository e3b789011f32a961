import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { NewUserRow, UserLinks, UserRow } from "./users.repository";
import * as repository from "./users.repository";

export type { NewUserRow, UserLinks, UserRow };

/** The user of an id, or undefined. */
export function findUser(options: { db: Executor; userId: number }): Promise<UserRow | undefined> {
  return repository.findUserById(options.db, options.userId);
}

/** The user of an id when `condition` (a rule on `users.id`) holds for them, or undefined. */
export function findUserWhere(options: {
  db: Executor;
  userId: number;
  condition: SQL;
}): Promise<UserRow | undefined> {
  return repository.findUserByIdWhere(options.db, options.userId, options.condition);
}

/** The user of an id, or 404. */
export async function getUser(options: { db: Executor; userId: number }): Promise<UserRow> {
  const user = await findUser(options);
  if (!user) throw AppError.notFound();
  return user;
}

/** The user of an e-mail address, whatever its case, or undefined. */
export function findUserByEmail(options: {
  db: Executor;
  email: string;
}): Promise<UserRow | undefined> {
  return repository.findUserByEmail(options.db, options.email);
}

/** The user, locked for the rest of the transaction; 404 when gone (see repository.lockUser). */
export async function lockUser(options: { db: Executor; userId: number }): Promise<UserRow> {
  const user = await repository.lockUser(options.db, options.userId);
  if (!user) throw AppError.notFound();
  return user;
}

export function createUser(options: { db: Executor; row: NewUserRow }): Promise<UserRow> {
  return repository.insertUser(options.db, options.row);
}

/** The user as changed; undefined when there is no such user. */
export function updateUser(options: {
  db: Executor;
  userId: number;
  changes: Partial<NewUserRow>;
}): Promise<UserRow | undefined> {
  return repository.updateUser(options.db, options.userId, options.changes);
}

/** See repository.updateUserZones: undefined when `version` is stale. */
export function updateUserZones(options: {
  db: Executor;
  userId: number;
  write: { zones: unknown; version?: number; updatedBy: number };
}): Promise<UserRow | undefined> {
  return repository.updateUserZones(options.db, options.userId, options.write);
}

/** The coach and business a user is linked to, as the account screens show them. */
export function findUserLinks(options: { db: Executor; userId: number }): Promise<UserLinks> {
  return repository.findUserLinks(options.db, options.userId);
}
