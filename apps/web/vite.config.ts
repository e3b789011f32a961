import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { deferredSchemas } from "./scripts/deferred-schemas.ts";
import { directImports } from "./scripts/direct-imports.ts";
import { firstRequestsPlugin } from "./scripts/first-requests.ts";
import { firstScreenGraph } from "./scripts/first-screen-graph.ts";
import { mantineCss } from "./scripts/mantine-css.ts";
import { precompress } from "./scripts/precompress.ts";
import { routePreloadsPlugin } from "./scripts/route-preloads.ts";

/** Mantine's violet 9: the app's primary colour, as in index.html's theme-color and the icons. */
const THEME_COLOUR = "#5f3dc4";
const calendarGraph = firstScreenGraph("/calendar");

export default defineConfig({
  plugins: [
    react(),
    mantineCss(),
    directImports(),
    calendarGraph.plugin,
    // Our own service worker, src/sw.ts: precaching and push only
    // (docs/decisions/072-service-worker-and-web-push.md).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "autoUpdate",
      // Registered from src/app/register-service-worker.ts, in production builds only.
      injectRegister: false,
      // globPatterns below already takes the icons from public/.
      includeManifestIcons: false,
      injectManifest: {
        // Hashed assets, icons and the manifest; pages (index.html) always come from the network.
        globPatterns: ["**/*.{js,css,svg,png,woff2}"],
      },
      manifest: {
        name: "Endurance Coach",
        short_name: "Coach",
        description: "Structured workouts, plans and athlete calendars for endurance coaches.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: THEME_COLOUR,
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
    }),
    // The shared package's schemas built when first read (docs/decisions/129-deferred-schemas.md).
    deferredSchemas(),
    // Each page names the code and styles of its screen (docs/decisions/128-page-preloads.md).
    routePreloadsPlugin(),
    // The page asks for the account and the first screen's data itself, and keeps its six
    // connections for the app's code (docs/decisions/133-first-screen-asked-with-the-page.md).
    firstRequestsPlugin(),
    // Last: .br and .gz next to each text file, the service worker included.
    precompress(),
  ],
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/dev": "http://localhost:3000",
      "/WS": { target: "ws://localhost:3000", ws: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs in one chunk (with its one stylesheet) rather
            // than dozens of small shared ones, each a request before the page can draw.
            { name: "first-screen", tags: ["$initial"], priority: 2 },
            // The chart library and its React wrapper in a chunk of their own, loaded by the
            // screens that draw a chart: in the shared chunk, the calendar, the dashboard and the
            // library downloaded and ran them too (52 kB raw, 20 kB on the wire;
            // docs/decisions/128-page-preloads.md). What they import stays where it is.
            {
              name: "charts",
              test: /node_modules[\\/]uplot[\\/]|[\\/]src[\\/]components[\\/]use-uplot-chart\./,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // Shared code that the calendar, the screen people open most, reaches without
            // loading more: its screen loads this chunk alone, not the code only other screens
            // and dialogs need (docs/decisions/134-first-screen-chunk.md).
            {
              name: "shared",
              test: calendarGraph.has,
              minShareCount: 2,
              priority: 1.2,
              includeDependenciesRecursively: false,
            },
            // The rest of the code that two screens or more share, in one chunk rather than
            // dozens, each a round trip over HTTP/1.1 (docs/decisions/128-page-preloads.md).
            { name: "screens", minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
