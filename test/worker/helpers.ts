import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { hc } from "hono/client";
import { inject, onTestFinished } from "vitest";
import type { ApiApp } from "../../worker/app";
import worker from "../../worker/index";
import { within } from "../time";

export { quietFor, within } from "../time";

export const linkedinUrl = () => inject("linkedinUrl");

/**
 * A request to the API Worker's own fetch handler (worker/index.ts, the module the runtime runs),
 * with the test's bindings. Not through `exports.default.fetch`: that loopback costs ~30 ms of CPU
 * a request in the test pool, and more with every request the runtime has served
 * (workers-sdk#15446; 50 requests: 25 ms here, 1.6 s there; decision 064).
 */
const toWorker = (request: Request) => worker.fetch(request, env, createExecutionContext());

export function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  return toWorker(new Request(`http://app.test${path}`, { ...init, headers, redirect: "manual" }));
}

/**
 * The API as a client sees it: typed from the worker's routes (the web app's client is the same
 * `hc<ApiApp>`). Raw `api()` stays for what a typed client cannot send: hostile bodies and headers.
 */
export function client(token?: string) {
  const viaWorker = (input: RequestInfo | URL, init?: RequestInit) => toWorker(new Request(input, { ...init, redirect: "manual" }));
  return hc<ApiApp>("http://app.test", { fetch: viaWorker as typeof fetch, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export const postJson = (path: string, body: unknown, token?: string) => api(path, { method: "POST", body: JSON.stringify(body), token });

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The browser nonce a sign-in start set in its `__Host-oauth_binding` cookie. */
export function bindingFrom(res: Response): string {
  const nonce = /__Host-oauth_binding=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!nonce) throw new Error("the sign-in start set no __Host-oauth_binding cookie");
  return nonce;
}

/** What the browser does at LinkedIn: the member agrees, and LinkedIn sends it back with a code. */
export async function consentAtEmulator(authorizationUrl: string, member: string) {
  const authorize = new URL(authorizationUrl);
  const hook = new URL("/__emulator/authorize", linkedinUrl());
  for (const key of ["redirect_uri", "state", "scope"]) hook.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  // A known member by sub, or anyone else by name ("name:Omar Haddad"), as the consent page's typed field.
  if (member.startsWith("name:")) hook.searchParams.set("name", member.slice(5));
  else hook.searchParams.set("member", member);
  const { location } = (await (await fetch(hook)).json()) as { location: string };
  const callback = new URL(location);
  return { callbackPath: callback.pathname + callback.search, state: authorize.searchParams.get("state")! };
}

/** The LinkedIn callback as the starting browser follows it (its `__Host-oauth_binding` cookie as the header the web app sends). */
export const followCallback = (callbackPath: string, binding: string | null) => api(callbackPath, { headers: binding ? { "x-oauth-binding": binding } : {} });

/** Starts sign-in and lets the emulator's member agree; returns the callback and the browser's nonce. */
export async function authorizeWithEmulator(body: Record<string, unknown>, member = "demo-maya-chen") {
  const start = await postJson("/public/api/oauth", { type: "login", provider: "linkedin", profileType: "individual", redirectUrl: "/onboarding", ...body });
  const binding = bindingFrom(start);
  const { data } = (await start.json()) as { data: { url: string } };
  return { ...(await consentAtEmulator(data.url, member)), binding };
}

/** What the callback left for /login-success: the one-time code in the address and the browser's login binding. */
export function loginCodeFrom(callback: Response) {
  const location = new URL(callback.headers.get("location")!, "http://app.test");
  const code = location.searchParams.get("token");
  const loginBinding = /__Host-login_binding=([^;]+)/.exec(callback.headers.get("set-cookie") ?? "")?.[1] ?? null;
  if (!code) throw new Error(`sign-in did not end with a code: ${location}`);
  return { code, loginBinding };
}

/** /login-success's trade, as the web app makes it (the `__Host-login_binding` cookie as a header). */
export const exchangeCode = (code: string, loginBinding: string | null) =>
  client().public.api.session.$post({ json: { code } }, { headers: loginBinding ? { "x-login-binding": loginBinding } : {} });

/** The whole sign-in: returns the session token /login-success would put in the cookie. */
export async function signIn(member = "demo-maya-chen", body: Record<string, unknown> = {}) {
  const { callbackPath, binding } = await authorizeWithEmulator({ username: member.replace(/^member-|^demo-/, ""), ...body }, member);
  const { code, loginBinding } = loginCodeFrom(await followCallback(callbackPath, binding));
  const res = await exchangeCode(code, loginBinding);
  if (res.status !== 200) throw new Error(`the code was not traded: ${res.status} ${await res.text()}`);
  return (await res.json()).data.token;
}

export type EmulatorState = {
  calls: Array<{ method: string; path: string; at: number; grantType?: string; headers: Record<string, string | null> }>;
  posts: Array<{ urn: string; author: string; commentary: string }>;
};

export async function emulator(): Promise<EmulatorState> {
  return (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as EmulatorState;
}

/** Makes LinkedIn (the emulator) misbehave for the next `times` matching calls. */
export type EmulatorFault = {
  path: string;
  method?: string;
  status?: number;
  times?: number;
  /** Let this many matching calls through before the fault starts. */
  skip?: number;
  /** Keep the post, then answer late / with `status` / only when released. */
  acceptDelayMs?: number;
  storeThen?: boolean;
  hold?: boolean;
  /** Drop the connection instead of answering. */
  reset?: boolean;
  /** An empty error body, as a gateway sends. */
  noBody?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
};

export async function emulatorFault(fault: EmulatorFault) {
  await fetch(new URL("/__emulator/faults", linkedinUrl()), { method: "POST", body: JSON.stringify(fault) });
}

export async function clearEmulatorFaults() {
  await fetch(new URL("/__emulator/faults", linkedinUrl()), { method: "DELETE" });
  await fetch(new URL("/__emulator/release", linkedinUrl()), { method: "POST" });
}

/** Lets held answers (fault `hold`) go. */
export async function releaseEmulatorHolds() {
  await fetch(new URL("/__emulator/release", linkedinUrl()), { method: "POST" });
}

/** LinkedIn stops taking a member's access tokens before their recorded expiry (revoked, or expired); refresh tokens still work. */
export async function expireLinkedInTokens(member: string, how: "revoke" | "expire" = "revoke") {
  await fetch(new URL("/__emulator/expire-tokens", linkedinUrl()), { method: "POST", body: JSON.stringify({ member, how }) });
}

/** A token answer straight from the emulator's code flow, as LinkedIn gives it to any app holding the scopes asked for. */
export type EmulatorGrant = { access_token: string; expires_in: number; scope: string; refresh_token?: string; refresh_token_expires_in?: number };
export async function emulatorGrant(scope = "r_basicprofile w_member_social", member = "demo-maya-chen"): Promise<EmulatorGrant> {
  const authorize = new URL("/__emulator/authorize", linkedinUrl());
  // As any app holding these scopes would get it (a partner's r_member_social too): the app's products are the sign-in's concern.
  authorize.searchParams.set("anyApp", "1");
  authorize.searchParams.set("member", member);
  authorize.searchParams.set("redirect_uri", "http://app.test/public/api/oauth/linkedin/callback");
  authorize.searchParams.set("scope", scope);
  const { code } = (await (await fetch(authorize)).json()) as { code: string };
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: "http://app.test/public/api/oauth/linkedin/callback",
    client_id: "test-client",
    client_secret: "test-secret",
  });
  return (await (await fetch(new URL("/oauth/v2/accessToken", linkedinUrl()), { method: "POST", body })).json()) as EmulatorGrant;
}

/** How LinkedIn issues the next tokens: an app without refresh tokens is LinkedIn's usual case, and the emulator's default. */
export async function linkedinTokenPolicy(policy: { accessTokenTtlSeconds?: number; refreshTokens?: boolean }) {
  await fetch(new URL("/__emulator/token-policy", linkedinUrl()), { method: "POST", body: JSON.stringify(policy) });
}
export const LINKEDIN_TOKEN_DEFAULTS = { accessTokenTtlSeconds: 5_184_000, refreshTokens: false };

/** For this test, LinkedIn gives the app refresh tokens (an approved partner app); the default comes back after it. */
export async function withRefreshTokens() {
  onTestFinished(() => linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS));
  await linkedinTokenPolicy({ refreshTokens: true });
}

