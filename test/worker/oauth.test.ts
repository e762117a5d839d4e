import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { TEXT } from "../../app/spec/texts";
import { decryptSecret } from "../../worker/auth/crypto";
import worker from "../../worker/index";
import {
  api,
  authorizeWithEmulator,
  bindingFrom,
  client,
  consentAtEmulator,
  count,
  createPost,
  emulatorGrant,
  exchangeCode,
  followCallback,
  linkedinPostsContaining,
  linkedinUrl,
  loginCodeFrom,
  marker,
  postJson,
  signIn,
  withRefreshTokens,
} from "./helpers";
import { publishNow, settledJob, signInAsCompanyPage } from "./publishing-helpers";

const signInBody = (overrides: Record<string, unknown> = {}) => ({
  type: "login",
  provider: "linkedin",
  username: "maya-chen",
  redirectUrl: "/onboarding",
  profileType: "personal",
  ...overrides,
});

/** The consent hook's answer for a scope set, as LinkedIn's redirect carries it (error or code). */
async function emulatorGrantAttempt(scope: string) {
  const hook = new URL("/__emulator/authorize", linkedinUrl());
  hook.searchParams.set("member", "demo-maya-chen");
  hook.searchParams.set("redirect_uri", "http://app.test/public/api/oauth/linkedin/callback");
  hook.searchParams.set("scope", scope);
  const { location } = (await (await fetch(hook)).json()) as { location: string };
  return new URL(location).searchParams;
}

describe("POST /public/api/oauth: validation", () => {
  it.each([
    [{ username: "" }, "LinkedIn username is required"],
    [{ username: "   " }, "LinkedIn username is required"],
    [{ username: undefined }, "LinkedIn username is required"],
    [{ username: "not a <handle>!" }, "invalid username"],
    [{ username: "https://example.com/in/someone" }, "invalid username"],
    [{ provider: "twitter" }, "provider must be linkedin"],
  ])("refuses %j with 400 '%s' and stores no state", async (overrides, msg) => {
    const res = await postJson("/public/api/oauth", signInBody(overrides));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg });
    expect(await count("oauth_states")).toBe(0);
  });

  it("refuses an unknown profile type", async () => {
    const res = await postJson("/public/api/oauth", signInBody({ profileType: "robot" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/profileType|Invalid enum/);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "javascript:alert(1)",
    "%2F%2Fevil.com",
    "%2F%5Cevil.com",
    "https%3A%2F%2Fevil.com",
    "javascript%3Aalert(1)",
    "%252F%252Fevil.com",
    "/%2F/evil.com",
  ])("refuses redirectUrl %s with 400 and stores no state", async (redirectUrl) => {
    const res = await postJson("/public/api/oauth", signInBody({ redirectUrl }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "redirectUrl must be a path of this site" });
    expect(await count("oauth_states")).toBe(0);
  });
});

