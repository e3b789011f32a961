import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type {
  SurveyAnswer,
  SurveyAnswerBody,
  SurveyRanking,
} from "@coach/shared/dashboard/survey.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import * as repository from "./survey.repository";

type Deps = Pick<AppDeps, "db" | "clock">;

function toAnswer(row: repository.SurveyRow): SurveyAnswer {
  return { ranking: row.ranking as SurveyRanking | null, answeredAt: row.answeredAt.toISOString() };
}

/** GET: the owner's answer; 404 while it is still due (the screen then shows the survey). */
export async function getSurveyAnswer(deps: Deps, owner: UserRow): Promise<SurveyAnswer> {
  const row = await repository.findAnswer(deps.db, owner.id);
  if (!row) throw new AppError(ErrorCode.notFound, dashboardMessages.surveyNotAnswered);
  return toAnswer(row);
}

/** POST: the ranking, or null for a skip; once per owner, a second answer is 400. */
export async function answerSurvey(
  deps: Deps,
  owner: UserRow,
  body: SurveyAnswerBody,
): Promise<SurveyAnswer> {
  const row = await repository.insertAnswer(deps.db, owner.id, body.ranking, deps.clock.now());
  if (!row) throw AppError.field("ranking", dashboardMessages.surveyAlreadyAnswered);
  return toAnswer(row);
}
