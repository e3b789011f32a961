/**
 * The parent domain the server names in the page it serves (`<meta name="app-domain">`, from
 * APP_DOMAIN), so the app knows a business's host whatever the number of labels of the domain;
 * undefined where nothing names it (the Vite dev server), and the hosts' shape decides.
 */
export function pageAppDomain(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="app-domain"]')?.content || undefined;
}
