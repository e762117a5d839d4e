/**
 * Signing in (and connecting accounts) with LinkedIn: the start, which leaves a one-time state
 * on the server, and the callback, which spends it and turns LinkedIn's answer into a member,
 * a team, a connected account and a session.
 */
import { LOGIN_BINDING, OAUTH_STATE_TTL_MS, SUGGESTIONS } from "../../app/spec/limits";
import { safeRedirectPath } from "../../app/spec/redirect";
import type { OAuthSignInRequest, UsernameSuggestion } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { classifyUsername } from "../../app/spec/username";
import { readConfig } from "../config";
import { upsertApp } from "../db/apps";
import { audit } from "../db/audit";
import type { Db } from "../db/client";
import { createContributorLink } from "../db/contributor-links";
import { claimInvite, findPendingInvite, settleInvite } from "../db/invites";
import { findProfile } from "../db/onboarding";
import { releasePostsOfAccount } from "../db/post-publishing";
import { createSessionRow } from "../db/sessions";
import { consumeLoginCode, consumeOAuthState, saveLoginCode, saveOAuthState } from "../db/sign-in-secrets";
import { findPublicAuthors } from "../db/suggestions";
import { ensureTeamForUser, findUser, joinTeam, upsertUserFromLinkedIn } from "../db/users";
import { wakeSchedulerAt } from "../durable-objects/scheduler";
import { badRequest } from "../http/errors";
import type { Logger } from "../http/logger";
import type { LinkedInProvider } from "../providers/linkedin";
import { hashBinding, newBrowserBinding } from "./browser-binding";
import { encryptSecret } from "./crypto";
import { randomToken } from "./encoding";
import { signSessionToken } from "./session-token";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SignInStart = { url: string; bindingNonce: string } | { recommendations: UsernameSuggestion[] } | Record<string, never>;

export async function startSignIn(db: Db, provider: LinkedInProvider, input: OAuthSignInRequest): Promise<SignInStart> {
  const username = classifyUsername(input.username);
  if (username.kind === "invalid") throw badRequest(TEXT.signin.invalidUsername);

  if (input.type === "invite") {
    if (!input.teamId || !input.inviteId) throw badRequest(TEXT.errors.invalidInvitationId);
    const invite = await findPendingInvite(db, input.inviteId, input.teamId);
    if (!invite) throw badRequest(TEXT.errors.inviteNotFound);
  }

  if (username.kind === "name") {
    const known = await findPublicAuthors(db, username.name, SUGGESTIONS.maxCards * 2);
    const recommendations = known
      .filter((m): m is typeof m & { profileUrl: string } => m.profileUrl !== null)
      .slice(0, SUGGESTIONS.maxCards)
      .map((m) => ({ title: m.name, description: m.description, profileUrl: m.profileUrl }));
    // Neither a url nor suggestions: the UI takes the person to /inputForm.
    return recommendations.length > 0 ? { recommendations } : {};
  }

  return toLinkedIn(db, provider, {
    type: input.type,
    profileType: input.profileType,
    username: username.handle,
    redirectUrl: input.redirectUrl,
    teamId: input.type === "invite" ? input.teamId : null,
    inviteId: input.type === "invite" ? input.inviteId : null,
    publishPolicy: input.type === "invite" ? (input.publishPolicy ?? "ask") : null,
  });
}

type StateFields = Omit<Parameters<typeof saveOAuthState>[1], "id" | "browserBindingHash" | "createdAt" | "expiresAt">;

/** LinkedIn's consent page for a new OAuth state, bound to this browser (its nonce goes back in a cookie). */
async function toLinkedIn(db: Db, provider: LinkedInProvider, fields: StateFields & { profileType: "individual" | "company" }) {
  // Asked before any state is kept: LinkedIn would stop the sign-in at a scope the app can't have.
  const scopes = provider.scopesFor(fields.profileType);
  if (!scopes) throw badRequest(TEXT.errors.companyPagesUnavailable);
  const state = randomToken(32);
  const binding = await newBrowserBinding();
  const now = Date.now();
  await saveOAuthState(db, { ...fields, id: state, browserBindingHash: binding.hash, createdAt: now, expiresAt: now + OAUTH_STATE_TTL_MS });
  return { url: provider.authorizationUrl(state, scopes).toString(), bindingNonce: binding.nonce };
}

