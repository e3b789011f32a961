// Asks for the signed-in account while the app's code downloads
// (docs/decisions/131-account-asked-with-the-page.md): the app takes this answer
// (src/lib/account-info.ts) instead of asking once its code has run, a round trip later.
// Without a stored token it does nothing; a refused or failed answer is null, and the app asks
// again itself (renewing an expired token).
(() => {
  try {
    // The app ran first (its code was cached, this file was not): it asks for itself.
    if (window.__accountInfoTaken) return;
    const access = localStorage.getItem("access");
    if (!access) return;
    window.__accountInfoEarly = fetch("/api/account/info/", {
      headers: { Accept: "application/json", Authorization: `Bearer ${access}` },
    })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  } catch {
    // No storage (a private mode that refuses it): the app asks as usual.
  }
})();
