import type { Invitation } from "@coach/shared/invitations/invitations.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { InvitationsManagerPage } from "./invitations-manager-page";

const person = (firstName: string, email: string) => ({ firstName, lastName: "Tester", email });

function invitation(fields: Partial<Invitation>): Invitation {
  return {
    uuid_str: "3f1c1b0e-0000-4000-8000-000000000001",
    kind: "coach_to_athlete",
    status: "Pending",
    response: null,
    sender_info: person("Cole", "cole@example.com"),
    receiver_info: person("Ann", "ann@example.com"),
    email: "ann@example.com",
    from_athlete_to_coach: false,
    onBoardingId: null,
    messageFromCoach: "",
    url_hash: "hash-1",
    notificationId: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    expiresAt: "2026-11-15T00:00:00.000Z",
    ...fields,
  };
}

const list = {
  sent: [
    invitation({}),
    invitation({
      uuid_str: "3f1c1b0e-0000-4000-8000-000000000002",
      status: "Declined",
      email: "bob@example.com",
      receiver_info: person("Bob", "bob@example.com"),
    }),
  ],
  received: [
    invitation({
      uuid_str: "3f1c1b0e-0000-4000-8000-000000000003",
      kind: "athlete_to_coach",
      status: "Accepted",
      sender_info: person("Dan", "dan@example.com"),
      url_hash: "hash-3",
    }),
  ],
};

function renderPage(isCoach = true) {
  const people = isCoach ? <p>Ann, Bob</p> : <p>Coach Carla</p>;
  return renderRoutes(
    [
      {
        path: "/invitations",
        element: <InvitationsManagerPage isCoach={isCoach} people={people} />,
      },
      { path: "/invitation/:urlHash", element: <p>Response screen</p> },
    ],
    "/invitations",
  );
}

describe("InvitationsManagerPage", () => {
  it("lists sent and received invitations with their statuses, and the account note", async () => {
    mockFetch([{ path: "/api/invitations/", body: list }]);
    renderPage();
    const sent = (await screen.findByRole("heading", { name: "Sent invitations" })).closest(
      "div.mantine-Card-root",
    ) as HTMLElement;
    expect(within(sent).getByText("Ann Tester")).toBeInTheDocument();
    expect(within(sent).getByText("Pending")).toBeInTheDocument();
    expect(within(sent).getByText("Declined")).toBeInTheDocument();
    const received = screen
      .getByRole("heading", { name: "Received invitations" })
      .closest("div.mantine-Card-root") as HTMLElement;
    expect(within(received).getByText("Dan Tester")).toBeInTheDocument();
    expect(within(received).getByText("Accepted")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Delete your account" })).toBeInTheDocument();
    expect(screen.getByText(/To delete your account, e-mail our support team/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Invite an athlete" })).toBeInTheDocument();
    // The linked people come from app/ (a coach's athletes here), with their own heading.
    expect(screen.getByText("Ann, Bob")).toBeInTheDocument();
  });

  it("deletes a sent invitation by its uuid", async () => {
    const calls = mockFetch([
      { path: "/api/invitations/", body: list },
      {
        method: "DELETE",
        path: "/api/invitations/respond",
        body: { message: "Successfull operation" },
      },
    ]);
    renderPage();
    await userEvent
      .setup()
      .click(
        await screen.findByRole("button", { name: "Delete the invitation to bob@example.com" }),
      );
    expect(await screen.findByText("Successfull operation")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({
      uuid_str: "3f1c1b0e-0000-4000-8000-000000000002",
    });
  });

  it("opens a received invitation on the response screen; an athlete invites a coach", async () => {
    mockFetch([{ path: "/api/invitations/", body: list }]);
    const { router } = renderPage(false);
    expect(await screen.findByRole("heading", { name: "Invite a coach" })).toBeInTheDocument();
    expect(screen.getByText("Coach Carla")).toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Open the invitation from Dan Tester" }));
    expect(await screen.findByText("Response screen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/invitation/hash-3");
  });
});