/** Connecting a LinkedIn account from inside the app (posts, calendar): no new session. */
export async function startConnect(
  db: Db,
  provider: LinkedInProvider,
  caller: { userId: string; teamId: string },
  input: { redirectUrl: string; profileType: "individual" | "company" },
) {
  return toLinkedIn(db, provider, {
    type: "connect",
    profileType: input.profileType,
    redirectUrl: input.redirectUrl,
    teamId: caller.teamId,
    userId: caller.userId,
  });
}

export type CallbackQuery = { code?: string; state?: string; error?: string; error_description?: string };

/**
 * Why LinkedIn sent the member back without a code. `user_cancelled_login` and
 * `user_cancelled_authorize` are the member's choice; `unauthorized_scope_error` is the app asking
 * for a scope none of its LinkedIn products grant, which no member can fix; anything else is LinkedIn's.
 */
function refusalReason(error: string): "cancelled" | "scope" | "linkedin" {
  if (/^user_cancelled/.test(error)) return "cancelled";
  return error === "unauthorized_scope_error" ? "scope" : "linkedin";
}

/** Where the browser goes next (always a path of this site), and for a sign-in the login binding to set. */
export type SignInEnd = string | { location: string; loginBinding: string };

export async function completeSignIn(
  env: Env,
  db: Db,
  provider: LinkedInProvider,
  query: CallbackQuery,
  bindingNonce: string | null,
  log: Logger,
): Promise<SignInEnd> {
  if (!query.state || !bindingNonce) return "/signin?error=state";
  const state = await consumeOAuthState(db, query.state, await hashBinding(bindingNonce));
  if (!state) return "/signin?error=state";

  // Checked again where it is used: a stored redirect is only ever a path of this site.
  const back = safeRedirectPath(state.redirectUrl) ?? "/posts";
  const withConnect = (outcome: string) => `${back}${back.includes("?") ? "&" : "?"}connect=${outcome}`;
  const failurePath = (reason: string) =>
    state.type === "invite" && state.inviteId
      ? `/invites/${encodeURIComponent(state.inviteId)}?error=${reason}`
      : state.type === "connect"
        ? withConnect(reason)
        : `/signin?error=${reason}`;

  if (query.error) {
    const reason = refusalReason(query.error);
    // The operator's clue: which scope the app's LinkedIn products lack.
    if (reason !== "cancelled") log.warn("linkedin sign-in refused", { error: query.error, description: query.error_description ?? null });
    return failurePath(reason);
  }
  if (!query.code) return failurePath("cancelled");

  const config = readConfig(env);
  let grant: Awaited<ReturnType<LinkedInProvider["exchangeCode"]>>;
  let profile: Awaited<ReturnType<LinkedInProvider["userInfo"]>>;
  try {
    grant = await provider.exchangeCode(query.code);
    profile = await provider.userInfo(grant.accessToken);
  } catch (error) {
    log.warn("linkedin oauth failed", { error: (error as Error).message });
    return failurePath("linkedin");
  }

  // An organization publishes as its company page: the one the member named, else their first.
  let page: { urn: string; id: string; name: string; vanityName: string | null } | null = null;
  if (state.profileType === "company") {
    try {
      // The page the member named, found by its name wherever it stands in their list (an agency's
      // member runs dozens); else their first.
      const urns = await provider.postingOrganizationUrns(grant.accessToken);
      const named = state.username ? await provider.organizationByVanityName(grant.accessToken, state.username) : null;
      page = named && urns.includes(named.urn) ? named : urns[0] ? await provider.organizationOf(grant.accessToken, urns[0]) : null;
    } catch (error) {
      log.warn("linkedin organizations lookup failed", { error: (error as Error).message });
      return failurePath("linkedin");
    }
    if (!page) return failurePath("no-page");
  }

  const account = {
    providerAccountId: page ? `organization:${page.id}` : profile.sub,
    urn: page ? page.urn : `urn:li:person:${profile.sub}`,
    name: page ? page.name : profile.name,
    username: page ? (page.vanityName ?? state.username) : state.username,
    avatar: page ? null : profile.picture,
    profileType: state.profileType,
    accessTokenEnc: await encryptSecret(config.TOKEN_ENCRYPTION_KEY, grant.accessToken),
    refreshTokenEnc: grant.refreshToken ? await encryptSecret(config.TOKEN_ENCRYPTION_KEY, grant.refreshToken) : null,
    tokenExpiresAt: grant.expiresAt,
    scopes: grant.scopes,
  };

  if (state.type === "invite") {
    // The invite is used first (once, while open), then the account attached.
    const invite = state.teamId && state.inviteId ? await claimInvite(db, state.inviteId, state.teamId) : null;
    if (!invite) return failurePath("invite");
    if (invite.type === "join-team") {
      // An editor joins the inviter's team with an account of their own, and is signed in to it.
      const user = await upsertUserFromLinkedIn(db, { sub: profile.sub, name: profile.name, email: profile.email, avatar: profile.picture }, state.profileType);
      try {
        await joinTeam(db, invite.teamId, user.id, "editor");
        const app = await connectAccount(env, db, { ...account, teamId: invite.teamId, userId: user.id });
        await settleInvite(db, invite.id, { appId: app.id });
      } catch (error) {
        await settleInvite(db, invite.id, { failed: true });
        throw error;
      }
      return signInTo(db, user.id, invite.teamId, "/calendar");
    }
    // A contributor needs no account of ours and gets no session: their LinkedIn account joins the
    // inviter's team, on the terms they chose, and they get their personal link, shown once.
    let token: string;
    try {
      const app = await connectAccount(env, db, {
        ...account,
        teamId: invite.teamId,
        userId: null,
        publishPolicy: state.publishPolicy ?? "ask",
        contributorEmail: profile.email,
      });
      await settleInvite(db, invite.id, { appId: app.id });
      token = randomToken(32);
      await createContributorLink(db, { teamId: invite.teamId, appId: app.id, tokenHash: await hashBinding(token) });
    } catch (error) {
      await settleInvite(db, invite.id, { failed: true });
      throw error;
    }
    // In the fragment: never sent to a server, so never in a log; the page clears it once shown.
    return `/invite/app-connected#link=${token}`;
  }

  if (state.type === "connect") {
    if (!state.teamId) return failurePath("state");
    await connectAccount(env, db, { ...account, teamId: state.teamId, userId: state.userId });
    return withConnect("ok");
  }

  const user = await upsertUserFromLinkedIn(db, { sub: profile.sub, name: profile.name, email: profile.email, avatar: profile.picture }, state.profileType);
  const teamId = await ensureTeamForUser(db, user);
  await connectAccount(env, db, { ...account, teamId, userId: user.id });
  // A member who already asked for a calendar goes there, not through onboarding again.
  const asked = safeRedirectPath(state.redirectUrl) ?? "/onboarding";
  const onboarded = asked === "/onboarding" && (await findProfile(db, teamId))?.completedAt != null;
  return signInTo(db, user.id, teamId, onboarded ? "/calendar" : asked);
}

