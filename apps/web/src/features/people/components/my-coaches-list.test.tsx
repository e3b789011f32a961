import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { MyCoachesList } from "./my-coaches-list";

describe("MyCoachesList", () => {
  it("lists the athlete's coaches with their job title and e-mail", async () => {
    mockFetch([
      {
        path: "/api/athlete/coaches/",
        body: {
          coaches: [
            {
              id: 3,
              name: "Olivia Hart",
              email: "owner@demo.coach",
              jobTitle: "Head coach",
              profilePictureUrl: null,
            },
          ],
        },
      },
    ]);
    renderRoutes([{ path: "/", element: <MyCoachesList /> }], "/");
    expect(await screen.findByText("Olivia Hart")).toBeInTheDocument();
    expect(screen.getByText("Head coach")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "owner@demo.coach" })).toHaveAttribute(
      "href",
      "mailto:owner@demo.coach",
    );
  });

  it("says when there is no coach yet", async () => {
    mockFetch([{ path: "/api/athlete/coaches/", body: { coaches: [] } }]);
    renderRoutes([{ path: "/", element: <MyCoachesList /> }], "/");
    expect(
      await screen.findByText("No coach yet. Invite one below, or accept a coach's invitation."),
    ).toBeInTheDocument();
  });
});
