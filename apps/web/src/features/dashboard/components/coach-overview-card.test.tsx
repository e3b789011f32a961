import type { CoachAthlete } from "@coach/shared/people/people.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../../test/render";
import { CoachOverviewCard, type OwnerOverview } from "./coach-overview-card";

const person = {
  id: 1,
  fullName: "Olivia Hart",
  jobTitle: "Head coach",
  businessName: "Hart Endurance",
  profilePictureUrl: null,
};

const athlete = (id: number, fullName: string, coachId: number | null = 1): CoachAthlete => ({
  id,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  first_name: fullName.split(" ")[0]!,
  last_name: fullName.split(" ")[1] ?? "",
  name: fullName,
  fullName,
  muted: false,
  coachId,
  avatar_id: null,
  zones: {},
});

const SEVEN = [
  "Anna Berg",
  "Ben Okafor",
  "Chloe Dubois",
  "Dan Kowalski",
  "Eva Lind",
  "Finn Moe",
  "Gina Ruiz",
];

function render(athletes: CoachAthlete[], owner?: OwnerOverview) {
  const onOpenPanel = vi.fn();
  const view = renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <CoachOverviewCard
            person={person}
            profilePath="/settings"
            athletes={athletes}
            owner={owner}
            onOpenPanel={onOpenPanel}
          />
        ),
      },
      { path: "/settings", element: <p>profile page</p> },
      { path: "/my-coaches", element: <p>coaches page</p> },
    ],
    "/dashboard",
  );
  return { onOpenPanel, router: view.router };
}

describe("card A", () => {
  it("names the coach with a link to their profile", async () => {
    const user = userEvent.setup();
    const { router } = render([]);
    expect(screen.getByText("Head coach · Hart Endurance")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Olivia Hart" }));
    expect(router.state.location.pathname).toBe("/settings");
  });

  it("shows five avatars of the athletes the coach trains, then +N", () => {
    // Another coach's athlete counts for the business but is not trained by this coach.
    render([...SEVEN.map((name, index) => athlete(index + 1, name)), athlete(99, "Zoe Other", 7)]);
    const row = screen.getByRole("group", { name: "Athletes you train" });
    const links = within(row).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Anna Berg",
      "Ben Okafor",
      "Chloe Dubois",
      "Dan Kowalski",
      "Eva Lind",
      "2 more athletes",
    ]);
    expect(links[0]).toHaveTextContent("AB");
    expect(links[5]).toHaveTextContent("+2");
    expect(links[0]).toHaveAttribute("href", "/athlete/1/calendar");
    expect(screen.getByText("8 athletes")).toBeInTheDocument();
    expect(screen.getByText("You are training 7 athletes")).toBeInTheDocument();
  });

  it("asks a coach without athletes to get them onboard", async () => {
    const user = userEvent.setup();
    const { onOpenPanel } = render([]);
    expect(screen.getByText("You are not training any athlete yet.")).toBeInTheDocument();
    expect(screen.getByText("Get your athletes onboard")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add coach" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add athletes" }));
    expect(onOpenPanel).toHaveBeenCalledWith("add-athletes");
  });

  it("alerts an owner to sign-ups and counts the coaches", async () => {
    const user = userEvent.setup();
    const { onOpenPanel } = render([athlete(1, "Anna Berg")], { signUpCount: 2, coachCount: 1 });
    expect(screen.getByText("2 athletes signed up through your page.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review & approve" }));
    expect(onOpenPanel).toHaveBeenLastCalledWith("sign-ups");
    expect(screen.getByText("1 coach")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add coach" }));
    expect(onOpenPanel).toHaveBeenLastCalledWith("invite-coach");
    expect(screen.getByRole("link", { name: "Go to coaches" })).toHaveAttribute(
      "href",
      "/my-coaches",
    );
  });

  it("has no sign-ups alert when nobody waits", () => {
    render([], { signUpCount: 0, coachCount: 3 });
    expect(screen.queryByRole("button", { name: "Review & approve" })).toBeNull();
    expect(screen.getByText("3 coaches")).toBeInTheDocument();
  });
});
