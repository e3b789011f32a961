import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businesses, users } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", APP_DOMAIN: "localhost" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const SETTINGS = "/api/business-owner/business/";
const PERMISSION = { detail: "You do not have permission to perform this action." };

/** A business with its owner (who coaches), a coach, an athlete; another business and owner. */
async function world() {
  const owner = await createUser(ctx.db, "owner", {
    firstName: "Hanna",
    lastName: "Hart",
    jobTitle: "Head coach",
  });
  const coach = await createUser(ctx.db, "coach");
  const business = await createBusiness(ctx.db, owner.id, [coach.id]);
  const athlete = await createUser(ctx.db, "athlete");
  await linkCoach(ctx.db, owner.id, athlete.id, business.id);
  const otherOwner = await createUser(ctx.db, "owner");
  const otherBusiness = await createBusiness(ctx.db, otherOwner.id);
  return { owner, coach, business, athlete, otherOwner, otherBusiness };
}

const settings = (subdomain: string, extra: object = {}) => ({
  businessName: "Hart Endurance",
  subdomain,
  publicText: "Marathon and triathlon coaching.",
  fullName: "Hanna Hart",
  jobTitle: "Head coach",
  webSiteUrl: "https://hart.example.com",
  businessLogo: null,
  profilePictureUrl: null,
  ...extra,
});

