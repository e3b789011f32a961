/**
 * Every call of the two spec documents' section 7, as the spec writes it (method and path), in
 * the order it lists them. A call is checked by a test of this folder named
 * `specCall("<id>")`; a call that does not answer as specified yet names why in `pending`, so the
 * gap is visible here at a glance. `summary.contract.test.ts` holds the two together and prints
 * the count.
 */
export interface SpecCall {
  id: string;
  /** 000: accounts, people, notifications...; 001: workouts, plans, calendar, payments. */
  document: "000" | "001";
  section: string;
  /** Why the call does not answer as the spec says yet. */
  pending?: string;
}

/** A maker of one section's calls, keeping each id's literal type. */
function section(document: SpecCall["document"], name: string) {
  return <const Id extends string>(id: Id, pending?: string) => ({
    id,
    document,
    section: name,
    ...(pending === undefined ? {} : { pending }),
  });
}

const auth = section("000", "Auth and account");
const people = section("000", "People");
const invitations = section("000", "Invitations");
const notifications = section("000", "Notifications");
const dashboard = section("000", "Dashboard, todos, comments, quickstart, survey, subscription");
const plans = section("001", "Plan library");
const library = section("001", "Library");
/** The comment, records and peak calls it also lists are the first document's, checked there. */
const calendar = section("001", "Calendar and analysis");
/** Its stripe-connect calls are also in the first document's last section. */
const ownerPayments = section("001", "Payments, business owner");
const athletePayments = section("001", "Payments, athlete");

export const SPEC_CALLS = [
  auth("POST /token/refresh/"),
  auth("POST api/auth/login/"),
  auth("POST api/auth/logout/"),
  auth("POST api/auth/register/"),
  auth("POST /api/auth/register/athlete-request"),
  auth("POST /api/auth/register/athlete/set-password/"),
  auth("POST /api/auth/register/coach/"),
  auth("POST /api/auth/register/coach/last-step"),
  auth("POST /api/auth/register/last-step"),
  auth("POST api/auth/password-reset/"),
  auth("PUT api/auth/password-reset/"),
  auth("GET api/auth/password-reset/"),
  auth("POST api/auth/email-confirm-request/"),
  auth("POST api/auth/email-confirm/"),
  auth("GET api/account/info/"),
  auth("GET api/account/info/f"),
  auth("POST api/account/update/profile/"),
  auth("POST api/account/update/general/"),
  auth("GET /api/account/webpush/"),
  auth("POST /api/account/webpush/"),
  auth("POST api/feedback/submit/"),

  people("GET api/athlete/coaches/"),
  people("GET api/coach/athletes/"),
  people("GET api/coach/my-athletes/"),
  people("POST api/coach/mute/"),
  people("POST api/coach/athletes/remove"),
  people("DELETE /api/coach/{id}/"),
  people("GET api/coach/rankings/"),
  people("POST api/coach/athletes-groups/"),
  people("PUT api/coach/athletes-groups/"),
  people("DELETE api/coach/athletes-groups/"),
  people("POST api/coach/athletes-to-groups/"),
  people("DELETE api/coach/athletes-to-groups/"),
  people("POST api/business-owner/athletes/"),
  people("GET /api/business-owner/coach/"),
  people("POST /api/business-owner/coach-invitations/"),
  people("POST /api/business-owner/coach/{id}/assign-to-athlete"),
  people("GET api/subdomain/requests"),
  people("POST api/subdomain/requests/accept"),
  people("POST api/subdomain/requests/cancel"),
  people("GET /api/subdomain/{subDomain}"),

  invitations("GET api/invitations/"),
  invitations("POST api/invitations/send"),
  invitations("POST api/invitations/respond"),
  invitations("POST api/invitations/validate-token/"),
  invitations("DELETE api/invitations/respond"),
  invitations("GET api/on-boarding/"),
  invitations("POST api/on-boarding/"),
  invitations("PUT api/on-boarding/"),
  invitations("POST api/on-boarding/form/submit"),

  notifications("GET /api/notifications/"),
  notifications("PUT api/notifications/"),
  notifications("POST api/notifications/mark-read/"),
  notifications("GET /api/notifications/settings/"),
  notifications("PUT /api/notifications/settings/"),
  notifications("POST api/athlete/notifications/"),
  notifications("POST api/athlete/peaks/"),
  notifications("POST api/athlete/records/accept/"),
  notifications("GET /WS"),

  dashboard("GET api/dashboard/"),
  dashboard("POST api/coach/todos/"),
  dashboard("PUT api/coach/todos/"),
  dashboard("DELETE api/coach/todos/"),
  dashboard("POST api/athlete/workouts/comments/{id}"),
  dashboard("POST api/athlete/garmin-activities/comments/{id}"),
  dashboard("GET /api/quickstart/"),
  dashboard("POST /api/quickstart/"),
  dashboard("GET /api/business-owner/quickstart/"),
  dashboard("PUT /api/business-owner/quickstart/"),
  dashboard("GET /api/business-owner/pain-points-survey/"),
  dashboard("POST /api/business-owner/pain-points-survey/"),
  dashboard("GET api/subscription/"),
  dashboard("PUT api/subscription/"),

  plans("GET api/plan-library/"),
  plans("POST api/plan-library/"),
  plans("PUT api/plan-library/"),
  plans("DELETE api/plan-library/"),
  plans("POST api/plan-library/apply/"),
  plans("POST api/plan-library/remove-plan-workouts/"),
  plans("POST api/plan-library/update-plan-workouts/"),

  library("GET api/coach/library/"),

  calendar("GET api/athlete/{id}/calendar/workouts/"),
  calendar("GET api/athlete/zones/"),
  calendar("POST api/athlete/zones/"),
  calendar("GET api/analyze/{id}"),
  calendar("GET api/analyze/{id}/samples"),
  calendar("GET api/garmin/records/"),

  ownerPayments("GET api/business-owner/payments/plans/"),
  ownerPayments("POST api/business-owner/payments/plans/"),
  ownerPayments("PUT api/business-owner/payments/plans/{id}/"),
  ownerPayments("GET api/business-owner/payments/plans/{id}/assignments/"),
  ownerPayments("POST api/business-owner/payments/plans/{id}/assignments/"),
  ownerPayments("DELETE api/business-owner/payments/plans/{id}/assignments/{athleteId}/"),
  ownerPayments("POST api/business-owner/payments/"),
  ownerPayments("GET /api/business-owner/payments/"),
  ownerPayments("POST api/business-owner/payments/{id}/mark-paid/"),
  ownerPayments("GET /api/business-owner/payments/stripe-connect/"),
  ownerPayments("POST /api/business-owner/payments/stripe-connect/"),

  athletePayments("GET api/athlete/payments/plans/"),
  athletePayments("GET api/athlete/payments/"),
  athletePayments("POST api/athlete/payments/{paymentId}/pay/"),
] as const satisfies readonly SpecCall[];

export type SpecCallId = (typeof SPEC_CALLS)[number]["id"];
