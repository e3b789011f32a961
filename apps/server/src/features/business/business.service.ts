import type {
  BusinessProfile,
  PublicSubdomainInfo,
  SubdomainTakenResponse,
} from "@coach/shared/business/business.schemas";
import type { BusinessSettingsBody } from "@coach/shared/validation/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import {
  isHostnameWithinLimit,
  isReservedHostLabel,
  subdomainError,
} from "@coach/shared/validation/subdomain";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { sqlState } from "../../errors/input-errors";
import { type UserRow, updateUser } from "../people/users.service";
import * as repository from "./business.repository";
import { businessOrigin } from "./business-host";

// Other features build links to a business's subdomain (the coach invitation's /trainer-setup).
export { businessOrigin };

/** SQLSTATE unique_violation: another business saved the same subdomain first. */
const UNIQUE_VIOLATION = "23505";

/**
 * Labels no business may hold: the reserved host labels, and "requests", which would make
 * GET /api/subdomain/{subDomain} and the owner's GET api/subdomain/requests the same path.
 */
function isUnavailableLabel(label: string): boolean {
  return isReservedHostLabel(label) || label === "requests" || label === "availability";
}

const notAvailable = () => AppError.field("subdomain", messages.domainNotAvailable);

function toProfile(
  config: AppDeps["config"],
  row: repository.BusinessWithOwnerRow,
): BusinessProfile {
  return {
    businessName: row.businessName,
    subdomain: row.subdomain,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    publicText: row.publicText,
    webSiteUrl: row.webSiteUrl ?? "",
    businessLogo: row.businessLogoUrl,
    profilePictureUrl: row.profilePictureUrl,
    publicPageUrl: row.subdomain ? businessOrigin(config, row.subdomain) : null,
  };
}

/** The owner's business, or 404 (an owner whose business was never set up). */
async function ownBusiness(db: Executor, owner: UserRow) {
  const row = await repository.findBusinessOfOwner(db, owner.id);
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /api/business-owner/business/ */
export async function getBusinessProfile(
  deps: Pick<AppDeps, "db" | "config">,
  owner: UserRow,
): Promise<BusinessProfile> {
  return toProfile(deps.config, await ownBusiness(deps.db, owner));
}

/**
 * PUT /api/business-owner/business/: the business's fields, and the owner's name, job title
 * and photo that the page shows. Two owners saving the same free subdomain at once both pass
 * the check; the unique index lets one commit and the other gets 'This domain is not available'.
 */
export async function saveBusinessProfile(
  deps: Pick<AppDeps, "db" | "config">,
  owner: UserRow,
  body: BusinessSettingsBody,
): Promise<BusinessProfile> {
  if (isUnavailableLabel(body.subdomain)) throw notAvailable();
  if (!isHostnameWithinLimit(body.subdomain, deps.config.appDomain)) {
    throw AppError.field("subdomain", messages.hostnameTooLong);
  }
  try {
    await deps.db.transaction(async (tx) => {
      const business = await ownBusiness(tx, owner);
      await repository.updateBusiness(tx, business.id, {
        businessName: body.businessName,
        subdomain: body.subdomain,
        publicText: body.publicText,
        webSiteUrl: body.webSiteUrl || null,
        businessLogoUrl: body.businessLogo,
      });
      const names = body.fullName?.split(/\s+/);
      await updateUser({
        db: tx,
        userId: owner.id,
        changes: {
          ...(names ? { firstName: names[0], lastName: names.slice(1).join(" ") } : {}),
          jobTitle: body.jobTitle,
          profilePictureUrl: body.profilePictureUrl,
        },
      });
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw notAvailable();
    throw error;
  }
  return getBusinessProfile(deps, owner);
}

/**
 * GET /api/subdomain/availability/{subDomain}: 404 when the label is free, otherwise who holds
 * it (null for a label no business may hold). A label breaking the rules answers 400 with the
 * rule's message.
 */
export async function findSubdomainHolder(
  deps: Pick<AppDeps, "db" | "config">,
  label: string,
): Promise<SubdomainTakenResponse> {
  const error = subdomainError(label);
  if (error) throw AppError.field("subDomain", error);
  if (isUnavailableLabel(label)) return { userId: null };
  const business = await repository.findBusinessBySubdomain(deps.db, label);
  if (!business) throw AppError.notFound();
  return { userId: business.ownerId };
}

/** The business a label names, or undefined (free, reserved or not a valid label). */
export async function findPublicBusiness(
  deps: Pick<AppDeps, "db">,
  label: string,
): Promise<PublicSubdomainInfo | undefined> {
  const subdomain = label.toLowerCase();
  if (subdomainError(subdomain) || isUnavailableLabel(subdomain)) return undefined;
  const row = await repository.findBusinessBySubdomain(deps.db, subdomain);
  return (
    row && {
      domainId: row.id,
      fullName: row.fullName,
      businessName: row.businessName,
      websiteUrl: row.webSiteUrl ?? "",
      businessLogoUrl: row.businessLogoUrl,
      jobTitle: row.jobTitle,
      profilePictureUrl: row.profilePictureUrl,
      publicText: row.publicText,
    }
  );
}

/** GET /api/subdomain/{subDomain}: 404 when the subdomain is free or unknown. */
export async function getPublicBusiness(
  deps: Pick<AppDeps, "db">,
  label: string,
): Promise<PublicSubdomainInfo> {
  const info = await findPublicBusiness(deps, label);
  if (!info) throw AppError.notFound();
  return info;
}
