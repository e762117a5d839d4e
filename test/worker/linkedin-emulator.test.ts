/**
 * The LinkedIn emulator refuses what LinkedIn refuses (issue 22, item 2), each rule called over
 * HTTP as the worker calls it, then through the product where the rule changes what a member
 * sees. The version window is test/worker/linkedin-version.test.ts; duplicates are
 * publishing.test.ts; expired and revoked tokens through the product are linkedin-tokens.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import {
  clearEmulatorFaults,
  createPost,
  type EmulatorGrant,
  emulatorFault,
  emulatorGrant,
  expireLinkedInTokens,
  LINKEDIN_TOKEN_DEFAULTS,
  linkedinOrgRole,
  linkedinPostsContaining,
  linkedinTokenPolicy,
  linkedinUrl,
  marker,
  postRow,
  waitFor,
} from "./helpers";
import { jpegHeader, PNG, pngHeader } from "./image-files";
import { linkedinRest, postStraightToLinkedIn } from "./linkedin-direct";
import { attemptsOf, LINKEDIN_IMAGE_PROCESSING_DEFAULT, linkedinImageProcessing, publishNow, settledJob, signInAsCompanyPage } from "./publishing-helpers";

const NORTHWIND = 1001; // Maya's company page in the emulator
const PERSON = "urn:li:person:demo-maya-chen";

beforeEach(() => clearEmulatorFaults());
afterEach(async () => {
  await linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS);
  await linkedinOrgRole("demo-maya-chen", NORTHWIND, "ADMINISTRATOR");
});

/** A token straight from the emulator's code flow, with the scopes asked for. */
const tokenFor = (scope: string, member = "demo-maya-chen") => emulatorGrant(scope, member);

const rest = linkedinRest;

function createPostAt(token: string, body: Record<string, unknown>, headers: Record<string, string> = rest(token)) {
  return postStraightToLinkedIn(headers, { author: PERSON, ...body });
}

async function initializeUpload(token: string, owner: string, headers: Record<string, string> = rest(token)) {
  return fetch(new URL("/rest/images?action=initializeUpload", linkedinUrl()), {
    method: "POST",
    headers,
    body: JSON.stringify({ initializeUploadRequest: { owner } }),
  });
}

describe("commentary, as LinkedIn reads it", () => {
  it("longer than 3,000 characters: 422, nothing stored", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const m = marker().slice(1, -1); // no brackets: an unescaped one would cut the text first
    const res = await createPostAt(access_token, { commentary: `${m} ${"a".repeat(3000)}` });
    expect(res.status).toBe(422);
    expect(await linkedinPostsContaining(m)).toHaveLength(0);
    expect((await createPostAt(access_token, { commentary: `${m} ${"a".repeat(3000 - m.length - 1)}` })).status).toBe(201);
  });

  it("an unescaped reserved character cuts the post where LinkedIn would; escaped, every character shows", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const m = marker().slice(1, -1);
    const cut = await createPostAt(access_token, { commentary: `Cut ${m} here (and the rest is lost)` });
    expect(cut.status).toBe(201);
    expect((await linkedinPostsContaining(`Cut ${m}`)).map((p) => p.commentary)).toEqual([`Cut ${m} here `]);
    const whole = await createPostAt(access_token, { commentary: `Whole ${m} here \\(and the rest stays\\)` });
    expect(whole.status).toBe(201);
    expect((await linkedinPostsContaining(`Whole ${m}`)).map((p) => p.commentary)).toEqual([`Whole ${m} here (and the rest stays)`]);
  });
});

describe("the post's fields, as the Posts API schema has them", () => {
  it("a visibility, lifecycle state or feed distribution outside its enum, or no feed distribution: 422, nothing stored", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const m = marker().slice(1, -1);
    const refusal = async (fields: Record<string, unknown>) => {
      const res = await createPostAt(access_token, { commentary: `Enum ${m}`, ...fields });
      return { status: res.status, message: ((await res.json()) as { message?: string }).message };
    };
    expect(await refusal({ visibility: "EVERYONE" })).toEqual({ status: 422, message: 'ERROR :: /visibility :: "EVERYONE" is not an enum symbol' });
    expect(await refusal({ lifecycleState: "LIVE" })).toEqual({ status: 422, message: 'ERROR :: /lifecycleState :: "LIVE" is not an enum symbol' });
    expect(await refusal({ distribution: { targetEntities: [] } })).toEqual({
      status: 422,
      message: "ERROR :: /distribution/feedDistribution :: field is required but not found and has no default value",
    });
    expect(await refusal({ distribution: { feedDistribution: "EVERYWHERE" } })).toMatchObject({ status: 422 });
    expect(await linkedinPostsContaining(m)).toHaveLength(0);
    // What the worker sends (connections only is LinkedIn's too) is taken.
    expect((await createPostAt(access_token, { commentary: `Enum ${m}`, visibility: "CONNECTIONS" })).status).toBe(201);
  });
});

