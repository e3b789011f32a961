import { randomUUID } from "node:crypto";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  type AthleteOnboarding,
  type OnboardingAnswer,
  OnboardingAnswersInputSchema,
  type OnboardingAnswersResponse,
  type OnboardingFields,
  OnboardingFieldsInputSchema,
  type OnboardingFile,
  type OnboardingFormResponse,
  onboardingFieldErrors,
} from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { StoredFile } from "../../platform/storage/file-storage";
import { checkUpload } from "../../platform/storage/upload-check";
import { assertAccess, canAccess } from "../access/access.service";
import { getUser, type UserRow, updateUser } from "../people/users.service";
import * as repository from "./onboarding.repository";

/**
 * On-boarding pages (docs/decisions/061-onboarding-forms.md): a coach's page of messages,
 * questions and file groups; the athletes it was given fill it in once, and their coaches see
 * the answers. Files are checked by content and stored under keys made of our ids only.
 */

type Deps = Pick<AppDeps, "db" | "storage" | "clock" | "events">;

/** A file part of a multipart request: its part name (a file uuid or a question id). */
export type IncomingPart = {
  partName: string;
  fileName: string;
  bytes: Uint8Array;
  isTooLarge: boolean;
};

const formFileKey = (coachId: number, uuid: string) => `onboarding/${coachId}/${uuid}`;
const answerFileKey = (coachId: number, athleteId: number, uuid: string) =>
  `onboarding/${coachId}/answers/${athleteId}/${uuid}`;

/** The name a file is offered under: the user's, cut to something a header carries. */
function displayName(fileName: string) {
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? "";
  return (base || "file").slice(0, 255);
}

function formResponse(row: repository.FormRow): OnboardingFormResponse {
  return {
    id: row.id,
    coachId: row.coachId,
    fields: row.fields,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function formFiles(fields: OnboardingFields): OnboardingFile[] {
  return Object.values(fields).flatMap((item) => (item.itemType === "files" ? item.files : []));
}

function answerFiles(answers: Record<string, OnboardingAnswer>): OnboardingFile[] {
  return Object.values(answers).flatMap((answer) => answer.files ?? []);
}

function parseJsonPart(text: string | undefined, field: string): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    throw AppError.field(field, messages.onBoardingFieldsInvalid);
  }
}

function addError(errors: Record<string, string[]>, field: string, message: string) {
  const known = errors[field] ?? [];
  if (!known.includes(message)) errors[field] = [...known, message];
}

function validationError(fields: Record<string, string[]>) {
  const first = Object.values(fields)[0]?.[0] ?? messages.formHasErrors;
  return new AppError(ErrorCode.validation, first, fields);
}

/** Stores checked files; removes the ones already stored when a later one fails. */
async function putAll(deps: Deps, files: { key: string; bytes: Uint8Array }[]) {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await deps.storage.put(file.key, file.bytes);
      stored.push(file.key);
    }
  } catch (error) {
    await removeAll(deps, stored);
    throw error;
  }
}

async function removeAll(deps: Deps, keys: string[]) {
  await Promise.all(keys.map((key) => deps.storage.remove(key)));
}

/** The coach's page, or undefined: what the invitations feature attaches to an invitation. */
export async function findCoachForm(deps: Pick<AppDeps, "db">, coachId: number) {
  const row = await repository.findFormByCoach(deps.db, coachId);
  return row && formResponse(row);
}

/** GET api/on-boarding/: the caller's page, or 404. */
export async function getCoachForm(deps: Pick<AppDeps, "db">, viewer: UserRow) {
  const form = await findCoachForm(deps, viewer.id);
  if (!form) throw AppError.notFound();
  return form;
}

/**
 * POST and PUT api/on-boarding/: validates the items, checks and stores the new files (parts
 * named by the uuid the builder gave them; each gets a uuid of ours), saves the page, then
 * removes the files of removed items. A PUT needs a page to update; a POST saves over an
 * existing one (one page per coach).
 */
