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
 * Until the router is made, a navigation waits for it: answers the function that hands it over.
 * The app makes its router in a task after the entry's evaluation (main.tsx), and a session found
 * ended at start (a 401 that no refresh renews) can already send the user to /login: a full page
 * load then would lose the message that goes with it. The router's own navigator, registered
 * when it is made, replaces this one.
 */
export function holdNavigation(): (router: { navigate: Navigate }) => void {
  let routerMade: (router: { navigate: Navigate }) => void = () => {};
  const router = new Promise<{ navigate: Navigate }>((resolve) => {
    routerMade = resolve;
  });
  navigateFn = (to, options) => void router.then((made) => made.navigate(to, options));
  return routerMade;
}
