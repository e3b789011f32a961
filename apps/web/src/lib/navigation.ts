/**
 * The router's navigate, registered by the app shell, so that code outside React (the API
 * client) can send the user to /login or /error.html.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateFn(to, options);
}
