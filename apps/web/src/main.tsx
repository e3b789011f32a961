import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { configureZodMessages } from "@coach/shared/validation/zod-config";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { registerServiceWorker } from "./app/register-service-worker";
import { createAppRouter } from "./app/router";
import { theme } from "./app/theme";
import { queryClient } from "./lib/query-client";

configureZodMessages();
const router = createAppRouter();
registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