/** No session token in an address: a one-time code for the browser that started, traded server-side. */
async function signInTo(db: Db, userId: string, teamId: string, next: string): Promise<SignInEnd> {
  const code = randomToken(32);
  const binding = await newBrowserBinding();
  await saveLoginCode(db, {
    codeHash: await hashBinding(code),
    userId,
    teamId,
    bindingHash: binding.hash,
    expiresAt: Date.now() + LOGIN_BINDING.ttlSeconds * 1000,
  });
  return { location: `/login-success?${new URLSearchParams({ token: code, next })}`, loginBinding: binding.nonce };
}

/** /login-success's trade: a code from this browser, within a minute, once → a session token. */
/**
 * Connects (or reconnects) an account. A reconnected account's scheduled posts that waited for it
 * are due again at once, and the Scheduler is woken so they go out within seconds, not at the next
 * sweep.
 */
async function connectAccount(env: Env, db: Db, account: Parameters<typeof upsertApp>[1]) {
  const app = await upsertApp(db, account);
  await releasePostsOfAccount(db, app.id);
  await wakeSchedulerAt(env, Date.now()).catch(() => undefined); // the cron sweep is the safety net
  return app;
}

export async function exchangeLoginCode(db: Db, secret: string, code: string, bindingNonce: string | null, device: string | null = null) {
  if (!bindingNonce || !code) return null;
  const row = await consumeLoginCode(db, await hashBinding(code), await hashBinding(bindingNonce));
  if (!row) return null;
  const user = await findUser(db, row.userId);
  if (!user) return null;
  const token = await openSession(db, secret, { id: user.id, name: user.name, avatar: user.avatar }, row.teamId, Date.now(), device);
  await audit(db, null, { teamId: row.teamId, actor: { name: user.name }, action: "sign-in" });
  return token;
}

export async function openSession(
  db: Db,
  secret: string,
  user: { id: string; name: string; avatar: string | null },
  teamId: string,
  now = Date.now(),
  device: string | null = null,
) {
  const expiresAt = now + SESSION_TTL_MS;
  const sid = await createSessionRow(db, { userId: user.id, teamId, expiresAt, device }, now);
  return signSessionToken(secret, { sid, exp: expiresAt, user });
}