export async function saveCoachForm(
  deps: Deps,
  options: {
    viewer: UserRow;
    fieldsJson: string | undefined;
    parts: IncomingPart[];
    isUpdate: boolean;
  },
): Promise<OnboardingFormResponse> {
  const { viewer } = options;
  const existing = await repository.findFormByCoach(deps.db, viewer.id);
  if (options.isUpdate && !existing) throw AppError.notFound();
  const parsed = OnboardingFieldsInputSchema.safeParse(parseJsonPart(options.fieldsJson, "fields"));
  if (!parsed.success) throw validationError(onboardingFieldErrors(parsed.error.issues));

  const kept = new Map(formFiles(existing?.fields ?? {}).map((file) => [file.uuid, file]));
  const parts = new Map(options.parts.map((part) => [part.partName, part]));
  const uploads: { key: string; bytes: Uint8Array }[] = [];
  const errors: Record<string, string[]> = {};
  const fields: OnboardingFields = {};
  for (const [position, [itemId, item]] of Object.entries(parsed.data).entries()) {
    if (item.itemType !== "files") {
      fields[itemId] = { ...item, position };
      continue;
    }
    const files: OnboardingFile[] = [];
    for (const file of item.files) {
      const old = kept.get(file.uuid);
      if (old) {
        files.push(old);
        continue;
      }
      const part = parts.get(file.uuid);
      const field = `${itemId}.files`;
      if (!part) {
        addError(errors, field, messages.onBoardingFileMissing);
        continue;
      }
      const checked = await checkUpload(part.bytes, {
        kinds: ["document"],
        field,
        isTruncated: part.isTooLarge,
      }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        addError(errors, field, error.message);
        return undefined;
      });
      if (!checked) continue;
      const uuid = randomUUID();
      uploads.push({ key: formFileKey(viewer.id, uuid), bytes: part.bytes });
      files.push({
        uuid,
        name: displayName(file.name ?? part.fileName),
        mimeType: checked.mimeType,
      });
    }
    fields[itemId] = { itemType: "files", instructions: item.instructions, files, position };
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  await putAll(deps, uploads);
  let saved: repository.FormRow;
  try {
    saved = await repository.saveForm(deps.db, {
      coachId: viewer.id,
      fields,
      now: deps.clock.now(),
    });
  } catch (error) {
    await removeAll(
      deps,
      uploads.map((upload) => upload.key),
    );
    throw error;
  }
  const stillUsed = new Set(formFiles(fields).map((file) => file.uuid));
  const removed = [...kept.keys()].filter((uuid) => !stillUsed.has(uuid));
  await removeAll(
    deps,
    removed.map((uuid) => formFileKey(viewer.id, uuid)),
  );
  return formResponse(saved);
}

/**
 * After accepting an invitation that carried a page, the athlete's status is 'pending' until
 * they send their answers. Runs in the caller's transaction.
 */
export async function markOnboardingPending(
  _deps: Pick<AppDeps, "db">,
  tx: Executor,
  athleteId: number,
) {
  await updateUser({ db: tx, userId: athleteId, changes: { onBoarding: "pending" } });
}

/**
 * The athlete's on-boarding status ('ok' or 'pending') and the first requested page they have
 * not answered (where the invitation screen sends them with showOnBoard), or null.
 */
export async function onboardingStatusFor(deps: Pick<AppDeps, "db">, athleteId: number) {
  const user = await getUser({ db: deps.db, userId: athleteId });
  const forms = await repository.findAthleteForms(deps.db, athleteId);
  const open = forms.find((form) => form.isRequested && form.answers === null);
  return { status: user.onBoarding, formId: open?.id ?? null };
}

