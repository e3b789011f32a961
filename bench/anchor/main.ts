// The Lighthouse bench's anchor: the least a Vite + React page can be (React and one render).
import { createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  createElement(
    StrictMode,
    null,
    createElement(
      "main",
      { style: { fontFamily: "system-ui, sans-serif", maxWidth: 420, margin: "64px auto" } },
      createElement("h1", null, "Sign in"),
      createElement("p", null, "A minimal Vite and React page, served by a bare Fastify."),
    ),
  ),
);
