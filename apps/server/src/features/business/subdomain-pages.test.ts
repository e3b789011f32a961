import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businesses } from "../../db/schema";
import { escapeHtml, pageDescription } from "./public-page";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_DOMAIN: "localhost", PUBLIC_URL: "http://localhost:3000" });
});
afterAll(() => ctx.close());

const page = (host: string, url = "/") =>
  ctx.app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });

async function business(changes: Partial<typeof businesses.$inferInsert>) {
  const owner = await createUser(ctx.db, "owner", {
    firstName: "Hanna",
    lastName: "<b>Hart</b>",
    jobTitle: "Head coach & founder",
    profilePictureUrl: `/api/images/${"b".repeat(64)}.jpg`,
  });
  const row = await createBusiness(ctx.db, owner.id);
  await ctx.db.update(businesses).set(changes).where(eq(businesses.id, row.id));
  return { owner, subdomain: changes.subdomain ?? row.subdomain! };
}

describe("the public page on a business subdomain", () => {
  it("is real HTML with the title, description, Open Graph tags and content, all escaped", async () => {
    const label = `page${Date.now()}`;
    await business({
      subdomain: label,
      businessName: `Fast <script>alert("x")</script> Co`,
      publicText: "We coach runners.\nAll levels welcome.",
      webSiteUrl: "https://fast.example.com",
      businessLogoUrl: `/api/images/${"a".repeat(64)}.png`,
    });
    const response = await page(`${label}.localhost:3000`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Hart</b>");
    const name = "Fast &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Co";
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name}">`);
    expect(html).toContain(
      '<meta name="description" content="We coach runners. All levels welcome.">',
    );
    expect(html).toContain(
      '<meta property="og:description" content="We coach runners. All levels welcome.">',
    );
    expect(html).toContain(
      `<meta property="og:image" content="http://${label}.localhost:3000/api/images/${"a".repeat(64)}.png">`,
    );
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain("Hanna &lt;b&gt;Hart&lt;/b&gt;");
    expect(html).toContain("Head coach &amp; founder");
    expect(html).toContain("We coach runners.\nAll levels welcome.");
    expect(html).toContain('href="https://fast.example.com"');
    expect(html).toContain('<a class="primary" href="/register">Sign up</a>');
    expect(html).toContain('<a class="secondary" href="/login">Log in</a>');
  });

  it("sends an unknown subdomain to /subdomain-404, and the main app's subdomain screens away", async () => {
    const unknown = await page("nobody-here.localhost:3000");
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/subdomain-404");
    expect((await page("nobody-here.localhost:3000", "/login")).headers.location).toBe(
      "/subdomain-404",
    );
    // The 404 screen itself is the web app's (no web build in tests: a plain 404).
    expect((await page("nobody-here.localhost:3000", "/subdomain-404")).statusCode).toBe(404);
    for (const path of ["/welcome", "/set-password", "/trainer-setup", "/subdomain-404"]) {
      const main = await page("localhost:3000", path);
      expect(main.statusCode, path).toBe(302);
      expect(main.headers.location).toBe("/");
    }
    // Reserved labels are the main app.
    expect((await page("www.localhost:3000", "/welcome")).headers.location).toBe("/");
    expect((await page("app.localhost:3000")).statusCode).toBe(404);
  });

  it("tells search engines to read the page and leave the app alone", async () => {
    const label = `robots${Date.now()}`;
    await business({ subdomain: label });
    const robots = await page(`${label}.localhost:3000`, "/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("Allow: /$\n");
    expect(robots.body).toContain("Disallow: /api/\n");
  });

  it("leaves a business's other screens to the web app", async () => {
    const label = `screens${Date.now()}`;
    await business({ subdomain: label });
    for (const path of ["/login", "/register", "/welcome", "/set-password?token=x"]) {
      // No web build in tests: the web app's answer is a plain 404, never a redirect.
      expect((await page(`${label}.localhost:3000`, path)).statusCode, path).toBe(404);
    }
  });
});

describe("page text", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("describes the page with its text, cut at 155 characters, or the coach", () => {
    const info = {
      domainId: 1,
      fullName: "Hanna Hart",
      businessName: "Hart Endurance",
      websiteUrl: "",
      businessLogoUrl: null,
      jobTitle: "Head coach",
      profilePictureUrl: null,
      publicText: "",
    };
    expect(pageDescription(info)).toBe("Train with Hanna Hart, Head coach.");
    const long = pageDescription({ ...info, publicText: "word ".repeat(60) });
    expect(long).toHaveLength(155);
    expect(long.endsWith("…")).toBe(true);
  });
});
