/**
 * LinkedIn: OAuth 2.0 + OpenID Connect sign-in, and (later) the Posts and Images APIs.
 *
 * Production and the local emulator (test/emulators/linkedin) go through this one module; only
 * the two base URLs differ, by configuration. arctic's LinkedIn client builds the authorization
 * URL and reads the token response, but hard-codes linkedin.com, so the endpoints are re-based
 * here (docs/decisions/004-linkedin-oauth-through-arctic.md).
 */
import { LinkedIn, OAuth2RequestError, OAuth2Tokens } from "arctic";
import { z } from "zod";
import { escapeLittleText } from "./little-text";

export type LinkedInSettings = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** https://www.linkedin.com in production: the authorization page and the token endpoint. */
  authBase: string;
  /** https://api.linkedin.com in production: userinfo and the REST APIs. */
  apiBase: string;
  /** The pinned LinkedIn-Version (YYYYMM) of the REST APIs. */
  version: string;
};

export type LinkedInOrganization = { urn: string; id: string; name: string; vanityName: string | null };

export const PERSON_SCOPES = ["openid", "profile", "email", "w_member_social"] as const;
export const ORGANIZATION_SCOPES = ["r_organization_social", "w_organization_social", "rw_organization_admin"] as const;

export function scopesFor(profileType: "individual" | "company"): string[] {
  return profileType === "company" ? [...PERSON_SCOPES, ...ORGANIZATION_SCOPES] : [...PERSON_SCOPES];
}

export type LinkedInGrant = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number | null;
  scopes: string;
};

const userInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  picture: z.string().url().optional(),
});
export type LinkedInUserInfo = { sub: string; name: string; email: string | null; picture: string | null };

/** A LinkedIn call that failed in a way worth telling the member about. */
export class LinkedInError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "LinkedInError";
  }
}

const TIMEOUT_MS = 10_000;

function grantFrom(data: object, now: number): LinkedInGrant {
  const tokens = new OAuth2Tokens(data);
  const expiresIn = "expires_in" in data ? Number((data as { expires_in: unknown }).expires_in) : NaN;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: Number.isFinite(expiresIn) ? now + expiresIn * 1000 : null,
    scopes: tokens.hasScopes() ? tokens.scopes().join(" ") : "",
  };
}

