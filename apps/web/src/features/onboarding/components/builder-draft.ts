import { type OnboardingFields, orderedItems } from "@coach/shared/onboarding/onboarding.schemas";
import { messages } from "@coach/shared/validation/messages";
import { OnBoardingItemSchema } from "@coach/shared/validation/onboarding.schemas";
import { isAcceptedType, uploadSizeError } from "@coach/shared/validation/uploads";

/** A file of a file group: stored (no `file`) or chosen in this session (`file`). */
export type DraftFile = { uuid: string; name: string; file?: File };

export type DraftItem =
  | { id: string; itemType: "question"; title: string; inputType: "Text field" | "File upload" }
  | { id: string; itemType: "message"; title: string }
  | { id: string; itemType: "files"; instructions: string; files: DraftFile[] };

/** Ids of items and new files: plain characters, as the server wants part names. */
export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `id-${Math.random().toString(36).slice(2, 14)}`;
}

export function newItem(itemType: DraftItem["itemType"]): DraftItem {
  const id = newId();
  if (itemType === "question") return { id, itemType, title: "", inputType: "Text field" };
  if (itemType === "message") return { id, itemType, title: "" };
  return { id, itemType, instructions: "", files: [] };
}

/** The stored page as the builder edits it, in the page's order. */
export function draftOf(fields: OnboardingFields | undefined): DraftItem[] {
  if (!fields) return [];
  return orderedItems(fields).map((item): DraftItem => {
    if (item.itemType === "files") {
      return {
        id: item.id,
        itemType: "files",
        instructions: item.instructions,
        files: item.files.map((file) => ({ uuid: file.uuid, name: file.name })),
      };
    }
    if (item.itemType === "question") {
      return { id: item.id, itemType: "question", title: item.title, inputType: item.inputType };
    }
    return { id: item.id, itemType: "message", title: item.title };
  });
}

/** What the server receives: items keyed by id, in order, files by uuid. */
export function fieldsOf(items: DraftItem[]) {
  const fields: Record<string, object> = {};
  for (const { id, ...item } of items) {
    fields[id] =
      item.itemType === "files"
        ? { ...item, files: item.files.map((file) => ({ uuid: file.uuid, name: file.name })) }
        : item;
  }
  return fields;
}

/** The new files to send, by uuid. */
export function newFilesOf(items: DraftItem[]) {
  return items.flatMap((item) =>
    item.itemType === "files"
      ? item.files.flatMap((file) => (file.file ? [{ uuid: file.uuid, file: file.file }] : []))
      : [],
  );
}

/** Why a chosen file cannot be sent (25 MB, images and PDF), or null. */
export function fileProblem(file: File): string | null {
  return (
    uploadSizeError(file.size) ??
    (file.type && !isAcceptedType(file.type) ? messages.fileNotDocument : null)
  );
}

/** The builder's errors by `<itemId>.<field>`, the keys the server uses too. */
export function draftErrors(items: DraftItem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { id, ...item } of items) {
    const result = OnBoardingItemSchema.safeParse(item);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const key = `${id}.${issue.path.map(String)[0] ?? "title"}`;
      errors[key] ??= [issue.message];
    }
  }
  return errors;
}
