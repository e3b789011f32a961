import { CreateAthleteForm } from "../../features/people/components/create-athlete-form";
import { MyAthletesPage } from "../../features/people/components/my-athletes-page";
import { useAccountInfo } from "../../lib/account-info";
import { roleOf } from "../nav/roles";

/**
 * /my-athletes (coaches and owners): a business owner sees each athlete's coach and gets the
 * create-athlete form in the add dialog; a coach invites by e-mail.
 */
export function MyAthletesRoute() {
  const account = useAccountInfo();
  const isOwner = account.data ? roleOf(account.data.details) === "owner" : false;
  return (
    <MyAthletesPage
      showCoach={isOwner}
      createAthleteForm={isOwner ? <CreateAthleteForm /> : undefined}
    />
  );
}