describe("images: initializeUpload, PUT, then the urn", () => {
  it("an image whose bytes never arrived, or another author's image, is refused (422)", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const init = (await (await initializeUpload(access_token, PERSON)).json()) as { value: { uploadUrl: string; image: string } };
    const early = await createPostAt(access_token, { commentary: `Too early ${marker()}`, content: { media: { id: init.value.image } } });
    expect(early.status).toBe(422);

    const arjun = await tokenFor("r_basicprofile w_member_social", "member-arjun-mehta");
    const theirs = (await (await initializeUpload(arjun.access_token, "urn:li:person:member-arjun-mehta")).json()) as {
      value: { uploadUrl: string; image: string };
    };
    await fetch(theirs.value.uploadUrl, { method: "PUT", headers: { authorization: `Bearer ${arjun.access_token}` }, body: PNG });
    const borrowed = await createPostAt(access_token, { commentary: `Borrowed ${marker()}`, content: { media: { id: theirs.value.image } } });
    expect(borrowed.status).toBe(422);
  });

  it("the upload PUT needs the token; initializeUpload needs the Rest.li header and an owner the token may write as", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const init = (await (await initializeUpload(access_token, PERSON)).json()) as { value: { uploadUrl: string } };
    expect((await fetch(init.value.uploadUrl, { method: "PUT", body: PNG })).status).toBe(401);
    const { "x-restli-protocol-version": _, ...noRestli } = rest(access_token);
    expect((await initializeUpload(access_token, PERSON, noRestli)).status).toBe(400);
    expect((await initializeUpload(access_token, "urn:li:person:member-arjun-mehta")).status).toBe(403);
  });
});

describe("images: processed before a post may name them, within LinkedIn's limits", () => {
  afterEach(() => linkedinImageProcessing(LINKEDIN_IMAGE_PROCESSING_DEFAULT));

  async function uploadedImage(token: string, bytes: Uint8Array, owner = PERSON) {
    const init = (await (await initializeUpload(token, owner)).json()) as { value: { uploadUrl: string; image: string } };
    const put = await fetch(init.value.uploadUrl, { method: "PUT", headers: { authorization: `Bearer ${token}` }, body: bytes });
    expect(put.status).toBe(201);
    return init.value.image;
  }
  const statusOf = async (token: string, urn: string) => {
    const res = await fetch(new URL(`/rest/images/${encodeURIComponent(urn)}`, linkedinUrl()), { headers: rest(token) });
    return { code: res.status, body: (await res.json()) as { status?: string } };
  };

  it("a post naming an image still PROCESSING is refused (422); its status is read with r_member_social only; once AVAILABLE it posts", async () => {
    await linkedinImageProcessing({ ms: 400 });
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    const image = await uploadedImage(access_token, PNG);
    const early = await createPostAt(access_token, { commentary: `Not yet ${marker()}`, content: { media: { id: image } } });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { message: string }).message).toContain("is not ready (PROCESSING)");
    // A member's token that may only write cannot read the image's status (as for documents).
    expect((await statusOf(access_token, image)).code).toBe(403);
    const reader = await tokenFor("r_basicprofile w_member_social r_member_social");
    const processed = await waitFor(
      () => statusOf(reader.access_token, image),
      (s) => s.body.status === "AVAILABLE",
    );
    expect(processed.code).toBe(200);
    // (The reader's token, granted for other scopes, invalidated the first: it posts.)
    expect((await createPostAt(reader.access_token, { commentary: `Ready ${marker()}`, content: { media: { id: image } } })).status).toBe(201);
  });

  it("36,152,320 pixels or more, or a file that is no image, fail processing and no post may name them; 6,000 × 6,000 is fine; 21 images are too many", async () => {
    await linkedinImageProcessing({ ms: 0 });
    const reader = await tokenFor("r_basicprofile w_member_social r_member_social");
    const huge = await uploadedImage(reader.access_token, pngHeader(8000, 6000));
    const notAnImage = await uploadedImage(reader.access_token, new TextEncoder().encode("not an image at all"));
    const fits = await uploadedImage(reader.access_token, jpegHeader(6000, 6000, 5000));
    for (const failed of [huge, notAnImage]) {
      expect((await statusOf(reader.access_token, failed)).body.status).toBe("PROCESSING_FAILED");
      const refused = await createPostAt(reader.access_token, { commentary: `Refused ${marker()}`, content: { media: { id: failed } } });
      expect(refused.status).toBe(422);
    }
    expect((await statusOf(reader.access_token, fits)).body.status).toBe("AVAILABLE");
    const many = await Promise.all(Array.from({ length: 21 }, () => uploadedImage(reader.access_token, PNG)));
    const tooMany = await createPostAt(reader.access_token, {
      commentary: `Too many ${marker()}`,
      content: { multiImage: { images: many.map((id) => ({ id })) } },
    });
    expect(tooMany.status).toBe(422);
    const twenty = await createPostAt(reader.access_token, {
      commentary: `Twenty ${marker()}`,
      content: { multiImage: { images: many.slice(1).map((id) => ({ id })) } },
    });
    expect(twenty.status).toBe(201);
  });
});

