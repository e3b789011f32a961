import { createTheme } from "@mantine/core";

/** Breakpoints: extra-small under 500, medium up to 980. */
export const theme = createTheme({
  primaryColor: "violet",
  fontFamily: "Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
  breakpoints: { xs: "31.25em", sm: "37.5em", md: "61.25em", lg: "80em", xl: "90em" },
  defaultRadius: "md",
});

export const XS_MAX_PX = 499;