describe("POST /public/api/oauth: handles and profile URLs", () => {
  it.each(["maya-chen", "https://www.linkedin.com/in/maya-chen/", "linkedin.com/in/maya-chen", "@maya-chen"])(
    "returns the LinkedIn authorization URL for %s and keeps the state on the server",
    async (username) => {
      const res = await postJson("/public/api/oauth", signInBody({ username, redirectUrl: "calendar" }));
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { url: string } };
      const url = new URL(data.url);
      expect(url.origin).toBe(linkedinUrl());
      expect(url.pathname).toBe("/oauth/v2/authorization");
      expect(url.searchParams.get("client_id")).toBe("test-client");
      expect(url.searchParams.get("redirect_uri")).toBe("http://app.test/public/api/oauth/linkedin/callback");
      // Every sign-in asks for the one set of scopes (decision 083): a profile's too has the page scopes.
      // A Community Management app has no OpenID Connect (decision 100): r_basicprofile says who signed in.
      expect(url.searchParams.get("scope")).toBe(
        "r_basicprofile w_member_social r_member_postAnalytics r_organization_social w_organization_social rw_organization_admin",
      );
      const state = url.searchParams.get("state")!;
      expect(state.length).toBeGreaterThanOrEqual(40);
      const row = await env.DB.prepare("SELECT * FROM oauth_states WHERE id = ?").bind(state).first<Record<string, unknown>>();
      expect(row).toMatchObject({ type: "login", profile_type: "individual", username: "maya-chen", redirect_url: "/calendar", used_at: null });
      const life = (row!.expires_at as number) - (row!.created_at as number);
      expect(life).toBe(10 * 60 * 1000);
    },
  );

  it("asks for the organization scopes for an organization", async () => {
    const res = await postJson("/public/api/oauth", signInBody({ profileType: "organization", username: "https://www.linkedin.com/company/acme-labs" }));
    const { data } = (await res.json()) as { data: { url: string } };
    const scopes = new URL(data.url).searchParams.get("scope")!.split(" ");
    expect(scopes).toEqual(expect.arrayContaining(["w_member_social", "w_organization_social", "r_organization_social"]));
    const state = new URL(data.url).searchParams.get("state");
    const row = await env.DB.prepare("SELECT profile_type, username FROM oauth_states WHERE id = ?").bind(state).first();
    expect(row).toEqual({ profile_type: "company", username: "acme-labs" });
  });
});

