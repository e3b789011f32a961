/** The signed-in athlete's own quick start; also asked with the page (src/early/). */
export const ATHLETE_QUICKSTART_URL = "/api/quickstart/";
