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

/**
 * Until `router` is made, a navigation waits for it. The app makes its router in a task after
 * the entry's evaluation (main.tsx), and a session found ended at start (a 401 that no refresh
 * renews) can already send the user to /login: a full page load then would lose the message
 * that goes with it. The router's own navigator, registered when it is made, replaces this one.
 */
export function holdNavigationUntil(router: Promise<{ navigate: Navigate }>) {
  navigateFn = (to, options) => void router.then((made) => made.navigate(to, options));
}