function athleteOnboarding(row: repository.AthleteFormRow): AthleteOnboarding {
  return {
    form: { ...formResponse(row), coachName: row.coachName },
    isRequested: row.isRequested,
    answers: row.answers,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/**
 * GET api/on-boarding/answers/?athlete={id}: the pages the athlete was given and their
 * answers, for the athlete, their coaches and their business's owner (404 for anyone else).
 */
export async function findAthleteOnboarding(
  deps: Pick<AppDeps, "db">,
  viewer: UserRow,
  athleteId: number,
): Promise<OnboardingAnswersResponse> {
  await assertAccess(deps.db, viewer, { athleteId });
  const athlete =
    athleteId === viewer.id ? viewer : await getUser({ db: deps.db, userId: athleteId });
  const rows = await repository.findAthleteForms(deps.db, athleteId);
  return { athleteId, onBoarding: athlete.onBoarding, items: rows.map(athleteOnboarding) };
}

/**
 * POST api/on-boarding/form/submit: an athlete the page was given answers it. Every question
 * needs an answer (text, or at least one file for a file upload). Files are stored, then the
 * answers, the athlete's status 'ok' and the event in one transaction; answering again
 * replaces the earlier answers and their files.
 */
export async function submitOnboarding(
  deps: Deps,
  options: {
    viewer: UserRow;
    formId: number;
    answersJson: string | undefined;
    parts: IncomingPart[];
  },
): Promise<AthleteOnboarding> {
  const { viewer, formId } = options;
  const form = await repository.findFormById(deps.db, formId);
  if (!form || !(await repository.isFormGivenTo(deps.db, formId, viewer.id))) {
    throw AppError.notFound();
  }
  const parsed = OnboardingAnswersInputSchema.safeParse(
    options.answersJson === undefined ? {} : parseJsonPart(options.answersJson, "answers"),
  );
  if (!parsed.success) throw validationError(onboardingFieldErrors(parsed.error.issues));

  const errors: Record<string, string[]> = {};
  const answers: Record<string, OnboardingAnswer> = {};
  const uploads: { key: string; bytes: Uint8Array }[] = [];
  for (const [itemId, item] of Object.entries(form.fields)) {
    if (item.itemType !== "question") continue;
    if (item.inputType === "Text field") {
      const text = parsed.data[itemId]?.trim() ?? "";
      if (text) answers[itemId] = { text };
      else errors[itemId] = [messages.required];
      continue;
    }
    const parts = options.parts.filter((part) => part.partName === itemId);
    if (parts.length === 0) {
      errors[itemId] = [messages.required];
      continue;
    }
    const files: OnboardingFile[] = [];
    for (const part of parts) {
      const checked = await checkUpload(part.bytes, {
        kinds: ["document"],
        field: itemId,
        isTruncated: part.isTooLarge,
      }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        addError(errors, itemId, error.message);
        return undefined;
      });
      if (!checked) continue;
      const uuid = randomUUID();
      uploads.push({ key: answerFileKey(form.coachId, viewer.id, uuid), bytes: part.bytes });
      files.push({ uuid, name: displayName(part.fileName), mimeType: checked.mimeType });
    }
    answers[itemId] = { files };
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const previous = await repository.findSubmission(deps.db, formId, viewer.id);
  await putAll(deps, uploads);
  try {
    await deps.db.transaction(async (tx) => {
      await repository.saveSubmission(tx, {
        formId,
        athleteId: viewer.id,
        answers,
        now: deps.clock.now(),
      });
      await updateUser({ db: tx, userId: viewer.id, changes: { onBoarding: "ok" } });
      await deps.events.emit(tx, {
        type: "onboarding.submitted",
        formId,
        coachId: form.coachId,
        athleteId: viewer.id,
      });
    });
  } catch (error) {
    await removeAll(
      deps,
      uploads.map((upload) => upload.key),
    );
    throw error;
  }
  if (previous) {
    const oldKeys = answerFiles(previous.answers).map((file) =>
      answerFileKey(form.coachId, viewer.id, file.uuid),
    );
    await removeAll(deps, oldKeys);
  }
  const rows = await repository.findAthleteForms(deps.db, viewer.id);
  const row = rows.find((candidate) => candidate.id === formId);
  if (!row) throw AppError.notFound();
  return athleteOnboarding(row);
}

/** Who may read a page's files: its coach, their business's owner, the athletes given it. */
async function mayReadFormFile(
  deps: Pick<AppDeps, "db">,
  viewer: UserRow,
  formId: number,
  coachId: number,
) {
  if (viewer.id === coachId) return true;
  if (viewer.isBusinessOwner && (await repository.ownsBusinessOfCoach(deps.db, viewer.id, coachId)))
    return true;
  return repository.isFormGivenTo(deps.db, formId, viewer.id);
}

/**
 * GET api/on-boarding/files/{uuid}: a page's file (its coach, their business's owner, the
 * athletes given the page) or an answer's file (the athlete, their coaches, their business's
 * owner); 404 for anyone else, as for a missing file.
 */
export async function openOnboardingFile(
  deps: Pick<AppDeps, "db" | "storage">,
  viewer: UserRow,
  uuid: string,
): Promise<StoredFile & { fileName: string; contentType: string }> {
  const owner = await repository.findFileOwner(deps.db, uuid);
  if (!owner) throw AppError.notFound();
  let file: OnboardingFile | undefined;
  let key: string;
  if (owner.kind === "form") {
    if (!(await mayReadFormFile(deps, viewer, owner.formId, owner.coachId)))
      throw AppError.notFound();
    file = formFiles(owner.fields).find((candidate) => candidate.uuid === uuid);
    key = formFileKey(owner.coachId, uuid);
  } else {
    if (!(await canAccess(deps.db, viewer, { athleteId: owner.athleteId })))
      throw AppError.notFound();
    file = answerFiles(owner.answers).find((candidate) => candidate.uuid === uuid);
    key = answerFileKey(owner.coachId, owner.athleteId, uuid);
  }
  const stored = file && (await deps.storage.open(key));
  if (!file || !stored) throw AppError.notFound();
  return { ...stored, fileName: file.name, contentType: file.mimeType };
}
