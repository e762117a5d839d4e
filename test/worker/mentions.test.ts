/**
 * Mentions of company pages (issue 26 item 4; docs/decisions/049): the emulator refuses a mention
 * of a page LinkedIn doesn't have, shows a mention as a name, and looks pages up by vanity name.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emulatorGrant, linkedinPostsContaining, linkedinUrl, marker } from "./helpers";

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
    const { access_token } = await emulatorGrant("openid profile w_member_social");
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

  it("looks a page up by its vanity name, any member's page, case-insensitively; none for an unknown name", async () => {
    const { access_token } = await emulatorGrant("openid profile w_member_social", "member-arjun-mehta");
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
