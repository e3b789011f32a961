import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import {
  lastEmitted,
  noticeCounts,
  noticePeople,
  noticesOf,
} from "../../../test/notification-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notifyZonesChanged } from "./zones-notifications";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const ZONES = "/api/athlete/zones/";

function cycling(ftpW: number, ftpHr: number | null = null) {
  const methods = defaultAccountZones().cyclingMethods;
  methods.power.threshold = ftpW;
  methods.ftpHr.threshold = ftpHr;
  return methods;
}

async function world() {
  const people = await noticePeople(ctx, call);
  const everyone = [
    people.athlete.id,
    people.coach.id,
    people.mutingCoach.id,
    people.owner.id,
    people.outsider.id,
  ];
  return { ...people, everyone };
}

describe("zones notifications", () => {
  it("tell the athlete when their coach changes a threshold", async () => {
    const { athlete, coach, everyone } = await world();
    const saved = await call(coach, "POST", ZONES, {
      methodType: "cyclingMethods",
      athlete: athlete.id,
      data: cycling(250, 165),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [notice] = await noticesOf(ctx, athlete.id, "zones");
    expect(notice).toMatchObject({
      side: "athlete",
      category: "zones",
      content: "Olivia Hart changed your cycling threshold heart rate and FTP",
      data: { athlete_id: athlete.id, methodType: "cyclingMethods", changedBy: coach.id },
    });
    expect(await noticeCounts(ctx, everyone, "zones")).toEqual(
      Object.fromEntries(everyone.map((id) => [id, id === athlete.id ? 1 : 0])),
    );
  });

  it("tell nobody of the athlete's own change, or of a save that moves no threshold", async () => {
    const { athlete, coach, everyone } = await world();
    expect(
      (await call(athlete, "POST", ZONES, { methodType: "cyclingMethods", data: cycling(240) }))
        .statusCode,
    ).toBe(200);
    // The same FTP again, by the coach: zone bounds may move, no threshold does.
    expect(
      (
        await call(coach, "POST", ZONES, {
          methodType: "cyclingMethods",
          athlete: athlete.id,
          data: cycling(240),
        })
      ).statusCode,
    ).toBe(200);
    expect(await noticeCounts(ctx, everyone, "zones")).toEqual(
      Object.fromEntries(everyone.map((id) => [id, 0])),
    );
  });

  it("tell the athlete of each change by the business owner, once per change", async () => {
    const { athlete, owner } = await world();
    const save = (ftpW: number) =>
      call(owner, "POST", ZONES, {
        methodType: "cyclingMethods",
        athlete: athlete.id,
        data: cycling(ftpW),
      });
    await save(230);
    const first = lastEmitted(ctx, "zones.changed");
    await save(260);
    const notices = await noticesOf(ctx, athlete.id, "zones");
    expect(notices.map((notice) => notice.content)).toEqual([
      "Betty Owner changed your cycling FTP",
      "Betty Owner changed your cycling FTP",
    ]);
    // Each notice is keyed by the change's event; the first delivered again: still two.
    const key = notices[0]!.dedupeKey!;
    expect(key).toMatch(new RegExp(`^zones:${athlete.id}:cyclingMethods:`));
    await notifyZonesChanged(ctx.deps, first, key.split(":").at(-1)!);
    expect(await noticesOf(ctx, athlete.id, "zones")).toHaveLength(2);
  });
});
