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

export type LinkedInSettings = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** https://www.linkedin.com in production: the authorization page and the token endpoint. */
  authBase: string;
  /** https://api.linkedin.com in production: userinfo and the REST APIs. */
  apiBase: string;
};

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
      const tokens = new OAuth2Tokens(data as object);
      const expiresIn = "expires_in" in data ? Number((data as { expires_in: unknown }).expires_in) : NaN;
      return {
        accessToken: tokens.accessToken(),
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
        expiresAt: Number.isFinite(expiresIn) ? now + expiresIn * 1000 : null,
        scopes: tokens.hasScopes() ? tokens.scopes().join(" ") : "",
      };
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