describe("business settings", () => {
  it("the owner reads and saves their business; the page's fields follow", async () => {
    const w = await world();
    const read = await call(w.owner, "GET", SETTINGS);

    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      businessName: `Business ${w.owner.id}`,
      subdomain: `biz${w.owner.id}`,
      fullName: "Hanna Hart",
      jobTitle: "Head coach",
      publicText: "",
      webSiteUrl: "",
      businessLogo: null,
      profilePictureUrl: null,
      publicPageUrl: `http://biz${w.owner.id}.localhost:3000`,
    });
    const label = `hart${w.owner.id}`;
    const saved = await call(w.owner, "PUT", SETTINGS, settings(label, { jobTitle: "Founder" }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ subdomain: label, jobTitle: "Founder" });
    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, w.business.id));
    expect(row).toMatchObject({
      businessName: "Hart Endurance",
      subdomain: label,
      publicText: "Marathon and triathlon coaching.",
      webSiteUrl: "https://hart.example.com",
    });
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, w.owner.id));
    expect(owner!.jobTitle).toBe("Founder");
  });

  it("refuses everyone but the owner, and never touches another business", async () => {
    const w = await world();
    const before = await ctx.db.select().from(businesses).where(eq(businesses.id, w.business.id));
    for (const person of [w.coach, w.athlete]) {
      const read = await call(person, "GET", SETTINGS);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual(PERMISSION);
      expect((await call(person, "PUT", SETTINGS, settings(`x${person.id}`))).statusCode).toBe(403);
    }
    expect((await call(null, "GET", SETTINGS)).statusCode).toBe(401);
    expect((await call(null, "PUT", SETTINGS, settings("anon"))).statusCode).toBe(401);
    // The other owner's save changes their own business only.
    const label = `other${w.otherOwner.id}`;
    expect((await call(w.otherOwner, "PUT", SETTINGS, settings(label))).statusCode).toBe(200);
    const after = await ctx.db.select().from(businesses).where(eq(businesses.id, w.business.id));
    expect(after).toEqual(before);
    const [other] = await ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, w.otherBusiness.id));
    expect(other!.subdomain).toBe(label);
  });

  it("answers every rule with the product's message", async () => {
    const w = await world();
    const cases: [object, string, string][] = [
      [{ businessName: " " }, "businessName", "Business name is required"],
      [{ publicText: "x".repeat(750) }, "publicText", "Maximum 750 characters allowed"],
      [
        { subdomain: "Hart" },
        "subdomain",
        "Only lowercase letters (a–z), numbers, and hyphens are allowed.",
      ],
      [{ subdomain: "-hart" }, "subdomain", "Must begin and end with a letter or number."],
      [{ subdomain: "ha--rt" }, "subdomain", "Cannot contain consecutive hyphens (--)."],
      [{ subdomain: "h".repeat(64) }, "subdomain", "Length must be between 1 and 63 characters."],
      [{ subdomain: "www" }, "subdomain", "This domain is not available"],
      [{ subdomain: "requests" }, "subdomain", "This domain is not available"],
      [{ subdomain: w.otherBusiness.subdomain }, "subdomain", "This domain is not available"],
      [
        { webSiteUrl: "javascript:alert(1)" },
        "webSiteUrl",
        "Enter a web address that starts with http:// or https://",
      ],
      [
        { businessLogo: "https://evil.example/logo.png" },
        "businessLogo",
        "Upload the image again.",
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(w.owner, "PUT", SETTINGS, { ...settings("hart-ok"), ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().fields[field]).toEqual([message]);
    }
  });

  it("lets one of two owners saving the same subdomain at once have it", async () => {
    const w = await world();
    const label = `race${w.owner.id}`;
    const answers = await Promise.all([
      call(w.owner, "PUT", SETTINGS, settings(label)),
      call(w.otherOwner, "PUT", SETTINGS, settings(label)),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().fields.subdomain).toEqual(["This domain is not available"]);
    const holders = await ctx.db.select().from(businesses).where(eq(businesses.subdomain, label));
    expect(holders).toHaveLength(1);
  });
});

describe("subdomain availability and public info", () => {
  it("answers 404 for a free label and the holder otherwise (owners only)", async () => {
    const w = await world();
    const path = (label: string) => `/api/subdomain/availability/${label}`;
    expect((await call(w.owner, "GET", path(`free${w.owner.id}`))).statusCode).toBe(404);
    const taken = await call(w.owner, "GET", path(w.otherBusiness.subdomain!));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ userId: w.otherOwner.id });
    const own = await call(w.owner, "GET", path(w.business.subdomain!));
    expect(own.json()).toEqual({ userId: w.owner.id });
    expect((await call(w.owner, "GET", path("login"))).json()).toEqual({ userId: null });
    const bad = await call(w.owner, "GET", path("a--b"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.subDomain).toEqual(["Cannot contain consecutive hyphens (--)."]);
    expect((await call(w.coach, "GET", path("free"))).statusCode).toBe(403);
    expect((await call(w.athlete, "GET", path("free"))).statusCode).toBe(403);
    expect((await call(null, "GET", path("free"))).statusCode).toBe(401);
  });

  it("tells anyone what the page shows; 404 when free, unknown or reserved", async () => {
    const w = await world();
    const label = `pub${w.owner.id}`;
    await call(w.owner, "PUT", SETTINGS, settings(label));
    const info = await call(null, "GET", `/api/subdomain/${label}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      domainId: w.business.id,
      fullName: "Hanna Hart",
      businessName: "Hart Endurance",
      websiteUrl: "https://hart.example.com",
      businessLogoUrl: null,
      jobTitle: "Head coach",
      profilePictureUrl: null,
      publicText: "Marathon and triathlon coaching.",
    });
    for (const unknown of [`free${w.owner.id}`, "www", "app", "Not_A_Label"]) {
      expect((await call(null, "GET", `/api/subdomain/${unknown}`)).statusCode).toBe(404);
    }
  });
});

/** A multipart/form-data body with one file part named "file". */
function multipartBody(bytes: Uint8Array) {
  const boundary = `----business-test-${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A solid PNG of the size, made for the test. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#6741d9" } })
    .png()
    .toBuffer();

describe("business images", () => {
  const upload = async (person: { email: string } | null, kind: string, bytes: Uint8Array) => {
    const body = multipartBody(bytes);
    const headers = person ? bearer((await login(ctx.app, person.email)).tokens.access) : {};
    return ctx.app.inject({
      method: "POST",
      url: `/api/business-owner/business/images/${kind}/`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it("resizes a logo into 800x160, serves it by its hash with a year of cache", async () => {
    const w = await world();
    // 1600x400 scaled by min(800/1600, 160/400) = 0.4 gives 640x160.
    const response = await upload(w.owner, "logo", await png(1600, 400));
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    const image = await ctx.app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const size = await sharp(image.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([640, 160]);
    // A photo becomes a 400 px square; a small image is never enlarged.
    const photo = await upload(w.owner, "photo", await png(1000, 600));
    const photoSize = await sharp(
      (await ctx.app.inject({ method: "GET", url: photo.json().url })).rawPayload,
    ).metadata();
    expect([photoSize.width, photoSize.height]).toEqual([400, 400]);
    const small = await upload(w.owner, "logo", await png(200, 40));
    const smallSize = await sharp(
      (await ctx.app.inject({ method: "GET", url: small.json().url })).rawPayload,
    ).metadata();
    expect([smallSize.width, smallSize.height]).toEqual([200, 40]);
    // Saved in the settings, the logo is the page's.
    const label = `logo${w.owner.id}`;
    const saved = await call(w.owner, "PUT", SETTINGS, settings(label, { businessLogo: url }));
    expect(saved.json().businessLogo).toBe(url);
  });

  it("refuses a file that only says it is a PNG, and every non-owner", async () => {
    const w = await world();
    const text = new TextEncoder().encode("this is not an image");
    const refused = await upload(w.owner, "logo", text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.file).toEqual(["Only PNG and JPEG images are accepted"]);
    const bytes = await png(10, 10);
    expect((await upload(w.coach, "logo", bytes)).statusCode).toBe(403);
    expect((await upload(w.athlete, "logo", bytes)).statusCode).toBe(403);
    expect((await upload(null, "logo", bytes)).statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: "GET",
      url: `/api/images/${"0".repeat(64)}.png`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/images/..%2Fx.png" })).statusCode,
    ).toBe(404);
  });

  it("refuses a file over 25 MB with the product's message", async () => {
    const w = await world();
    const tooLarge = new Uint8Array(26_214_401);
    const response = await upload(w.owner, "photo", tooLarge);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.file).toEqual(["File must not exceed 25MB"]);
  });
});