describe("429, as LinkedIn writes it", () => {
  it("a throttled call answers serviceErrorCode 101 and no Retry-After (publishing-faults.test.ts: the product waits it out)", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social");
    await emulatorFault({ path: "/rest/posts", status: 429 });
    const res = await createPostAt(access_token, { commentary: `Throttled ${marker()}` });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeNull();
    expect(await res.json()).toMatchObject({ status: 429, serviceErrorCode: 101 });
  });
});

describe("tokens that expire, with and without refresh tokens", () => {
  it("an app approved for refresh tokens gets one (365 days, not extended by a refresh); an app without, the default, gets none", async () => {
    await linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS);
    expect((await tokenFor("r_basicprofile w_member_social")).refresh_token).toBeUndefined();
    await linkedinTokenPolicy({ refreshTokens: true });
    const withRefresh = await tokenFor("r_basicprofile w_member_social");
    expect(withRefresh.expires_in).toBe(60 * 86_400);
    expect(withRefresh.refresh_token).toBeTruthy();
    const refreshBody = (refresh: string) =>
      new URLSearchParams({ grant_type: "refresh_token", refresh_token: refresh, client_id: "test-client", client_secret: "test-secret" });
    const refreshed = (await (
      await fetch(new URL("/oauth/v2/accessToken", linkedinUrl()), { method: "POST", body: refreshBody(withRefresh.refresh_token!) })
    ).json()) as EmulatorGrant;
    expect(refreshed.refresh_token).toBe(withRefresh.refresh_token);
    expect(refreshed.refresh_token_expires_in).toBeLessThanOrEqual(withRefresh.refresh_token_expires_in!);

    await linkedinTokenPolicy({ refreshTokens: false });
    const without = await tokenFor("r_basicprofile w_member_social");
    expect(without.refresh_token).toBeUndefined();
    const unknown = await fetch(new URL("/oauth/v2/accessToken", linkedinUrl()), { method: "POST", body: refreshBody("li-rt-made-up") });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe("invalid_grant");
  });

  it("an expired token answers 401 EXPIRED_ACCESS_TOKEN (65602), a revoked one REVOKED_ACCESS_TOKEN (65601)", async () => {
    await linkedinTokenPolicy({ accessTokenTtlSeconds: 0 });
    const expired = await tokenFor("r_basicprofile w_member_social");
    const late = await createPostAt(expired.access_token, { commentary: `Expired ${marker()}` });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ serviceErrorCode: 65602, code: "EXPIRED_ACCESS_TOKEN" });

    await linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS);
    const live = await tokenFor("r_basicprofile w_member_social", "member-lena-fischer");
    await expireLinkedInTokens("member-lena-fischer", "revoke");
    const revoked = await fetch(new URL("/v2/me", linkedinUrl()), { headers: { authorization: `Bearer ${live.access_token}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ serviceErrorCode: 65601, code: "REVOKED_ACCESS_TOKEN" });
  });
});

describe("one member, several tokens", () => {
  it("tokens for the same scopes live side by side; a token for other scopes invalidates the member's earlier ones (401 REVOKED_ACCESS_TOKEN)", async () => {
    await linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS);
    const profile = (token: string) => fetch(new URL("/v2/me", linkedinUrl()), { headers: { authorization: `Bearer ${token}` } });
    const first = await tokenFor("r_basicprofile w_member_social", "member-lena-fischer");
    const second = await tokenFor("r_basicprofile w_member_social", "member-lena-fischer");
    expect((await profile(first.access_token)).status).toBe(200);
    const other = await tokenFor("r_basicprofile w_member_social r_organization_social", "member-lena-fischer");
    for (const earlier of [first, second]) {
      const res = await profile(earlier.access_token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ serviceErrorCode: 65601, code: "REVOKED_ACCESS_TOKEN" });
    }
    expect((await profile(other.access_token)).status).toBe(200);
    // Another member's tokens are their own.
    expect((await profile((await tokenFor("r_basicprofile w_member_social")).access_token)).status).toBe(200);
  });
});

describe("scopes and company-page roles", () => {
  it("a member token cannot post as a company page, nor without w_member_social as the member", async () => {
    const member = await tokenFor("r_basicprofile w_member_social");
    const asPage = await createPostAt(member.access_token, { author: `urn:li:organization:${NORTHWIND}`, commentary: `As the page ${marker()}` });
    expect(asPage.status).toBe(403);
    expect(await asPage.json()).toMatchObject({ serviceErrorCode: 100, code: "ACCESS_DENIED" });
    const signInOnly = await tokenFor("r_basicprofile");
    expect((await createPostAt(signInOnly.access_token, { commentary: `No share scope ${marker()}` })).status).toBe(403);
  });

  it("organizationAcls answers 10 roles at a time unless asked for more, from `start`; the last page has fewer", async () => {
    const pages = (count: number) =>
      fetch(new URL("/__emulator/pages", linkedinUrl()), { method: "POST", body: JSON.stringify({ member: "member-arjun-mehta", count }) });
    onTestFinished(() => pages(0).then(() => undefined));
    await pages(24); // and his own studio: 25 pages
    const { access_token } = await tokenFor("r_basicprofile w_member_social w_organization_social rw_organization_admin", "member-arjun-mehta");
    const acls = async (query: string) =>
      (
        (await (await fetch(new URL(`/rest/organizationAcls?q=roleAssignee${query}`, linkedinUrl()), { headers: rest(access_token) })).json()) as {
          elements: Array<{ organization: string }>;
        }
      ).elements;
    expect(await acls("")).toHaveLength(10);
    expect(await acls("&start=20&count=10")).toHaveLength(5);
    const all = await acls("&count=50");
    expect(all).toHaveLength(25);
    expect(new Set(all.map((e) => e.organization)).size).toBe(25);
  });

  it("a page role that may not post (ANALYST) is refused; organizationAcls reports the role", async () => {
    const page = await tokenFor("r_basicprofile w_member_social w_organization_social r_organization_social rw_organization_admin");
    const author = `urn:li:organization:${NORTHWIND}`;
    expect((await createPostAt(page.access_token, { author, commentary: `Admin posts ${marker()}` })).status).toBe(201);
    await linkedinOrgRole("demo-maya-chen", NORTHWIND, "ANALYST");
    expect((await createPostAt(page.access_token, { author, commentary: `Analyst posts ${marker()}` })).status).toBe(403);
    const acls = await fetch(new URL("/rest/organizationAcls?q=roleAssignee&state=APPROVED", linkedinUrl()), { headers: rest(page.access_token) });
    expect(((await acls.json()) as { elements: Array<{ role: string }> }).elements.map((e) => e.role)).toEqual(["ANALYST"]);
  });

  it("a content admin signs in as the page and posts, whichever of LinkedIn's two names the role comes under", async () => {
    for (const role of ["CONTENT_ADMIN", "CONTENT_ADMINISTRATOR"]) {
      await linkedinOrgRole("demo-maya-chen", NORTHWIND, role);
      const token = await signInAsCompanyPage();
      const text = `Posted by a ${role} ${marker()}`;
      const done = await settledJob(token, await publishNow(token, await createPost(token, { content: text })));
      expect(done.status, role).toBe("completed");
      expect(await linkedinPostsContaining(text)).toHaveLength(1);
    }
  });

  it("through the product: the page's role taken away, the post fails with a reason the member can act on, and nothing is posted", async () => {
    const token = await signInAsCompanyPage();
    const text = `Page post, role gone ${marker()}`;
    const id = await createPost(token, { content: text });
    await linkedinOrgRole("demo-maya-chen", NORTHWIND, "ANALYST");
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("failed");
    expect(done.error).toBe(
      "LinkedIn says this account may not post as Northwind Labs. Ask an admin of the page for the Content admin role, then reconnect LinkedIn.",
    );
    expect((await postRow(id))?.status).toBe("failed");
    expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "failed", http_status: 403 });
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });
});

describe("who signed in, as each kind of LinkedIn app may ask", () => {
  it("userinfo answers a token granted openid and refuses others (403); /v2/me answers r_basicprofile and refuses a token without it", async () => {
    const communityApp = await tokenFor("r_basicprofile w_member_social");
    const userinfo = (token: string) => fetch(new URL("/v2/userinfo", linkedinUrl()), { headers: { authorization: `Bearer ${token}` } });
    const me = (token: string, projection = "") =>
      fetch(new URL(`/v2/me${projection ? `?projection=${encodeURIComponent(projection)}` : ""}`, linkedinUrl()), {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await userinfo(communityApp.access_token)).status).toBe(403);
    const profile = await me(communityApp.access_token, "(id,localizedFirstName,localizedLastName,profilePicture(displayImage~:playableStreams))");
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      id: "demo-maya-chen",
      localizedFirstName: "Maya",
      localizedLastName: "Chen",
      profilePicture: { "displayImage~": { elements: [{ identifiers: [{ identifier: expect.stringMatching(/\/avatars\/demo-maya-chen\.svg$/) }] }] } },
    });
    // Without the projection, the picture is its urn alone.
    expect(((await (await me(communityApp.access_token)).json()) as { profilePicture: Record<string, unknown> }).profilePicture).not.toHaveProperty(
      "displayImage~",
    );
    const postingOnly = await tokenFor("w_member_social");
    expect((await me(postingOnly.access_token)).status).toBe(403);
  });

  it("an app's products decide its scopes: the default, Community Management, is refused openid; a self-serve app is refused the page scopes", async () => {
    const attempt = async (scope: string) => {
      const hook = new URL("/__emulator/authorize", linkedinUrl());
      hook.searchParams.set("member", "demo-maya-chen");
      hook.searchParams.set("redirect_uri", "http://app.test/public/api/oauth/linkedin/callback");
      hook.searchParams.set("scope", scope);
      return new URL(((await (await fetch(hook)).json()) as { location: string }).location).searchParams;
    };
    expect((await attempt("openid profile w_member_social")).get("error_description")).toBe('Scope "openid" is not authorized for your application');
    expect((await attempt("r_basicprofile w_member_social rw_organization_admin")).get("code")).toBeTruthy();
    const appProduct = (body: object) => fetch(new URL("/__emulator/app-scopes", linkedinUrl()), { method: "POST", body: JSON.stringify(body) });
    onTestFinished(() => appProduct({}).then(() => undefined));
    expect((await appProduct({ product: "both" })).status).toBe(400);
    await appProduct({ product: "self-serve" });
    expect((await attempt("openid profile email w_member_social")).get("code")).toBeTruthy();
    expect((await attempt("openid profile w_member_social w_organization_social")).get("error_description")).toBe(
      'Scope "w_organization_social" is not authorized for your application',
    );
  });
});

describe("URNs in a Rest.li path or query", () => {
  it("sent with their colons are a 400, as LinkedIn asks them URL encoded; encoded, the same calls are answered", async () => {
    const { access_token } = await tokenFor("r_basicprofile w_member_social r_member_postAnalytics");
    const post = "urn:li:share:7000000000000000001";
    const call = (pathAndQuery: string, init: RequestInit = {}) => fetch(new URL(pathAndQuery, linkedinUrl()), { ...init, headers: rest(access_token) });
    const comment = { actor: PERSON, object: post, message: { text: "hi" } };
    expect((await call(`/rest/socialActions/${post}/comments`, { method: "POST", body: JSON.stringify(comment) })).status).toBe(400);
    // Encoded, LinkedIn reads the path: this post is unknown to it (404), not malformed.
    expect((await call(`/rest/socialActions/${encodeURIComponent(post)}/comments`, { method: "POST", body: JSON.stringify(comment) })).status).toBe(404);
    const plain = await call(`/rest/memberCreatorPostAnalytics?q=entity&entity=(share:${post})&queryType=IMPRESSION&aggregation=TOTAL`);
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { message: string }).message).toMatch(/must be URL encoded/);
  });
});
