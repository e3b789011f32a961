import type { BusinessProfile } from "@coach/shared/business/business.schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { BusinessPageLink } from "./business-page-link";

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

describe("the public page in card A", () => {
  it("shows the address, copies it, and offers the owner's menu", async () => {
    const user = userEvent.setup();
    mockFetch([{ path: "/api/business-owner/business/", body: profile }]);
    renderRoutes(
      [
        { path: "/", element: <BusinessPageLink ownerId={7} profilePath="/settings" /> },
        { path: "/settings", element: <p>Settings page</p> },
      ],
      "/",
    );
    const link = await screen.findByRole("link", { name: "hart.localhost:3000" });
    expect(link.getAttribute("href")).toBe("http://hart.localhost:3000");
    expect(screen.getByText("Athletes sign up at hart.localhost:3000/register.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Copy the page's address" }));
    await screen.findByText("Url succesfully copied");
    expect(await navigator.clipboard.readText()).toBe("http://hart.localhost:3000");

    await user.click(screen.getByRole("button", { name: "Business page menu" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Edit business settings",
      "My Profile/devices",
    ]);
    await user.click(items[1]!);
    await screen.findByText("Settings page");
  });
});
