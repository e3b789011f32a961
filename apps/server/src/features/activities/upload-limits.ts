import {
  uploadQuotaMessage,
  uploadRequestTooLargeMessage,
  uploadsBusyMessage,
} from "@coach/shared/activities/activity.schemas";
import type { Database } from "../../db/client";
import { RateLimitError } from "../../errors/app-error";
import { uploadsSince } from "./activities.repository";

/**
 * The bounds of activity uploads (docs/decisions/084-upload-limits.md): the size and file count
 * of one request, how many requests one user may run at once, and how many files a user may
 * store per 24 hours.
 */
export type UploadLimits = {
  maxRequestBytes: number;
  maxFiles: number;
  concurrencyPerUser: number;
  quota: DailyQuota;
};

export type DailyQuota = { dailyMb: number; dailyFiles: number };

/** What a user may still store today. */
export type UploadAllowance = { files: number; bytes: number };

const DAY_MS = 24 * 3600 * 1000;

/** A request over its total size or file count: 413, with what one upload accepts. */
export class UploadTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = "upload_too_large";

  constructor(limits: UploadLimits) {
    super(uploadRequestTooLargeMessage(limits.maxRequestBytes / (1024 * 1024), limits.maxFiles));
  }
}

/**
 * Upload requests running per user, in this instance's memory: a shared counter would need a
 * write per request and a way to release it when an instance dies. With several instances a
 * user may run this many per instance.
 */
export function createUploadSlots(concurrencyPerUser: number) {
  const running = new Map<number, number>();
  return {
    /** Takes a slot or throws 429; the caller releases it when the request ends. */
    acquire(userId: number): () => void {
      const count = running.get(userId) ?? 0;
      if (count >= concurrencyPerUser) {
        throw new RateLimitError(uploadsBusyMessage(concurrencyPerUser), 10);
      }
      running.set(userId, count + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

/**
 * How many more files and bytes the user may store now, counted from the originals stored in the
 * last 24 hours; 429 with the time the oldest of them leaves the window when nothing is left.
 */
export async function dailyAllowance(
  db: Database,
  userId: number,
  quota: DailyQuota,
  now: Date,
): Promise<UploadAllowance> {
  const used = await uploadsSince(db, userId, new Date(now.getTime() - DAY_MS));
  const allowance = {
    files: quota.dailyFiles - used.fileCount,
    bytes: Math.floor(quota.dailyMb * 1024 * 1024) - used.totalBytes,
  };
  if (allowance.files > 0 && allowance.bytes > 0) return allowance;
  const resetsAt = new Date((used.oldestAt ?? now).getTime() + DAY_MS);
  const shown = resetsAt.toISOString().slice(0, 16).replace("T", " ");
  throw new RateLimitError(
    uploadQuotaMessage(quota, shown),
    (resetsAt.getTime() - now.getTime()) / 1000,
  );
}
