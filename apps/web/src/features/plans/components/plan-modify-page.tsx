import { parseRowId } from "@coach/shared/validation/row-id";
import { Alert, Center, Loader, Stack, Title } from "@mantine/core";
import { useNavigate, useSearchParams } from "react-router";
import type { LibraryAccess } from "../../../components/library-access";
import { usePlan } from "../api/plans-api";
import { PlanBuilder } from "./plan-builder";
import type { PlanAccount } from "./plan-format";

/**
 * The plan builder page (route PlanModify): `?mode=newEmpty` starts a blank plan, `?mode=new`
 * a blank one too or, with `&id=N`, a new plan from a copy of plan N (its weeks, workouts and
 * periodization; not its athletes), and `?mode=edit&id=N` changes plan N.
 */
export function PlanModifyPage({
  account,
  library,
}: {
  account: PlanAccount;
  library: LibraryAccess;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get("mode") ?? "new";
  const id = parseRowId(params.get("id"));
  const isEdit = mode === "edit" && id !== null;
  const isCopy = mode === "new" && id !== null;
  const plan = usePlan(isEdit || isCopy ? id : null);
  const back = () => navigate("/library/plan-library");

  let body = null;
  if (isCopy && plan.data) {
    body = (
      <PlanBuilder
        key={plan.data.id}
        initial={plan.data}
        asCopy
        account={account}
        library={library}
        onCancel={back}
        onSaved={(saved) => navigate(`/library/plan-library?plan=${saved.id}&view=preview`)}
      />
    );
  } else if (!isEdit && !isCopy) {
    body = (
      <PlanBuilder
        initial={null}
        account={account}
        library={library}
        onCancel={back}
        onSaved={(saved) => navigate(`/library/plan-library?plan=${saved.id}&view=preview`)}
      />
    );
  } else if (plan.data) {
    body = (
      <PlanBuilder
        key={plan.data.id}
        initial={plan.data}
        account={account}
        library={library}
        onCancel={back}
        onSaved={(saved) =>
          Object.keys(saved.assigned).length > 0
            ? navigate(`/library/plan-library?plan=${saved.id}&view=update`)
            : back()
        }
      />
    );
  } else if (plan.isError) {
    body = <Alert color="red">{plan.error.message}</Alert>;
  } else {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading plan" />
      </Center>
    );
  }

  return (
    <Stack maw={1400} mx="auto" gap="md">
      <Title order={2}>{isEdit ? "Edit training plan" : "New training plan"}</Title>
      {body}
    </Stack>
  );
}
