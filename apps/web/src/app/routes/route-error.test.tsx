import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, type RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test/render";
import { routes } from "../routes";
import { withRouteErrors } from "./route-error";

const SECRET = "column users.password_hash does not exist";

/** Draws its text, or throws while `isBroken()` says so. */
function Fragile({ isBroken }: { isBroken: () => boolean }) {
  if (isBroken()) throw new Error(SECRET);
  return <p>The page works</p>;
}

function Shell() {
  return (
    <div>
      <nav>Shell navigation</nav>
      <Outlet />
    </div>
  );
}

beforeEach(() => {
  // React and the router report a caught render error on the console; these tests cause one.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the route error screen", () => {
  it("replaces a page whose component throws, inside the shell, without the error's text", async () => {
    let isBroken = true;
    renderRoutes(
      withRouteErrors([
        {
          element: <Shell />,
          children: [{ path: "/plans", element: <Fragile isBroken={() => isBroken} /> }],
        },
      ]),
      "/plans",
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByText("Shell navigation")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeVisible();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.body.textContent).not.toContain("at Fragile");
    expect(console.error).toHaveBeenCalled();

    isBroken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The page works")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("shows the error screen when a route's loader throws", async () => {
    renderRoutes(
      withRouteErrors([
        {
          path: "/report",
          loader: () => {
            throw new Error(SECRET);
          },
          hydrateFallbackElement: <p>Loading</p>,
          element: <p>never drawn</p>,
        },
      ]),
      "/report",
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(
      screen.getByText("This page could not be shown. Try again, or reload the page."),
    ).toBeVisible();
    expect(screen.queryByText("never drawn")).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("says a page is not found when a loader answers 404", async () => {
    renderRoutes(
      withRouteErrors([
        {
          path: "/gone",
          loader: () => {
            throw new Response(null, { status: 404 });
          },
          hydrateFallbackElement: <p>Loading</p>,
          element: <p>never drawn</p>,
        },
      ]),
      "/gone",
    );
    expect(await screen.findByText("We could not find the page you asked for.")).toBeVisible();
  });

  it("is the errorElement of every route of the app", () => {
    const missing: string[] = [];
    const visit = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const where = `${parent}${route.path ?? (route.index ? "(index)" : "(layout)")}`;
        if (!route.errorElement) missing.push(where);
        if (route.children) visit(route.children, `${where} > `);
      }
    };
    visit(routes, "");
    expect(missing).toEqual([]);
  });
});