/** A member's role on one of their company pages (ADMINISTRATOR unless set). */
export async function linkedinOrgRole(member: string, organizationId: number, role: string) {
  await fetch(new URL("/__emulator/org-role", linkedinUrl()), { method: "POST", body: JSON.stringify({ member, organizationId, role }) });
}

/** A marker that makes this test's posts easy to find among everything the emulator holds. */
export const marker = () => `[${crypto.randomUUID().slice(0, 8)}]`;

/** A member signed in, with their first LinkedIn account and their team. */
export async function memberWithAccount(member = "demo-maya-chen") {
  const token = await signIn(member);
  const appId = (await (await client(token).api.apps.$get()).json()).data.data[0].id;
  const team = await env.DB.prepare("SELECT team_id FROM apps WHERE id = ?").bind(appId).first<{ team_id: string }>();
  return { token, appId, teamId: team!.team_id };
}

/** The demo member signed in, with a new draft whose text is `label` made unique (LinkedIn refuses the same text twice from one author). */
export async function memberWithDraft(label: string) {
  const token = await signIn();
  const text = `${label} ${marker()}`;
  const id = await createPost(token, { content: text });
  return { token, text, id };
}

export async function linkedinPostsContaining(text: string) {
  return (await emulator()).posts.filter((p) => p.commentary.includes(text));
}

