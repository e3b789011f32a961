import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../../test/render";
import { DiscountBanner } from "./discount-banner";

// The offer ran until 31 December 2024 (first document, section 1).
const duringOffer = new Date("2024-12-31T12:00:00Z");
const afterOffer = new Date("2025-01-01T00:00:01Z");

function show(status: "trialing" | "active", now: Date) {
  renderRoutes([{ path: "/", element: <DiscountBanner status={status} now={now} /> }], "/");
}

describe("the discount banner", () => {
  it("shows the offer to an owner whose subscription is not active, while it runs", async () => {
    show("trialing", duringOffer);
    expect(await screen.findByText("50% off your first year")).toBeInTheDocument();
  });

  it("is hidden once the subscription is active, and for everyone after the offer ends", () => {
    show("active", duringOffer);
    expect(screen.queryByText("50% off your first year")).toBeNull();
    show("trialing", afterOffer);
    expect(screen.queryByText("50% off your first year")).toBeNull();
  });
});
