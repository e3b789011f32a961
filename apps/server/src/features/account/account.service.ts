import {
  type AccountDetails,
  type AccountInfoResponse,
  DateFormatSchema,
  ProfileSchema,
  type UpdateGeneralBody,
  type UpdateProfileBody,
} from "@coach/shared/account/account.schemas";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { findUserById, findUserLinks, type UserRow, updateUser } from "../people/users.repository";

const NO_TRACKERS = {
  garmin: false,
  strava: false,
  polar: false,
  suunto: false,
  coros: false,
  wahoo: false,
};

export async function getAccountDetails(options: {
  db: Executor;
  config: Config;
  user: UserRow;
}): Promise<AccountDetails> {
  const { user, config } = options;
  const links = await findUserLinks(options.db, user.id);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
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

async function requireUser(db: Executor, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound();
  return user;
}

export async function finishFirstSetup(options: { db: Executor; config: Config; userId: number }) {
  const user = await updateUser(options.db, options.userId, { firstSetup: true });
  if (!user) throw AppError.notFound();
  return getAccountInfo({ ...options, user });
}

export async function updateProfile(options: {
  db: Executor;
  config: Config;
  userId: number;
  body: UpdateProfileBody;
}) {
  const current = await requireUser(options.db, options.userId);
  const profile = { ...ProfileSchema.parse(current.profile ?? {}), ...options.body.profile };
  const user = await updateUser(options.db, options.userId, {
    firstName: options.body.firstName ?? current.firstName,
    lastName: options.body.lastName ?? current.lastName,
    jobTitle: options.body.jobTitle ?? current.jobTitle,
    profile,
  });
  return getAccountInfo({ ...options, user: user! });
}

export async function updateGeneralSettings(options: {
  db: Executor;
  config: Config;
  userId: number;
  body: UpdateGeneralBody;
}) {
  const user = await updateUser(options.db, options.userId, {
    ...(options.body.dateFormat ? { dateFormat: options.body.dateFormat } : {}),
    ...(options.body.displayUnits ? { displayUnits: options.body.displayUnits } : {}),
  });
  if (!user) throw AppError.notFound();
  return getAccountInfo({ ...options, user });
}
