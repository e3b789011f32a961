import { useSignUpRequests } from "../../features/business/api/sign-up-requests";
import { SignUpRequests } from "../../features/business/components/sign-up-requests";
import { CreateAthleteForm } from "../../features/people/components/create-athlete-form";
import { MyAthletesPage } from "../../features/people/components/my-athletes-page";
import { useAccountInfo } from "../../lib/account-info";
import { roleOf } from "../nav/roles";

/**
 * /my-athletes (coaches and owners): a business owner sees each athlete's coach and gets the
 * create-athlete form in the add dialog and the sign-ups through the business's page; a coach
 * invites by e-mail.
 */
export function MyAthletesRoute() {
  const account = useAccountInfo();
  const isOwner = account.data ? roleOf(account.data.details) === "owner" : false;
  const signUps = useSignUpRequests(isOwner);
  return (
    <MyAthletesPage
      showCoach={isOwner}
      createAthleteForm={isOwner ? <CreateAthleteForm /> : undefined}
      signUps={isOwner ? <OwnerSignUps ownerId={account.data!.details.id} /> : undefined}
      hiddenPendingIds={signUps.data?.map((request) => request.id)}
    />
  );
}

/** The business page's sign-ups, answered here; My athletes' own list leaves them out. */
function OwnerSignUps({ ownerId }: { ownerId: number }) {
  return <SignUpRequests ownerId={ownerId} isHiddenWhenEmpty />;
}
