import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_TOAST_MS, notifyError, resetNotifyLockForTests } from "./notify";

describe("error toasts", () => {
  beforeEach(() => resetNotifyLockForTests());

  it("last 2.5 s and ignore the same message repeated within 1200 ms", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    expect(notifyError("Oops", 10_000)).toBe(true);
    expect(notifyError("Oops", 11_000)).toBe(false);
    expect(notifyError("Other", 11_100)).toBe(true);
    expect(notifyError("Oops", 12_300)).toBe(true);
    expect(show).toHaveBeenCalledTimes(3);
    expect(show.mock.calls[0]![0]).toMatchObject({ message: "Oops", autoClose: ERROR_TOAST_MS });
    expect(ERROR_TOAST_MS).toBe(2500);
  });
});
