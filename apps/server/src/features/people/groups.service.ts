import type {
  AddAthletesToGroupBody,
  CreateGroupBody,
  DeleteGroupBody,
  GroupMembersResponse,
  GroupResponse,
  RemoveAthleteFromGroupBody,
  UpdateGroupBody,
} from "@coach/shared/people/groups.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import type { Database } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { AppError } from "../../errors/app-error";
import { sqlState } from "../../errors/input-errors";
import * as repository from "./groups.repository";
import type { UserRow } from "./users.service";

/** A coach's athlete groups: only their own groups, and only athletes they may see. */
type Options = { db: Database; viewer: UserRow };

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = "23505";
const nameExists = () => AppError.field("groupName", peopleMessages.groupNameExists);
const toResponse = (group: repository.GroupRow): GroupResponse => ({
  id: group.id,
  name: group.name,
  description: group.description,
  version: group.version,
});

async function ownGroup(
  db: Parameters<typeof repository.findOwnGroup>[0],
  viewer: UserRow,
  id: number,
) {
  const group = await repository.findOwnGroup(db, viewer.id, id);
  if (!group) throw AppError.notFound();
  return group;
}

/** POST api/coach/athletes-groups/; a name the coach already uses (any case) is refused. */
export async function createGroup(options: Options & { body: CreateGroupBody }) {
  const { db, viewer, body } = options;
  const group = await repository.insertGroup(db, {
    coachId: viewer.id,
    name: body.groupName,
    description: body.groupDescription,
  });
  if (!group) throw nameExists();
  return toResponse(group);
}

/**
 * PUT api/coach/athletes-groups/. With `version`, a group renamed since answers 409 with it
 * (decision 083), before the name rule, which judged a state the coach never saw.
 */
export async function updateGroup(options: Options & { body: UpdateGroupBody }) {
  const { db, viewer, body } = options;
  const groupId = (body.groupId ?? body.id)!;
  try {
    return await db.transaction(async (tx) => {
      const before = await ownGroup(tx, viewer, groupId);
      const edit = { version: body.version, updatedBy: viewer.id };
      const changes = { name: body.groupName, description: body.groupDescription };
      const group = await repository.updateGroup(tx, groupId, changes, edit);
      // Renamed meanwhile (the coach's other tab, or the owner's): the state it has now.
      if (!group) throw await editConflict(tx, before.updatedBy, toResponse(before));
      if (await repository.isNameTaken(tx, viewer.id, body.groupName, groupId)) throw nameExists();
      return toResponse(group);
    });
  } catch (error) {
    // A simultaneous rename took the name between the check and the update (decision 083).
    if (sqlState(error) === UNIQUE_VIOLATION) throw nameExists();
    throw error;
  }
}

/** DELETE api/coach/athletes-groups/: the group goes; its athletes stay the coach's. */
export async function deleteGroup(options: Options & { body: DeleteGroupBody }) {
  const { db, viewer, body } = options;
  await db.transaction(async (tx) => {
    await ownGroup(tx, viewer, body.groupId);
    await repository.deleteGroup(tx, body.groupId);
  });
  return { message: peopleMessages.groupDeleted };
}

/** POST api/coach/athletes-to-groups/: every athlete must be one the coach may see, else 404. */
export async function addAthletesToGroup(
  options: Options & { body: AddAthletesToGroupBody },
): Promise<GroupMembersResponse> {
  const { db, viewer, body } = options;
  const athleteIds = [...new Set(body.athletes)];
  return db.transaction(async (tx) => {
    await ownGroup(tx, viewer, body.groupId);
    const visible = await repository.countAccessibleAthletes(tx, viewer, athleteIds);
    if (visible !== athleteIds.length) throw AppError.notFound();
    await repository.insertMembers(tx, body.groupId, athleteIds);
    return { groupId: body.groupId, athleteIds: await repository.findMemberIds(tx, body.groupId) };
  });
}

/** DELETE api/coach/athletes-to-groups/: 404 when the athlete is not in the coach's group. */
export async function removeAthleteFromGroup(
  options: Options & { body: RemoveAthleteFromGroupBody },
): Promise<GroupMembersResponse> {
  const { db, viewer, body } = options;
  return db.transaction(async (tx) => {
    await ownGroup(tx, viewer, body.groupId);
    if (!(await repository.deleteMember(tx, body.groupId, body.athleteId))) {
      throw AppError.notFound();
    }
    return { groupId: body.groupId, athleteIds: await repository.findMemberIds(tx, body.groupId) };
  });
}
