import type { PublicSubdomainInfo } from "@coach/shared/business/business.schemas";

/**
 * The public page of a business, rendered on the server: search engines and link previews read
 * the title, the description and the Open Graph image from the first response, and the page
 * needs no script (docs/decisions/090-business-page.md). Every text the owner typed goes
 * through `escapeHtml`.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Search results show about 155 characters of a description. */
const DESCRIPTION_MAX_LENGTH = 155;

export function pageDescription(info: PublicSubdomainInfo): string {
  const text = info.publicText.replace(/\s+/g, " ").trim();
  const fallback = `Train with ${info.fullName || info.businessName}${info.jobTitle ? `, ${info.jobTitle}` : ""}.`;
  const description = text || fallback;
  return description.length <= DESCRIPTION_MAX_LENGTH
    ? description
    : `${description.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** Only http(s) addresses become links; the schema refuses others, this guards older rows. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2329;background:#f6f7f9;line-height:1.5}
main{max-width:720px;margin:0 auto;padding:32px 20px 48px}
.card{background:#fff;border:1px solid #e3e6ea;border-radius:12px;padding:28px}
.logo{display:block;height:96px;width:auto;max-width:100%;object-fit:contain;object-position:left center;margin:0 0 20px}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 20px;overflow-wrap:anywhere}
.coach{display:flex;align-items:center;gap:16px;margin:0 0 20px}
.coach img{width:88px;height:88px;border-radius:50%;object-fit:cover;flex:none}
.coach p{margin:0}
.name{font-weight:600;font-size:1.1rem;overflow-wrap:anywhere}
.job{color:#555b63;overflow-wrap:anywhere}
.text{white-space:pre-line;margin:0 0 20px;overflow-wrap:anywhere}
.site{display:inline-block;margin:0 0 24px;color:#5f3dc4;overflow-wrap:anywhere;padding:12px 0}
.actions{display:flex;flex-wrap:wrap;gap:12px}
.actions a{display:inline-block;min-width:140px;text-align:center;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none}
.primary{background:#6741d9;color:#fff}
.secondary{border:1px solid #6741d9;color:#5f3dc4;background:#fff}
`;

export function renderPublicPage(
  info: PublicSubdomainInfo,
  /** The business page's address, e.g. http://hart.localhost:3000: images and links are absolute. */
  origin: string,
): string {
  const name = escapeHtml(info.businessName);
  const description = escapeHtml(pageDescription(info));
  const absolute = (path: string) => escapeHtml(new URL(path, origin).toString());
  const ogImage = info.businessLogoUrl ?? info.profilePictureUrl;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${name}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${absolute("/")}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${absolute("/")}">`,
    ogImage ? `<meta property="og:image" content="${absolute(ogImage)}">` : "",
    '<meta name="twitter:card" content="summary">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<style>${STYLE}</style>`,
  ].filter(Boolean);
  const coachName = escapeHtml(info.fullName);
  const body = [
    info.businessLogoUrl
      ? `<img class="logo" src="${escapeHtml(info.businessLogoUrl)}" alt="${name} logo">`
      : "",
    `<h1>${name}</h1>`,
    '<div class="coach">',
    info.profilePictureUrl
      ? `<img src="${escapeHtml(info.profilePictureUrl)}" alt="${coachName}" width="88" height="88">`
      : "",
    `<div><p class="name">${coachName}</p>`,
    info.jobTitle ? `<p class="job">${escapeHtml(info.jobTitle)}</p>` : "",
    "</div></div>",
    info.publicText ? `<p class="text">${escapeHtml(info.publicText)}</p>` : "",
    isWebAddress(info.websiteUrl)
      ? `<a class="site" href="${escapeHtml(info.websiteUrl)}" rel="noopener nofollow">${escapeHtml(info.websiteUrl.replace(/^https?:\/\//i, ""))}</a>`
      : "",
    '<nav class="actions" aria-label="Join">',
    '<a class="primary" href="/register">Sign up</a>',
    '<a class="secondary" href="/login">Log in</a>',
    "</nav>",
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join("\n")}\n</head>\n<body>\n<main><div class="card">\n${body.join("\n")}\n</div></main>\n</body>\n</html>\n`;
}
