import type {
  OnboardingAnswer,
  OnboardingFields,
} from "@coach/shared/onboarding/onboarding.schemas";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { onboardingForms, onboardingSubmissions } from "../../db/schema";

export type FormRow = {
  id: number;
  coachId: number;
  fields: OnboardingFields;
  updatedAt: Date;
};

export type SubmissionRow = {
  id: number;
  formId: number;
  athleteId: number;
  answers: Record<string, OnboardingAnswer>;
  submittedAt: Date;
};

/** A page an athlete was given (see findAthleteForms), with their submission when sent. */
export type AthleteFormRow = FormRow & {
  coachName: string;
  isRequested: boolean;
  answers: Record<string, OnboardingAnswer> | null;
  submittedAt: Date | null;
};

const formColumns = {
  id: onboardingForms.id,
  coachId: onboardingForms.coachId,
  fields: onboardingForms.fields,
  updatedAt: onboardingForms.updatedAt,
};

export async function findFormByCoach(db: Executor, coachId: number) {
  const [row] = await db
    .select(formColumns)
    .from(onboardingForms)
    .where(eq(onboardingForms.coachId, coachId));
  return row as FormRow | undefined;
}

export async function findFormById(db: Executor, formId: number) {
  const [row] = await db
    .select(formColumns)
    .from(onboardingForms)
    .where(eq(onboardingForms.id, formId));
  return row as FormRow | undefined;
}

/** Creates the coach's page or replaces its items: one page per coach. */
export async function saveForm(
  db: Executor,
  row: { coachId: number; fields: OnboardingFields; now: Date },
) {
  const [saved] = await db
    .insert(onboardingForms)
    .values({ coachId: row.coachId, fields: row.fields, createdAt: row.now, updatedAt: row.now })
    .onConflictDoUpdate({
      target: onboardingForms.coachId,
      set: { fields: row.fields, updatedAt: row.now },
    })
    .returning(formColumns);
  return saved as FormRow;
}

/**
 * Whether the athlete was given the page: coached by its coach, or they accepted an
 * invitation that carried it.
 */
export async function isFormGivenTo(db: Executor, formId: number, athleteId: number) {
  const result = await db.execute<{ given: boolean }>(sql`
    select exists (
      select 1 from onboarding_forms f
      where f.id = ${formId} and (
        exists (select 1 from coach_athletes ca
                where ca.coach_id = f.coach_id and ca.athlete_id = ${athleteId})
        or exists (select 1 from invitations i
                   where i.onboarding_form_id = f.id and i.receiver_id = ${athleteId}
                     and i.status = 'Accepted'))
    ) as given`);
  return Boolean(result.rows[0]?.given);
}

/** Whether the viewer owns a business the coach belongs to. */
export async function ownsBusinessOfCoach(db: Executor, ownerId: number, coachId: number) {
  const result = await db.execute<{ owns: boolean }>(sql`
    select exists (
      select 1 from business_coaches bc join businesses b on b.id = bc.business_id
      where bc.coach_id = ${coachId} and b.owner_id = ${ownerId}
    ) as owns`);
  return Boolean(result.rows[0]?.owns);
}

/**
 * The pages an athlete was given (their coaches' pages, pages of accepted invitations) and
 * those they answered, with their answers; requested pages first. One query.
 */
export async function findAthleteForms(db: Executor, athleteId: number): Promise<AthleteFormRow[]> {
  const result = await db.execute<{
    id: number;
    coach_id: number;
    fields: OnboardingFields;
    updated_at: string | Date;
    coach_name: string;
    is_requested: boolean;
    answers: Record<string, OnboardingAnswer> | null;
    submitted_at: string | Date | null;
  }>(sql`
    with requested as (
      select distinct onboarding_form_id as form_id from invitations
      where receiver_id = ${athleteId} and status = 'Accepted' and onboarding_form_id is not null
    )
    select f.id, f.coach_id, f.fields, f.updated_at,
           trim(u.first_name || ' ' || u.last_name) as coach_name,
           (f.id in (select form_id from requested)) as is_requested,
           s.answers, s.submitted_at
    from onboarding_forms f
    join users u on u.id = f.coach_id
    left join onboarding_submissions s on s.form_id = f.id and s.athlete_id = ${athleteId}
    where f.coach_id <> ${athleteId} and (
      f.coach_id in (select coach_id from coach_athletes where athlete_id = ${athleteId})
      or f.id in (select form_id from requested)
      or s.id is not null)
    order by (f.id in (select form_id from requested)) desc, f.id`);
  return result.rows.map((row) => ({
    id: row.id,
    coachId: row.coach_id,
    fields: row.fields,
    updatedAt: new Date(row.updated_at),
    coachName: row.coach_name,
    isRequested: row.is_requested,
    answers: row.answers,
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
  }));
}

export async function findSubmission(db: Executor, formId: number, athleteId: number) {
  const result = await db.execute<{ answers: Record<string, OnboardingAnswer> }>(sql`
    select answers from onboarding_submissions
    where form_id = ${formId} and athlete_id = ${athleteId}`);
  return result.rows[0];
}

/** Stores the athlete's answers, replacing earlier ones to the same page. */
export async function saveSubmission(
  db: Executor,
  row: { formId: number; athleteId: number; answers: Record<string, OnboardingAnswer>; now: Date },
) {
  const [saved] = await db
    .insert(onboardingSubmissions)
    .values({ ...row, submittedAt: row.now })
    .onConflictDoUpdate({
      target: [onboardingSubmissions.formId, onboardingSubmissions.athleteId],
      set: { answers: row.answers, submittedAt: row.now },
    })
    .returning();
  return saved as SubmissionRow;
}

/** A stored file's place: the page whose file group holds it, or the answers that do. */
export type FileOwner =
  | { kind: "form"; formId: number; coachId: number; fields: OnboardingFields }
  | {
      kind: "answer";
      formId: number;
      coachId: number;
      athleteId: number;
      answers: Record<string, OnboardingAnswer>;
    };

/**
 * The page or the answers that hold a file uuid. Pages and answers are few per person, and
 * the uuid is looked for inside their JSON (no index: decision 061).
 */
export async function findFileOwner(db: Executor, uuid: string): Promise<FileOwner | undefined> {
  const path = "$.*.files[*] ? (@.uuid == $uuid)";
  const form = await db.execute<{ id: number; coach_id: number; fields: OnboardingFields }>(sql`
    select id, coach_id, fields from onboarding_forms
    where jsonb_path_exists(fields, ${path}::jsonpath, jsonb_build_object('uuid', ${uuid}::text))
    limit 1`);
  const formRow = form.rows[0];
  if (formRow) {
    return { kind: "form", formId: formRow.id, coachId: formRow.coach_id, fields: formRow.fields };
  }
  const answer = await db.execute<{
    form_id: number;
    coach_id: number;
    athlete_id: number;
    answers: Record<string, OnboardingAnswer>;
  }>(sql`
    select s.form_id, f.coach_id, s.athlete_id, s.answers
    from onboarding_submissions s join onboarding_forms f on f.id = s.form_id
    where jsonb_path_exists(s.answers, ${path}::jsonpath, jsonb_build_object('uuid', ${uuid}::text))
    limit 1`);
  const row = answer.rows[0];
  if (!row) return undefined;
  return {
    kind: "answer",
    formId: row.form_id,
    coachId: row.coach_id,
    athleteId: row.athlete_id,
    answers: row.answers,
  };
}
