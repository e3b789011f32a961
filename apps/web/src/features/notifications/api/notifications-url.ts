import { apiUrl } from "../../../lib/api-url";

/**
 * GET of one page of notifications, newest first, of one category or all. The bell's first page
 * is also asked with the page (src/early/first-screen-requests.ts).
 */
export const notificationsUrl = (page: number, category?: string) =>
  apiUrl("/api/notifications/", { page, category });
