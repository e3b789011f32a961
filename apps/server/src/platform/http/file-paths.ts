const FILE_EXTENSION =
  /\.(js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|svg|ico|woff2?|txt)$/i;

/**
 * A file of the build rather than a page or an API call: anything under /assets/, or a name
 * with a file's extension. A missing one answers 404, not the app's page with 200: after a
 * deploy, a tab still open asks for chunks of the old build, and a page in their place fails as
 * a script the app cannot recognise ('Failed to fetch dynamically imported module'), where a
 * 404 lets it reload.
 */
export function isFilePath(url: string): boolean {
  const pathname = url.split("?", 1)[0] ?? url;
  if (pathname.startsWith("/api/")) return false;
  return pathname.startsWith("/assets/") || FILE_EXTENSION.test(pathname);
}