export function linkedin(settings: LinkedInSettings) {
  const client = new LinkedIn(settings.clientId, settings.clientSecret, settings.redirectUri);
  const authBase = settings.authBase.replace(/\/+$/, "");
  const apiBase = settings.apiBase.replace(/\/+$/, "");

  return {
    authorizationUrl(state: string, scopes: string[]): URL {
      const official = client.createAuthorizationURL(state, scopes);
      return new URL(`${authBase}${official.pathname}${official.search}`);
    },

    /** Same form body as arctic's LinkedIn.validateAuthorizationCode (LinkedIn wants the secret in the body). */
    async exchangeCode(code: string, now = Date.now()): Promise<LinkedInGrant> {
      const body = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: settings.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      });
      const response = await fetch(`${authBase}/oauth/v2/accessToken`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const data = await response.json().catch(() => null);
      if (!response.ok || typeof data !== "object" || data === null) {
        const err = data as { error?: string; error_description?: string } | null;
        if (err?.error) throw new OAuth2RequestError(err.error, err.error_description ?? null, null, null);
        throw new LinkedInError(`LinkedIn token endpoint answered ${response.status}`, response.status);
      }
      return grantFrom(data as object, now);
    },

    /** A fresh access token from a refresh token (LinkedIn grants these to some apps only). */
    async refresh(refreshToken: string, now = Date.now()): Promise<LinkedInGrant> {
      const response = await fetch(`${authBase}/oauth/v2/accessToken`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const data = await response.json().catch(() => null);
      if (!response.ok || typeof data !== "object" || data === null) {
        throw new LinkedInError(`LinkedIn refused the refresh token (${response.status})`, response.status);
      }
      return grantFrom(data as object, now);
    },

    /** The company pages the member administers (needs rw_organization_admin). */
    async administeredOrganizations(accessToken: string): Promise<LinkedInOrganization[]> {
      const headers = {
        authorization: `Bearer ${accessToken}`,
        "linkedin-version": settings.version,
        "x-restli-protocol-version": "2.0.0",
      };
      const acls = await fetch(`${apiBase}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!acls.ok) throw new LinkedInError(`LinkedIn organizationAcls answered ${acls.status}`, acls.status);
      const { elements } = z.object({ elements: z.array(z.object({ organization: z.string() })) }).parse(await acls.json());
      const organizations: LinkedInOrganization[] = [];
      for (const { organization } of elements.slice(0, 20)) {
        const id = organization.split(":").pop()!;
        const res = await fetch(`${apiBase}/rest/organizations/${encodeURIComponent(id)}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) continue;
        const org = z.object({ localizedName: z.string(), vanityName: z.string().optional() }).parse(await res.json());
        organizations.push({ urn: organization, id, name: org.localizedName, vanityName: org.vanityName ?? null });
      }
      return organizations;
    },

    async userInfo(accessToken: string): Promise<LinkedInUserInfo> {
      const response = await fetch(`${apiBase}/v2/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new LinkedInError(`LinkedIn userinfo answered ${response.status}`, response.status);
      const info = userInfoSchema.parse(await response.json());
      const name = info.name ?? [info.given_name, info.family_name].filter(Boolean).join(" ");
      return { sub: info.sub, name: name || "LinkedIn member", email: info.email ?? null, picture: info.picture ?? null };
    },
  };
}

export type LinkedInProvider = ReturnType<typeof linkedin>;

/**
 * What became of a post sent to LinkedIn. Only `published` and `unknown` may have put it on
 * LinkedIn; everything else happened before LinkedIn accepted it, so it is safe to act on.
 */
export type PublishOutcome =
  | { kind: "published"; urn: string }
  | { kind: "retryable"; reason: string; status: number | null }
  | { kind: "unauthorized"; reason: string }
  | { kind: "rejected"; reason: string; status: number }
  | { kind: "unknown"; reason: string };

export type NewLinkedInPost = { accessToken: string; authorUrn: string; commentary: string; imageUrns?: string[] };

export type ImageUpload = { ok: true; urn: string } | { ok: false; reason: string };

/** Errors that mean the request never left: nothing can have reached LinkedIn. */
const NOT_SENT = /refused|ENOTFOUND|EAI_AGAIN|getaddrinfo|DNS|Network connection lost before|could not connect/i;

export function linkedinPosts(settings: { apiBase: string; version: string; timeoutMs?: number }) {
  const apiBase = settings.apiBase.replace(/\/+$/, "");
  const restHeaders = (accessToken: string) => ({
    authorization: `Bearer ${accessToken}`,
    "linkedin-version": settings.version,
    "x-restli-protocol-version": "2.0.0",
  });
  return {
    /** Images API: initializeUpload for the author, then PUT the bytes. Never throws. */
    async uploadImage(accessToken: string, ownerUrn: string, bytes: ArrayBuffer, contentType: string): Promise<ImageUpload> {
      try {
        const init = await fetch(`${apiBase}/rest/images?action=initializeUpload`, {
          method: "POST",
          headers: { ...restHeaders(accessToken), "content-type": "application/json" },
          body: JSON.stringify({ initializeUploadRequest: { owner: ownerUrn } }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        if (!init.ok) return { ok: false, reason: `LinkedIn refused the image (${init.status}).` };
        const { value } = z.object({ value: z.object({ uploadUrl: z.string().url(), image: z.string() }) }).parse(await init.json());
        const put = await fetch(value.uploadUrl, {
          method: "PUT",
          headers: { authorization: `Bearer ${accessToken}`, "content-type": contentType },
          body: bytes,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        if (!put.ok) return { ok: false, reason: `LinkedIn didn't take the image's bytes (${put.status}).` };
        return { ok: true, urn: value.image };
      } catch (error) {
        return { ok: false, reason: `The image couldn't reach LinkedIn (${(error as Error).message}).` };
      }
    },

    /** POST /rest/posts with a pinned LinkedIn-Version; never throws. */
    async createPost(post: NewLinkedInPost): Promise<PublishOutcome> {
      let response: Response;
      try {
        response = await fetch(`${apiBase}/rest/posts`, {
          method: "POST",
          headers: { ...restHeaders(post.accessToken), "content-type": "application/json" },
          body: JSON.stringify({
            author: post.authorUrn,
            commentary: escapeLittleText(post.commentary),
            visibility: "PUBLIC",
            distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
            lifecycleState: "PUBLISHED",
            isReshareDisabledByAuthor: false,
            ...imageContent(post.imageUrns ?? []),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const message = (error as Error).message ?? String(error);
        if (NOT_SENT.test(message)) return { kind: "retryable", reason: "LinkedIn could not be reached.", status: null };
        return {
          kind: "unknown",
          reason: "LinkedIn did not answer in time, so we can't tell whether the post went out.",
        };
      }
      const body = await response.text().catch(() => "");
      if (response.status === 201 || response.status === 200) {
        const urn = response.headers.get("x-restli-id") ?? response.headers.get("x-linkedin-id");
        if (urn) return { kind: "published", urn };
        return { kind: "unknown", reason: "LinkedIn accepted the post but did not say where it is." };
      }
      const message = linkedinMessage(body) ?? `LinkedIn answered ${response.status}.`;
      if (response.status === 401) return { kind: "unauthorized", reason: message };
      if (response.status === 429) return { kind: "retryable", reason: "LinkedIn asked us to slow down.", status: 429 };
      if (response.status >= 500) return { kind: "retryable", reason: `LinkedIn had a problem (${response.status}).`, status: response.status };
      return { kind: "rejected", reason: message, status: response.status };
    },
  };
}

/** One image is a single-media post; several are a multi-image post (order kept). */
function imageContent(urns: string[]) {
  if (urns.length === 0) return {};
  if (urns.length === 1) return { content: { media: { id: urns[0] } } };
  return { content: { multiImage: { images: urns.map((id) => ({ id })) } } };
}

function linkedinMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : null;
  } catch {
    return null;
  }
}
