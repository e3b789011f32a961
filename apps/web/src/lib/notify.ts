import { notifications } from "@mantine/notifications";

/** Timings of the error notifications. */
export const ERROR_TOAST_MS = 2500;
export const ERROR_REPEAT_LOCK_MS = 1200;
export const SUCCESS_TOAST_MS = 2500;

let lastError = { message: "", at: 0 };

/** An error toast; the same message again within 1200 ms is not shown twice. */
export function notifyError(message: string, now = Date.now()) {
  if (message === lastError.message && now - lastError.at < ERROR_REPEAT_LOCK_MS) return false;
  lastError = { message, at: now };
  notifications.show({ color: "red", message, autoClose: ERROR_TOAST_MS, withBorder: true });
  return true;
}

/** A success message; -1 keeps it until closed. */
export function notifySuccess(message: string, durationMs = SUCCESS_TOAST_MS) {
  notifications.show({
    color: "teal",
    message,
    autoClose: durationMs === -1 ? false : durationMs,
    withBorder: true,
  });
}

export function resetNotifyLockForTests() {
  lastError = { message: "", at: 0 };
}
