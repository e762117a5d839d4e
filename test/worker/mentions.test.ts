/**
 * Mentions of company pages (issue 26 item 4; docs/decisions/049): GET /api/mentions finds pages
 * with the team's own accounts; a mention goes out as LinkedIn's mention; the emulator refuses a
 * mention of a page LinkedIn doesn't have, shows a mention as a name, and looks pages up by vanity name.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MENTION_TEXT } from "../../app/spec/mentions";
import { encryptSecret } from "../../worker/auth/crypto";
import { api, createPost, emulator, emulatorGrant, linkedinPostsContaining, linkedinUrl, marker, postRow, signIn } from "./helpers";
import { attemptsOf, publishNow, settledJob, signInAsCompanyPage, teamOf } from "./publishing-helpers";

const PERSON = "urn:li:person:demo-maya-chen";
const NORTHWIND = "urn:li:organization:1001"; // Maya's company page in the emulator

const rest = (token: string) => ({
  authorization: `Bearer ${token}`,
  "linkedin-version": env.LINKEDIN_VERSION,
  "x-restli-protocol-version": "2.0.0",
  "content-type": "application/json",
});

function createPostAt(token: string, commentary: string) {
  return fetch(new URL("/rest/posts", linkedinUrl()), {
    method: "POST",
    headers: rest(token),
    body: JSON.stringify({
      author: PERSON,
      commentary,
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
    }),
  });
}

describe("the emulator and mentions, as LinkedIn", () => {
  it("takes a mention of a page it has, shows it as the page's name, and refuses an unknown page's urn (422)", async () => {
    const { access_token } = await emulatorGrant("r_basicprofile w_member_social");
    const m = marker().slice(1, -1);
    const littleText = `Thanks @[Northwind \\(Labs\\)](${NORTHWIND}) ${m} \\(and all\\)`;
    expect((await createPostAt(access_token, littleText)).status).toBe(201);
    const [stored] = await linkedinPostsContaining(m);
    expect(stored.commentary).toBe(`Thanks @[Northwind (Labs)](${NORTHWIND}) ${m} (and all)`);
    const page = await (await fetch(new URL(`/feed/update/${encodeURIComponent(stored.urn)}/`, linkedinUrl()))).text();
    expect(page).toContain(`<a class="mention" href="/company/1001/" data-urn="${NORTHWIND}">Northwind (Labs)</a>`);
    expect(page).not.toContain(`](${NORTHWIND})`);

    const unknown = await createPostAt(access_token, `Hello @[Nobody Inc](urn:li:organization:999) ${m}-2`);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toContain("urn:li:organization:999");
    expect(await linkedinPostsContaining(`${m}-2`)).toHaveLength(0);
  });

  it("looks a page up by its vanity name, any member's page, case-insensitively; none for an unknown name; a personal account may not (403)", async () => {
    const personal = await emulatorGrant("r_basicprofile w_member_social", "member-arjun-mehta");
    const refused = await fetch(new URL("/rest/organizations?q=vanityName&vanityName=northwind-labs", linkedinUrl()), { headers: rest(personal.access_token) });
    expect(refused.status).toBe(403);
    const acls = await fetch(new URL("/rest/organizationAcls?q=roleAssignee", linkedinUrl()), { headers: rest(personal.access_token) });
    expect(acls.status).toBe(403);
    const { access_token } = await emulatorGrant("r_basicprofile w_member_social w_organization_social rw_organization_admin", "member-arjun-mehta");
    const lookup = (name: string) =>
      fetch(new URL(`/rest/organizations?q=vanityName&vanityName=${encodeURIComponent(name)}`, linkedinUrl()), { headers: rest(access_token) });
    const found = (await (await lookup("Northwind-Labs")).json()) as { elements: Array<{ id: number; localizedName: string; vanityName: string }> };
    expect(found.elements).toEqual([{ id: 1001, localizedName: "Northwind Labs", vanityName: "northwind-labs" }]);
    expect(((await (await lookup("no-such-page")).json()) as { elements: unknown[] }).elements).toEqual([]);
    const { authorization: _, ...unsigned } = rest(access_token);
    const signedOut = await fetch(new URL("/rest/organizations?q=vanityName&vanityName=northwind-labs", linkedinUrl()), { headers: unsigned });
    expect(signedOut.status).toBe(401);
  });
});

type Found = { data: { organizations: Array<{ name: string; vanityName: string | null; urn: string }>; note: string | null } };
const mentions = async (token: string, q: string) => {
  const res = await api(`/api/mentions?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as Found).data;
};
const lookups = async () => (await emulator()).calls.filter((c) => c.path === "/rest/organizations" || c.path === "/rest/organizationAcls").length;

describe("GET /api/mentions: company pages to mention", () => {
  it("finds the pages the team's account administers by name, and any page by its address or vanity name", async () => {
    const token = await signInAsCompanyPage();
    expect(await mentions(token, "northw")).toEqual({
      organizations: [{ name: "Northwind Labs", vanityName: "northwind-labs", urn: NORTHWIND }],
      note: null,
    });
    // Arjun's page, not administered by this team: found by its page address, or its vanity name.
    const arjunsPage = { name: "Arjun Studio", vanityName: "arjun-mehta-studio", urn: expect.stringMatching(/^urn:li:organization:\d+$/) };
    expect((await mentions(token, "https://www.linkedin.com/company/arjun-mehta-studio/")).organizations).toEqual([arjunsPage]);
    expect((await mentions(token, "linkedin.com/company/arjun-mehta-studio")).organizations).toEqual([arjunsPage]);
    expect((await mentions(token, "@arjun-mehta-studio")).organizations).toEqual([arjunsPage]);
    expect((await mentions(token, "no such page at all")).organizations).toEqual([]);
  });

  it("needs a session and a query; a team with no LinkedIn account is told so, and LinkedIn is not called", async () => {
    expect((await api("/api/mentions?q=northwind")).status).toBe(401);
    const token = await signIn();
    expect((await api("/api/mentions", { token })).status).toBe(400);
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    const accounts = await env.DB.prepare("SELECT id, status FROM apps WHERE team_id = ?").bind(teamId).all<{ id: string; status: string }>();
    await env.DB.prepare("UPDATE apps SET status = 'needs_reconnect' WHERE team_id = ?").bind(teamId).run();
    try {
      const before = await lookups();
      expect(await mentions(token, "northwind-labs")).toEqual({ organizations: [], note: MENTION_TEXT.noAccount });
      expect(await lookups()).toBe(before);
    } finally {
      for (const a of accounts.results) await env.DB.prepare("UPDATE apps SET status = ? WHERE id = ?").bind(a.status, a.id).run();
    }
  });

  it("uses only the caller's own team's accounts: another team's member never looks with this team's tokens", async () => {
    const maya = await signInAsCompanyPage(); // Maya's team holds Northwind's admin token
    // Arjun's team: his company page, Arjun Studio.
    const arjun = await signIn("member-arjun-mehta", { profileType: "organization", username: "https://www.linkedin.com/company/arjun-mehta-studio" });
    // The emulator lists the pages of whoever the token is: Maya's token would list Northwind Labs.
    expect((await mentions(arjun, "northw")).organizations).toEqual([]);
    expect((await mentions(arjun, "studio")).organizations.map((o) => o.name)).toEqual(["Arjun Studio"]);
    expect((await mentions(maya, "studio")).organizations).toEqual([]);
  });

  it("a personal account looks pages up too (it was granted the page scopes, decision 083); one granted none is told LinkedIn lets a page's admin look pages up, not 'no page found'", async () => {
    const lena = await signIn("member-lena-fischer");
    expect((await mentions(lena, "northwind-labs")).organizations.map((o) => o.name)).toEqual(["Northwind Labs"]);
    expect(await mentions(lena, "studio")).toMatchObject({ organizations: [expect.objectContaining({ name: "Lena Studio" })], note: null });
    // An account connected by a self-serve app, or before the app asked for the page scopes.
    const older = await emulatorGrant("r_basicprofile w_member_social", "member-lena-fischer");
    await env.DB.prepare("UPDATE apps SET access_token_enc = ?, scopes = ? WHERE team_id = ?")
      .bind(await encryptSecret(env.TOKEN_ENCRYPTION_KEY, older.access_token), "openid profile email w_member_social", await teamOf(lena))
      .run();
    expect(await mentions(lena, "northwind-labs")).toEqual({ organizations: [], note: MENTION_TEXT.needsPage });
    expect(await mentions(lena, "studio")).toEqual({ organizations: [], note: MENTION_TEXT.needsPage });
  });
});

describe("a post with a mention, through the product", () => {
  it("publishes with the mention intact: LinkedIn gets the mention, the rest escaped", async () => {
    const token = await signIn();
    const m = marker().slice(1, -1);
    const text = `Proud of @[Northwind Labs](${NORTHWIND}) (our page) ${m} #launch`;
    const id = await createPost(token, { content: text });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    const stored = (await emulator()).posts.find((p) => p.commentary.includes(m)) as { littleText?: string; commentary: string } | undefined;
    expect(stored?.littleText).toBe(`Proud of @[Northwind Labs](${NORTHWIND}) \\(our page\\) ${m} #launch`);
    expect(stored?.commentary).toBe(text);
  });

  it("a mention of a page LinkedIn doesn't have: refused, with a plain reason in the post's history, nothing posted", async () => {
    const token = await signIn();
    const m = marker().slice(1, -1);
    const id = await createPost(token, { content: `Thanks @[Nobody Inc](urn:li:organization:999) ${m}` });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("failed");
    const reason =
      "LinkedIn refused the post: This post mentions a company page LinkedIn doesn't know (urn:li:organization:999). Remove that mention, or choose the page again by typing @.";
    expect(done.error).toBe(reason);
    expect((await postRow(id))?.status).toBe("failed");
    expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "failed", http_status: 422, reason: expect.stringContaining("urn:li:organization:999") });
    expect(await linkedinPostsContaining(m)).toHaveLength(0);
  });
});
