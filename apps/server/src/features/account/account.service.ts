import {
  type AccountDetails,
  type AccountInfoResponse,
  DateFormatSchema,
  ProfileSchema,
  type UpdateGeneralBody,
  type UpdateProfileBody,
} from "@coach/shared/account/account.schemas";
import { dayEndIn, todayIn } from "@coach/shared/calendar/athlete-today";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import type { DataTag } from "../../db/data-changes";
import { AppError } from "../../errors/app-error";
import type { AnswerCache } from "../../platform/answers/answer-cache";
import { assertAccess } from "../access/access.service";
import { findUserLinks, getUser, type UserRow, updateUser } from "../people/users.service";

const NO_TRACKERS = {
  garmin: false,
  strava: false,
  polar: false,
  suunto: false,
  coros: false,
  wahoo: false,
};

/** What the user's links are read from: the coaching links, businesses and the coach's name. */
const USER_LINKS_TAGS: DataTag[] = ["access", "names"];
const userLinksBytes = () => 1024;

export async function getAccountDetails(options: {
  db: Executor;
  config: Config;
  user: UserRow;
  /**
   * Keeps the user's links in memory until a link, a business or a name changes (decision 127).
   * Given only where `db` is the database itself: a read inside a transaction may see what is
   * never committed.
   */
  keptLinks?: AnswerCache;
}): Promise<AccountDetails> {
  const { user, config } = options;
  const readLinks = () => findUserLinks({ db: options.db, userId: user.id });
  const links = options.keptLinks
    ? await options.keptLinks.remember(
        { key: `user-links:${user.id}`, tags: USER_LINKS_TAGS, bytes: userLinksBytes },
        readLinks,
      )
    : await readLinks();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const now = new Date();
  return {
    id: user.id,
    email: user.email,
    isCoach: user.isCoach,
    isBusinessOwner: user.isBusinessOwner,
    hasCoach: links.hasCoach,
    fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    displayUnits: user.displayUnits === "Imperial" ? "Imperial" : "Metric",
    dateFormat: user.dateFormat,
    timezone: user.timezone,
    today: todayIn(user.timezone, now),
    todayEndsAt: dayEndIn(user.timezone, now).toISOString(),
    onBoarding: user.onBoarding,
    firstSetup: user.firstSetup,
    domain: links.subdomain,
    avatar_id: null,
    coachName: links.coachName,
    profilePictureUrl: user.profilePictureUrl,
    jobTitle: user.jobTitle,
    businessLogo: links.businessLogoUrl,
    businessName: links.businessName,
    zones: (user.zones ?? {}) as Record<string, unknown>,
    profile: ProfileSchema.parse(user.profile ?? {}),
    trackers: NO_TRACKERS,
    mensturation_config: null,
    tracking_logs: [],
    visitedAthleteId: user.visitedAthleteId,
    isAdmin: config.adminUserIds.includes(user.id),
    isBetaTester: config.betaTesterIds.includes(user.id),
  };
}

export async function getAccountInfo(options: {
  db: Executor;
  config: Config;
  user: UserRow;
  keptLinks?: AnswerCache;
}): Promise<AccountInfoResponse> {
  const details = await getAccountDetails(options);
  const dateFormat = DateFormatSchema.safeParse(details.dateFormat);
  return {
    details,
    settings: {
      profile: details.profile,
      general: {
        dateFormat: dateFormat.success ? dateFormat.data : "MMM D, YYYY",
        displayUnits: details.displayUnits,
      },
    },
  };
}

export async function finishFirstSetup(options: { db: Executor; config: Config; userId: number }) {
  const user = await updateUser({
    db: options.db,
    userId: options.userId,
    changes: { firstSetup: true },
  });
  if (!user) throw AppError.notFound();
  return getAccountInfo({ ...options, user });
}

export async function updateProfile(options: {
  db: Executor;
  config: Config;
  userId: number;
  body: UpdateProfileBody;
}) {
  const current = await getUser({ db: options.db, userId: options.userId });
  const profile = { ...ProfileSchema.parse(current.profile ?? {}), ...options.body.profile };
  const user = await updateUser({
    db: options.db,
    userId: options.userId,
    changes: {
      firstName: options.body.firstName ?? current.firstName,
      lastName: options.body.lastName ?? current.lastName,
      jobTitle: options.body.jobTitle ?? current.jobTitle,
      profile,
    },
  });
  return getAccountInfo({ ...options, user: user! });
}

export async function updateGeneralSettings(options: {
  db: Executor;
  config: Config;
  userId: number;
  body: UpdateGeneralBody;
}) {
  const user = await updateUser({
    db: options.db,
    userId: options.userId,
    changes: {
      ...(options.body.dateFormat ? { dateFormat: options.body.dateFormat } : {}),
      ...(options.body.displayUnits ? { displayUnits: options.body.displayUnits } : {}),
    },
  });
  if (!user) throw AppError.notFound();
  return getAccountInfo({ ...options, user });
}

/** Remembers the athlete the user last visited: one they may see, or none (null, or themselves). */
export async function setVisitedAthlete(options: {
  db: Executor;
  user: UserRow;
  athleteId: number | null;
}) {
  const { db, user } = options;
  const athleteId = options.athleteId === user.id ? null : options.athleteId;
  if (athleteId !== null) await assertAccess(db, user, { athleteId });
  await updateUser({ db, userId: user.id, changes: { visitedAthleteId: athleteId } });
}