/**
 * Reads until `done` holds, every 100 ms; fails after `timeoutMs` (pass within(ms) from test/time.ts:
 * an idle machine's time, scaled for a busy one). The default is within(15_000).
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = within(15_000)): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

export async function postRow(id: string) {
  return env.DB.prepare("SELECT * FROM posts WHERE id = ?").bind(id).first<Record<string, string | number | null>>();
}

/** Creates a post through the API and returns its id. */
export async function createPost(
  token: string,
  body: {
    content: string;
    scheduledAt?: string;
    timeZone?: string;
    appIds?: string[];
    poll?: { question: string; options: string[]; duration: "ONE_DAY" | "THREE_DAYS" | "SEVEN_DAYS" | "FOURTEEN_DAYS" };
  },
) {
  const res = await client(token).api.post.$post({ json: { provider: "linkedin", ...body } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.id;
}

/**
 * Makes a post due this instant without going through the API's no-past-times rule, as its
 * account's owner would have scheduled it: their scheduling approves the version (decision 046).
 */
export async function makeDue(id: string) {
  await env.DB.prepare("UPDATE posts SET status = 'scheduled', scheduled_at = ?, approved_version = version WHERE id = ?")
    .bind(Date.now() - 1000, id)
    .run();
}

/** Maya's team with one published post, its job and a draft; Arjun's team with nothing. */
export async function twoTeams() {
  const maya = await signIn("demo-maya-chen");
  const arjun = await signIn("member-arjun-mehta");
  const mayaApp = (await (await client(maya).api.apps.$get()).json()).data.data[0].id;
  // Unique text: LinkedIn (and its emulator) refuse the same post twice from one author.
  const plan = `Maya's plan for Monday ${marker()}`;
  const postId = await createPost(maya, { content: plan, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
  const publish = await client(maya).api.post[":id"].publish.$post({ param: { id: postId }, json: {} });
  const jobId = (await publish.json()).data.id;
  await waitFor(
    () => postRow(postId),
    (r) => r?.status === "published",
  );
  const draftId = await createPost(maya, { content: "Maya's unpublished draft" });
  return { maya, arjun, mayaApp, postId, draftId, jobId, plan };
}

/** The invite page's Connect: a sign-in of type invite, as the page sends it. */
export const startInviteSignIn = (invite: { id: string; teamId: string }, member: string, publishPolicy?: "ask" | "team") =>
  postJson("/public/api/oauth", {
    ...(publishPolicy ? { publishPolicy } : {}),
    type: "invite",
    provider: "linkedin",
    // A typed member ("name:Omar Haddad") gives the handle their name would have.
    username: member.startsWith("name:") ? member.slice(5).toLowerCase().replace(/\s+/g, "-") : member.replace(/^member-/, ""),
    profileType: "individual",
    redirectUrl: "/invite/app-connected",
    teamId: invite.teamId,
    inviteId: invite.id,
  });

/** The invitee's side: Connect, then their consent at LinkedIn, then the callback. */
export async function connectThroughInvite(invite: { id: string; teamId: string }, member = "member-lena-fischer", publishPolicy?: "ask" | "team") {
  const start = await startInviteSignIn(invite, member, publishPolicy);
  if (start.status !== 200) return { start, callback: null };
  const binding = bindingFrom(start);
  const { data } = (await start.json()) as { data: { url: string } };
  const { callbackPath } = await consentAtEmulator(data.url, member);
  return { start, callback: await followCallback(callbackPath, binding) };
}

/**
 * Waits until the Scheduler's alarm has run to its end (it sweeps at once when an account signs
 * in, and then rests for a minute): a test that makes posts due by hand and sweeps them itself
 * would otherwise race that sweep, which on a busy machine comes late.
 */
export async function quietScheduler() {
  const scheduler = env.SCHEDULER.get(env.SCHEDULER.idFromName("posts"));
  await waitFor(
    () => runInDurableObject(scheduler, (_instance, state) => state.storage.getAlarm()),
    (at) => at !== null && at > Date.now() + 30_000,
  );
}
