import type {
  AddAthletesToGroupBody,
  CreateGroupBody,
  GroupMembersResponse,
  GroupResponse,
  RemoveAthleteFromGroupBody,
  UpdateGroupBody,
} from "@coach/shared/people/groups.schemas";
import type { MessageResponse } from "@coach/shared/people/my-athletes.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { myAthletesKey } from "./my-athletes";

const GROUPS = "/api/coach/athletes-groups/";
const MEMBERS = "/api/coach/athletes-to-groups/";

/**
 * Group changes show on the screen only after the server agreed: each call refetches My
 * athletes on success. Failures are shown by the dialogs (the duplicate name under its input).
 */
function useGroupMutation<Body, Answer>(method: "POST" | "PUT" | "DELETE", path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiFetch<Answer>(path, { method, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAthletesKey }),
  });
}

export const useCreateGroup = () =>
  useGroupMutation<CreateGroupBody, GroupResponse>("POST", GROUPS);
export const useUpdateGroup = () => useGroupMutation<UpdateGroupBody, GroupResponse>("PUT", GROUPS);
export const useDeleteGroup = () =>
  useGroupMutation<{ groupId: number }, MessageResponse>("DELETE", GROUPS);
export const useAddAthletesToGroup = () =>
  useGroupMutation<AddAthletesToGroupBody, GroupMembersResponse>("POST", MEMBERS);
export const useRemoveAthleteFromGroup = () =>
  useGroupMutation<RemoveAthleteFromGroupBody, GroupMembersResponse>("DELETE", MEMBERS);
