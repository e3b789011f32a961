import type { BusinessProfile } from "@coach/shared/business/business.schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { BusinessPageCard } from "./business-page-card";

const OWNER_ID = 7;
const profile: BusinessProfile = {
  businessName: "Hart Endurance",
  subdomain: "hart",
  fullName: "Olivia Hart",
  jobTitle: "Head coach",
  publicText: "Structured coaching.",
  webSiteUrl: "",
  businessLogo: null,
  profilePictureUrl: null,
  publicPageUrl: "http://hart.localhost:3000",
};
const SETTINGS = "/api/business-owner/business/";
const routes = [
  { path: "/", element: <BusinessPageCard ownerId={OWNER_ID} profilePath="/settings" /> },
];

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit business settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit business settings" });
  await within(dialog).findByDisplayValue("Hart Endurance");
  return dialog;
}

describe("Edit business settings", () => {
  beforeEach(signInForTest);

  it("checks the subdomain as the owner types and saves once it is free", async () => {
    const user = userEvent.setup();
    const calls = mockFetch([
      { path: SETTINGS, body: profile },
      { path: "/api/subdomain/availability/rival", body: { userId: 99 } },
      { path: "/api/subdomain/availability/fresh-name", status: 404, body: { code: "not_found" } },
      { method: "PUT", path: SETTINGS, body: { ...profile, subdomain: "fresh-name" } },
      { path: "/api/account/info/", body: accountInfoFixture({ id: OWNER_ID }) },
    ]);
    renderRoutes(routes, "/");
    await screen.findByText("hart.localhost:3000");
    const dialog = await openDialog(user);
    const subdomain = within(dialog).getByRole("textbox", { name: "Subdomain" });
    expect(subdomain).toHaveAttribute("readonly");
    await user.click(within(dialog).getByRole("switch", { name: "Edit" }));
    await user.clear(subdomain);
    await user.type(subdomain, "Ri val");
    expect(subdomain).toHaveValue("rival");
    await within(dialog).findByText("This domain is not available");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Please fix the errors in the form before submitting.");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.clear(subdomain);
    await user.type(subdomain, "fresh_name-");
    await user.type(subdomain, "{backspace}");
    expect(subdomain).toHaveValue("freshname");
    await user.clear(subdomain);
    await user.type(subdomain, "fresh-name");
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/subdomain/availability/fresh-name")).toBe(
        true,
      ),
    );
    expect(within(dialog).queryByText("This domain is not available")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Settings saved successfully");
    const saved = calls.find((call) => call.method === "PUT");
    expect(saved?.body).toMatchObject({
      businessName: "Hart Endurance",
      subdomain: "fresh-name",
      publicText: "Structured coaching.",
    });
  });

  it("shows the rules' messages and the server's refusal", async () => {
    const user = userEvent.setup();
    mockFetch([
      { path: SETTINGS, body: profile },
      {
        method: "PUT",
        path: SETTINGS,
        status: 400,
        body: {
          code: "validation_error",
          error: { message: "This domain is not available" },
          fields: { subdomain: ["This domain is not available"] },
        },
      },
    ]);
    renderRoutes(routes, "/");
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText(/Business name/));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await within(dialog).findByText("Business name is required");
    await user.type(within(dialog).getByLabelText(/Business name/), "Hart");
    await user.click(within(dialog).getByLabelText("A few words about the business"));
    await user.paste("x".repeat(750));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await within(dialog).findByText("Maximum 750 characters allowed");
    await user.clear(within(dialog).getByLabelText("A few words about the business"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Could not update your profile");
    await within(dialog).findByText("This domain is not available");
  });

  it("says when the business data cannot be fetched", async () => {
    const user = userEvent.setup();
    mockFetch([{ path: SETTINGS, status: 404, body: { code: "not_found" } }]);
    renderRoutes(routes, "/");
    await user.click(await screen.findByRole("button", { name: "Edit business settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit business settings" });
    await within(dialog).findByText("Failed to get business data");
  });
});