describe("POST /public/api/oauth: names get suggestions", () => {
  async function seedPeople(names: string[]) {
    await env.DB.batch(
      names.map((name, i) =>
        env.DB.prepare("INSERT INTO feed_posts (id, content, author_name, author_profile_url) VALUES (?, 'A post', ?, ?)").bind(
          `fp-${i}`,
          name,
          `https://www.linkedin.com/in/${name.toLowerCase().replace(/\s+/g, "-")}-${i}/`,
        ),
      ),
    );
  }

  it("suggests up to 5 known people whose name matches", async () => {
    await seedPeople(["Priya Raman", "Priya Ramanathan", "Priya Raman", "Priya K Raman", "Priya Raman Iyer", "Priya Ramani", "Someone Else"]);
    const res = await postJson("/public/api/oauth", signInBody({ username: "Priya Raman" }));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { recommendations: Array<{ title: string; description: string; profileUrl: string }> } };
    expect(data.recommendations).toHaveLength(5);
    for (const r of data.recommendations) {
      expect(r.title.toLowerCase()).toContain("priya");
      expect(r.profileUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
      expect(r.description).toBeTruthy();
    }
    expect(await count("oauth_states")).toBe(0);
  });

  it("never suggests a team's saved posts' authors, nor authors without a LinkedIn profile (a Hacker News user)", async () => {
    const maya = await signIn();
    const saved = await client(maya).api.feed.saved.$post({ json: { content: "A post Maya admires", authorName: "Priya Secretname" } });
    expect(saved.status).toBe(201);
    await env.DB.prepare("UPDATE feed_posts SET author_profile_url = 'https://www.linkedin.com/in/priya-secretname/'").run();
    await env.DB.prepare(
      "INSERT INTO feed_posts (id, content, author_name, author_profile_url, source) VALUES ('hn-1', 'Show HN', 'Priya Hacker', 'https://news.ycombinator.com/user?id=priya', 'hackernews')",
    ).run();
    for (const name of ["Priya Secretname", "Priya Hacker"]) {
      const res = await postJson("/public/api/oauth", signInBody({ username: name }));
      expect(await res.json()).toEqual({ data: {} });
    }
  });

  it("answers with neither url nor recommendations for a name nobody knows", async () => {
    const res = await postJson("/public/api/oauth", signInBody({ username: "Zebulon Quartermaine" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: {} });
  });
});

describe("LinkedIn callback", () => {
  it("creates the member, their team and the connected account, and opens a session", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody());
    const res = await followCallback(callbackPath, binding);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, "http://app.test");
    expect(location.pathname).toBe("/login-success");
    expect(location.searchParams.get("next")).toBe("/onboarding");
    const { code, loginBinding } = loginCodeFrom(res);
    const token = ((await (await exchangeCode(code, loginBinding)).json()) as { data: { token: string } }).data.token;

    const user = await env.DB.prepare("SELECT * FROM users").first<Record<string, string>>();
    // Read from /v2/me: a Community Management app is given no email address (decision 100).
    expect(user).toMatchObject({ name: "Maya Chen", email: null, linkedin_sub: "demo-maya-chen", profile_type: "individual" });
    expect(user!.avatar).toMatch(/\/avatars\/demo-maya-chen\.svg$/);
    const member = await env.DB.prepare("SELECT * FROM team_members").first<Record<string, string>>();
    expect(member).toMatchObject({ user_id: user!.id, role: "owner" });
    const app = await env.DB.prepare("SELECT * FROM apps").first<Record<string, string | number>>();
    expect(app).toMatchObject({
      team_id: member!.team_id,
      user_id: user!.id,
      urn: "urn:li:person:demo-maya-chen",
      name: "Maya Chen",
      username: "maya-chen",
      status: "active",
      profile_type: "individual",
    });
    expect(app!.token_expires_at as number).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);

    const me = await api("/api/me", { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { name: "Maya Chen", teamId: member!.team_id } });
  });

  it("stores LinkedIn tokens encrypted, the refresh token too where the app gets one: no plaintext in the row", async () => {
    await withRefreshTokens();
    await signIn();
    const app = await env.DB.prepare("SELECT access_token_enc, refresh_token_enc FROM apps").first<Record<string, string>>();
    const issued = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { calls: unknown[] };
    expect(issued.calls.length).toBeGreaterThan(0);
    const row = JSON.stringify(app);
    expect(row).not.toMatch(/li-at-|li-rt-/);
    expect(app!.access_token_enc).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    const plain = await decryptSecret(env.TOKEN_ENCRYPTION_KEY, app!.access_token_enc);
    expect(plain).toMatch(/^li-at-[0-9a-f]{48}$/);
    // and the token really is the one LinkedIn issued: it opens the member's profile
    const info = await fetch(new URL("/v2/me", linkedinUrl()), { headers: { authorization: `Bearer ${plain}` } });
    expect(info.status).toBe(200);
    expect(await decryptSecret(env.TOKEN_ENCRYPTION_KEY, app!.refresh_token_enc)).toMatch(/^li-rt-/);
  });

  it("signing in again updates the same member, team and account", async () => {
    await signIn();
    await signIn();
    expect(await count("users")).toBe(1);
    expect(await count("teams")).toBe(1);
    expect(await count("apps")).toBe(1);
    expect(await count("sessions")).toBe(2);
  });

  it("a state works once: replaying the callback opens no second session", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody());
    expect((await followCallback(callbackPath, binding)).headers.get("location")).toMatch(/^\/login-success\?token=/);
    const replay = await followCallback(callbackPath, binding);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/signin?error=state");
    expect(await count("login_codes")).toBe(1);
  });

  it("a state expires after ten minutes", async () => {
    const { callbackPath, state, binding } = await authorizeWithEmulator(signInBody());
    await env.DB.prepare("UPDATE oauth_states SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, state)
      .run();
    const res = await followCallback(callbackPath, binding);
    expect(res.headers.get("location")).toBe("/signin?error=state");
    expect(await count("users")).toBe(0);
    expect(await count("sessions")).toBe(0);
  });

  it("a callback link opened in another browser signs nobody in (no login CSRF)", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody());
    for (const other of [null, "someone-elses-nonce"]) {
      const res = await followCallback(callbackPath, other);
      expect(res.headers.get("location")).toBe("/signin?error=state");
    }
    expect(await count("sessions")).toBe(0);
    expect(await count("users")).toBe(0);
    // the browser that started it still can
    expect((await followCallback(callbackPath, binding)).headers.get("location")).toMatch(/^\/login-success\?token=/);
  });

  it("the start sets the browser nonce as an HttpOnly __Host- cookie, and stores only its hash", async () => {
    const start = await postJson("/public/api/oauth", signInBody());
    const cookie = start.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-oauth_binding=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
    const nonce = /__Host-oauth_binding=([^;]+)/.exec(cookie)![1];
    const row = await env.DB.prepare("SELECT browser_binding_hash FROM oauth_states").first<{ browser_binding_hash: string }>();
    expect(row!.browser_binding_hash).not.toContain(nonce);
    expect(row!.browser_binding_hash).toHaveLength(43);
  });

  it("an unknown state is refused", async () => {
    const res = await followCallback("/public/api/oauth/linkedin/callback?code=abc&state=made-up", "any-nonce");
    expect(res.headers.get("location")).toBe("/signin?error=state");
  });

  it("a member who cancels on LinkedIn comes back to sign-in, and the state is spent", async () => {
    const { state, binding } = await authorizeWithEmulator(signInBody());
    const res = await followCallback(`/public/api/oauth/linkedin/callback?error=user_cancelled_login&state=${state}`, binding);
    expect(res.headers.get("location")).toBe("/signin?error=cancelled");
    const row = await env.DB.prepare("SELECT used_at FROM oauth_states WHERE id = ?").bind(state).first<{ used_at: number }>();
    expect(row!.used_at).toBeGreaterThan(0);
    expect(await count("users")).toBe(0);
  });

  it("LinkedIn's token answer lists the granted scopes with commas, as LinkedIn does: the account keeps each one, so its numbers may be read", async () => {
    const grant = await emulatorGrant("r_basicprofile w_member_social r_member_postAnalytics");
    expect(grant.scope).toBe("r_basicprofile,r_member_postAnalytics,w_member_social");
    await signIn();
    const row = await env.DB.prepare("SELECT scopes FROM apps LIMIT 1").first<{ scopes: string }>();
    expect(row!.scopes.split(" ")).toEqual(expect.arrayContaining(["r_basicprofile", "w_member_social", "r_member_postAnalytics"]));
    expect(row!.scopes).not.toContain(",");
    const accounts = (await (await api("/api/apps", { headers: { authorization: `Bearer ${await signIn()}` } })).json()) as {
      data: { data: Array<{ analyticsAllowed?: boolean }> };
    };
    expect(accounts.data.data[0]?.analyticsAllowed).toBe(true);
  });

  it("LinkedIn sends the member back only to the app's registered redirect URL: another address gets LinkedIn's error page and no code, whatever its parameters", async () => {
    const res = await postJson("/public/api/oauth", signInBody());
    const { data } = (await res.json()) as { data: { url: string } };
    const ours = new URL(data.url);
    // The app's own request is taken, and so is its callback with parameters LinkedIn ignores.
    expect((await fetch(ours)).status).toBe(200);
    const withParameters = new URL(ours);
    withParameters.searchParams.set("redirect_uri", "http://app.test/public/api/oauth/linkedin/callback?from=test");
    expect((await fetch(withParameters)).status).toBe(200);
    for (const elsewhere of [
      "http://app.test/public/api/oauth/linkedin/callback/",
      "http://app.test/callback",
      "https://app.test/public/api/oauth/linkedin/callback",
      "http://attacker.test/public/api/oauth/linkedin/callback",
      "http://app.test/public/api/oauth/linkedin/callback#frag",
    ]) {
      const asked = new URL(ours);
      asked.searchParams.set("redirect_uri", elsewhere);
      const page = await fetch(asked, { redirect: "manual" });
      expect(page.status).toBe(400);
      expect(page.headers.get("location")).toBeNull();
      // Nor does the consent hook hand out a code for it.
      const hook = new URL("/__emulator/authorize", linkedinUrl());
      hook.searchParams.set("redirect_uri", elsewhere);
      hook.searchParams.set("scope", "openid profile");
      const refused = await fetch(hook);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code?: string }).code).toBeUndefined();
    }
  });

  it("a scope the app's LinkedIn products don't grant: LinkedIn stops the sign-in, and the member is told it is not their doing, not that they cancelled", async () => {
    const appScopes = (scopes: string[] | null) =>
      fetch(new URL("/__emulator/app-scopes", linkedinUrl()), { method: "POST", body: JSON.stringify({ scopes }) });
    onTestFinished(() => appScopes(null).then(() => undefined));
    // A self-serve app (Sign In with LinkedIn, Share on LinkedIn) where the setting says Community
    // Management: LinkedIn stops at the first scope the app lacks.
    await appScopes(["openid", "profile", "email", "w_member_social"]);
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody());
    const back = new URL(callbackPath, "http://app.test").searchParams;
    expect(back.get("error")).toBe("unauthorized_scope_error");
    expect(back.get("error_description")).toBe('Scope "r_basicprofile" is not authorized for your application');
    const res = await followCallback(callbackPath, binding);
    expect(res.headers.get("location")).toBe("/signin?error=scope");
    expect(await count("users")).toBe(0);
    // Any other refusal of LinkedIn's is LinkedIn's, not a cancel either.
    const other = await authorizeWithEmulator(signInBody());
    const res2 = await followCallback(`/public/api/oauth/linkedin/callback?error=server_error&state=${other.state}`, other.binding);
    expect(res2.headers.get("location")).toBe("/signin?error=linkedin");
  });

  it("a self-serve LinkedIn app (no Community Management API) asks only for its own scopes: the member signs in, their numbers are not asked for, and a company page is neither offered nor, if asked for, taken to LinkedIn", async () => {
    const appScopes = (scopes: string[] | null) =>
      fetch(new URL("/__emulator/app-scopes", linkedinUrl()), { method: "POST", body: JSON.stringify({ scopes }) });
    onTestFinished(() => appScopes(null).then(() => undefined));
    await appScopes(["openid", "profile", "email", "w_member_social"]);
    const selfServe = { ...env, LINKEDIN_COMMUNITY_MANAGEMENT: "false" } as Env;
    const asSelfServe = (path: string, init: RequestInit = {}) =>
      worker.fetch(new Request(`http://app.test${path}`, { ...init, redirect: "manual" }), selfServe, createExecutionContext());
    const start = (profileType: string) =>
      asSelfServe("/public/api/oauth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(signInBody({ profileType })) });

    const started = await start("individual");
    expect(started.status).toBe(200);
    const { url } = ((await started.json()) as { data: { url: string } }).data;
    expect(new URL(url).searchParams.get("scope")).toBe("openid profile email w_member_social");
    const { callbackPath } = await consentAtEmulator(url, "demo-maya-chen");
    expect(new URL(callbackPath, "http://app.test").searchParams.get("error")).toBeNull();
    const back = await asSelfServe(callbackPath, { headers: { "x-oauth-binding": bindingFrom(started) } });
    const { code, loginBinding } = loginCodeFrom(back);
    const token = (await (await exchangeCode(code, loginBinding)).json()).data.token;
    // A self-serve app signs in with OpenID Connect: userinfo gives the member's email too.
    expect(await env.DB.prepare("SELECT name, email FROM users").first()).toEqual({ name: "Maya Chen", email: "maya.chen@example.com" });
    const apps = (
      (await (await asSelfServe("/api/apps", { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { data: Array<{ analyticsAllowed: boolean; analyticsOnOffer: boolean }> };
      }
    ).data.data;
    // No numbers, and no reconnect offered: reconnecting could not give the permission.
    expect(apps).toEqual([expect.objectContaining({ analyticsAllowed: false, analyticsOnOffer: false })]);
    expect(((await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ analyticsOnOffer: boolean }> } }).data.data[0].analyticsOnOffer).toBe(
      true,
    );

    // The sign-in screen is told not to offer a company page; an app that holds the API offers it.
    const options = async (res: Response) => ((await res.json()) as { data: { companyPages: boolean } }).data;
    expect(await options(await asSelfServe("/public/api/oauth/options"))).toEqual({ companyPages: false });
    expect(await options(await api("/public/api/oauth/options"))).toEqual({ companyPages: true });

    const states = await count("oauth_states");
    const company = await start("company");
    expect(company.status).toBe(400);
    expect(await company.json()).toEqual({ msg: TEXT.errors.companyPagesUnavailable });
    expect(await count("oauth_states")).toBe(states);

    // The email LinkedIn gave confirms deleting the account, as the word does.
    const deleted = await asSelfServe("/api/account/delete", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ confirm: "Maya.Chen@example.com" }),
    });
    expect(deleted.status).toBe(200);
  });

  it("a Community Management app is its only LinkedIn product: LinkedIn refuses it openid, and the member is read from /v2/me, which userinfo would not answer", async () => {
    // The default app of the emulator, as the tests configure: the Community Management API alone.
    const asked = await emulatorGrantAttempt("openid profile email w_member_social");
    expect(asked.get("error")).toBe("unauthorized_scope_error");
    expect(asked.get("error_description")).toBe('Scope "openid" is not authorized for your application');
    const token = await signIn();
    expect(await (await api("/api/me", { token })).json()).toMatchObject({ data: { name: "Maya Chen" } });
    // /v2/me gives a name and a picture, no email (userinfo would have given one).
    expect(await env.DB.prepare("SELECT name, email FROM users").first()).toEqual({ name: "Maya Chen", email: null });
    // The app's token, shown to userinfo, is refused: it carries no openid.
    const app = await env.DB.prepare("SELECT access_token_enc FROM apps").first<{ access_token_enc: string }>();
    const plain = await decryptSecret(env.TOKEN_ENCRYPTION_KEY, app!.access_token_enc);
    const info = await fetch(new URL("/v2/userinfo", linkedinUrl()), { headers: { authorization: `Bearer ${plain}` } });
    expect(info.status).toBe(403);
  });

  it("a member who connects their profile and then their company page stays connected on both: LinkedIn invalidates tokens granted for other scopes, so every sign-in asks for the same", async () => {
    const scopeOf = async (profileType: string, username: string) => {
      const { data } = (await (await postJson("/public/api/oauth", signInBody({ profileType, username }))).json()) as { data: { url: string } };
      return new URL(data.url).searchParams.get("scope");
    };
    expect(await scopeOf("organization", "https://www.linkedin.com/company/northwind-labs")).toBe(await scopeOf("personal", "maya-chen"));

    const profile = await signIn("demo-maya-chen");
    await signInAsCompanyPage();
    const text = `Still connected ${marker()}`;
    const id = await createPost(profile, { content: text });
    const done = await settledJob(profile, await publishNow(profile, id));
    expect(done).toMatchObject({ status: "completed", error: null });
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    const apps = ((await (await api("/api/apps", { token: profile })).json()) as { data: { data: Array<{ status: string }> } }).data.data;
    expect(apps.every((app) => app.status === "active")).toBe(true);
  });

  it("an agency's member who runs 25 pages connects the one they named, wherever LinkedIn lists it (organizationAcls answers 10 at a time)", async () => {
    const pages = (count: number) =>
      fetch(new URL("/__emulator/pages", linkedinUrl()), { method: "POST", body: JSON.stringify({ member: "member-lena-fischer", count }) });
    onTestFinished(() => pages(0).then(() => undefined));
    await pages(25);
    const token = await signIn("member-lena-fischer", { profileType: "organization", username: "https://www.linkedin.com/company/lena-fischer-client-23" });
    const apps = ((await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ name: string; username: string }> } }).data.data;
    expect(apps).toEqual([expect.objectContaining({ name: "Client 23 Ltd", username: "lena-fischer-client-23" })]);
  });

  it("a code LinkedIn refuses ends on sign-in with an error, and nothing is created", async () => {
    const { state, binding } = await authorizeWithEmulator(signInBody());
    const res = await followCallback(`/public/api/oauth/linkedin/callback?code=forged&state=${state}`, binding);
    expect(res.headers.get("location")).toBe("/signin?error=linkedin");
    expect(await count("users")).toBe(0);
    expect(await count("apps")).toBe(0);
  });
});
