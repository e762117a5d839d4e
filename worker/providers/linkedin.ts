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
import { ANALYTICS_SCOPES, METRIC_QUERY_TYPE, POST_METRICS, type PostMetric, type PostNumbers } from "../../app/spec/analytics";
import { type Answer, answerOf, classifyCallAnswer, classifyPostAnswer, linkedinError, retryAfterMs, type Verdict } from "./linkedin-answers";
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
  /** One timeout for every LinkedIn call (LINKEDIN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Whether the app holds the Community Management API (LINKEDIN_COMMUNITY_MANAGEMENT): company pages and members' post numbers. */
  communityManagement: boolean;
};

/**
 * One set of headers and one timeout for LinkedIn's REST APIs, whoever calls them: every /rest/
 * call carries the pinned LinkedIn-Version (LINKEDIN_VERSION; linkedin-version.ts knows its
 * sunset) and X-Restli-Protocol-Version 2.0.0 from here, and from nowhere else.
 */
type Rest = { apiBase: string; headers(accessToken: string): Record<string, string>; timeout(): AbortSignal };

function restFor(settings: { apiBase: string; version: string; timeoutMs: number }): Rest {
  return {
    apiBase: settings.apiBase.replace(/\/+$/, ""),
    headers: (accessToken) => ({ authorization: `Bearer ${accessToken}`, "linkedin-version": settings.version, "x-restli-protocol-version": "2.0.0" }),
    timeout: () => AbortSignal.timeout(settings.timeoutMs),
  };
}

export type LinkedInOrganization = { urn: string; id: string; name: string; vanityName: string | null };

export const PERSON_SCOPES = ["openid", "profile", "email", "w_member_social"] as const;
/**
 * A member of a Community Management app. That product "requires that it be the only product on the
 * application" (LinkedIn's Developer Portal, as quoted in gitroomhq/postiz-app#918 and
 * trypostit/trypost#73), so the app has no OpenID Connect: it asks for r_basicprofile and reads
 * the member from /v2/me (n8n-io/n8n#7451; docs/decisions/100).
 */
export const COMMUNITY_PERSON_SCOPES = ["r_basicprofile", "w_member_social"] as const;
export const ORGANIZATION_SCOPES = ["r_organization_social", "w_organization_social", "rw_organization_admin"] as const;

/** organizationAcls read a page of 50 at a time, 20 pages at the most (a thousand roles). */
const ACL_PAGE = 50;
const ACL_PAGES_AT_MOST = 20;

/**
 * organizationAcls roles that may post as a company page. The Posts API's permissions table names
 * the content admin "CONTENT_ADMIN"; LinkedIn's DMA Posts page names the same page role
 * "CONTENT_ADMINISTRATOR" (learn.microsoft.com/en-us/linkedin/dma/content/posts). Both are taken:
 * a content admin whose pages went missing at sign-in would be told they manage none.
 */
export const POSTING_ROLES = new Set(["ADMINISTRATOR", "CONTENT_ADMIN", "CONTENT_ADMINISTRATOR", "DIRECT_SPONSORED_CONTENT_POSTER"]);

/**
 * What a post's numbers need. A member's: r_member_postAnalytics (Member Post Statistics,
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/members/post-statistics).
 * A page's: rw_organization_admin with the ADMINISTRATOR role (Organization Share Statistics,
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics),
 * already among ORGANIZATION_SCOPES.
 */
export const MEMBER_ANALYTICS_SCOPE = ANALYTICS_SCOPES.individual;
export const ORGANIZATION_ANALYTICS_SCOPE = "rw_organization_admin";

/**
 * The scopes a sign-in asks for. LinkedIn stops a sign-in that asks for a scope none of the app's
 * products grant (unauthorized_scope_error), so a self-serve app ("Sign In with LinkedIn using
 * OpenID Connect", "Share on LinkedIn") asks for those alone; the Community Management API adds a
 * member's post numbers and every company-page scope. Null: a company page needs a product the app
 * doesn't hold.
 *
 * One set for every sign-in of an app, whichever account is connected: "If you request a different
 * scope than the previously granted scope, all the previous access tokens are invalidated"
 * (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow). A
 * member who connects their profile and then their company page would otherwise sign the profile
 * out, and reconnecting the profile would sign the page out (docs/decisions/083).
 */
export function scopesFor(profileType: "individual" | "company", communityManagement: boolean): string[] | null {
  if (!communityManagement) return profileType === "company" ? null : [...PERSON_SCOPES];
  return [...COMMUNITY_PERSON_SCOPES, MEMBER_ANALYTICS_SCOPE, ...ORGANIZATION_SCOPES];
}

/** Whether an account's granted scopes (apps.scopes) let us read its posts' numbers. */
export function analyticsAllowed(account: { profileType: "individual" | "company"; scopes: string | null }): boolean {
  const granted = new Set((account.scopes ?? "").split(/[\s,]+/).filter(Boolean));
  return granted.has(account.profileType === "company" ? ORGANIZATION_ANALYTICS_SCOPE : MEMBER_ANALYTICS_SCOPE);
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
/** /v2/me with its picture: `profilePicture(displayImage~:playableStreams)` (Profile API). */
const meSchema = z.object({
  id: z.string().min(1),
  localizedFirstName: z.string().optional(),
  localizedLastName: z.string().optional(),
  profilePicture: z
    .object({
      "displayImage~": z.object({ elements: z.array(z.object({ identifiers: z.array(z.object({ identifier: z.string() })).optional() })) }).optional(),
    })
    .optional(),
});
const ME_PROJECTION = "(id,localizedFirstName,localizedLastName,profilePicture(displayImage~:playableStreams))";
export type RefreshResult = { ok: true; grant: LinkedInGrant } | { ok: false; transient: boolean; reason: string; retryAfterMs: number | null };

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

function grantFrom(data: object, now: number): LinkedInGrant {
  const tokens = new OAuth2Tokens(data);
  const expiresIn = "expires_in" in data ? Number((data as { expires_in: unknown }).expires_in) : NaN;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: Number.isFinite(expiresIn) ? now + expiresIn * 1000 : null,
    // LinkedIn answers "scope": "email,openid,profile,w_member_social", comma-separated, where OAuth
    // (and arctic's scopes()) expect spaces: either way, stored one space apart.
    scopes: "scope" in data ? grantedScopes(data.scope) : "",
  };
}

/** The granted scopes, however LinkedIn separates them (commas in its answers, spaces in OAuth's). */
export const grantedScopes = (scope: unknown) =>
  typeof scope === "string"
    ? scope
        .split(/[\s,]+/)
        .filter(Boolean)
        .join(" ")
    : "";

/**
 * The one LinkedIn client: sign-in (OAuth, userinfo, company pages), token refresh, images,
 * posts and the author finder, all with the same headers and timeout.
 */
export function linkedin(settings: LinkedInSettings) {
  const client = new LinkedIn(settings.clientId, settings.clientSecret, settings.redirectUri);
  const authBase = settings.authBase.replace(/\/+$/, "");
  const rest = restFor(settings);
  const apiBase = rest.apiBase;

  /**
   * The urns of every page the member may post as, page after page of organizationAcls: LinkedIn
   * answers 10 at a time unless asked ("count … Default 10"), and the last page is the one with
   * fewer than asked (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination).
   * An agency's member runs more than ten.
   */
  async function postingOrganizationUrns(accessToken: string): Promise<string[]> {
    const headers = rest.headers(accessToken);
    const count = ACL_PAGE;
    const urns: string[] = [];
    for (let start = 0; start < count * ACL_PAGES_AT_MOST; start += count) {
      const acls = await fetch(`${apiBase}/rest/organizationAcls?q=roleAssignee&state=APPROVED&start=${start}&count=${count}`, {
        headers,
        signal: rest.timeout(),
      });
      if (!acls.ok) throw new LinkedInError(`LinkedIn organizationAcls answered ${acls.status}`, acls.status);
      const { elements } = z.object({ elements: z.array(z.object({ organization: z.string(), role: z.string().optional() })) }).parse(await acls.json());
      for (const e of elements) if ((e.role === undefined || POSTING_ROLES.has(e.role)) && !urns.includes(e.organization)) urns.push(e.organization);
      if (elements.length < count) break;
    }
    return urns;
  }

  /** A company page's name and vanity name by its urn; null when LinkedIn doesn't show it. */
  async function organizationOf(accessToken: string, urn: string): Promise<LinkedInOrganization | null> {
    const id = urn.split(":").pop()!;
    const res = await fetch(`${apiBase}/rest/organizations/${encodeURIComponent(id)}`, { headers: rest.headers(accessToken), signal: rest.timeout() });
    if (!res.ok) return null;
    const org = z.object({ localizedName: z.string(), vanityName: z.string().optional() }).parse(await res.json());
    return { urn, id, name: org.localizedName, vanityName: org.vanityName ?? null };
  }

  return {
    ...postsApi(rest),
    postingOrganizationUrns,
    ...analyticsApi(rest),
    /** What a sign-in for this kind of account asks LinkedIn for, with the products this app holds; null: not available. */
    scopesFor: (profileType: "individual" | "company") => scopesFor(profileType, settings.communityManagement),
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
        signal: rest.timeout(),
      });
      const data = await response.json().catch(() => null);
      if (!response.ok || typeof data !== "object" || data === null) {
        const err = data as { error?: string; error_description?: string } | null;
        if (err?.error) throw new OAuth2RequestError(err.error, err.error_description ?? null, null, null);
        throw new LinkedInError(`LinkedIn token endpoint answered ${response.status}`, response.status);
      }
      return grantFrom(data as object, now);
    },

    /**
     * A fresh access token from a refresh token (LinkedIn grants these to some apps only).
     * Never throws: a 5xx, 429 or network error is transient (try again later, the account is
     * fine); only LinkedIn refusing the refresh token means the member must reconnect.
     */
    async refresh(refreshToken: string, now = Date.now()): Promise<RefreshResult> {
      const answer = await answerOf(() =>
        fetch(`${authBase}/oauth/v2/accessToken`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "refresh_token",
            refresh_token: refreshToken,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }),
          signal: rest.timeout(),
        }),
      );
      const verdict = classifyCallAnswer(answer, "Refreshing the LinkedIn sign-in");
      if (verdict.kind === "transient") return { ok: false, transient: true, reason: verdict.reason, retryAfterMs: verdict.retryAfterMs };
      if (verdict.kind !== "ok") return { ok: false, transient: false, reason: verdict.reason, retryAfterMs: null };
      try {
        return { ok: true, grant: grantFrom(JSON.parse((answer as { body: string }).body) as object, now) };
      } catch {
        return { ok: false, transient: true, reason: "LinkedIn's token answer was unreadable.", retryAfterMs: null };
      }
    },

    /**
     * Revokes an access token (LinkedIn's token revocation: POST /oauth/v2/revoke, form-encoded
     * client_id, client_secret and token; 200 when revoked). True when LinkedIn took it; never
     * throws: a member leaving is not held up by LinkedIn being away (our copy is wiped anyway).
     */
    async revoke(accessToken: string): Promise<boolean> {
      try {
        const response = await fetch(`${authBase}/oauth/v2/revoke`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, token: accessToken }),
          signal: rest.timeout(),
        });
        await response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    },

    /**
     * The company pages the member may post as (needs rw_organization_admin): every approved role,
     * kept where the role may post (ADMINISTRATOR, CONTENT_ADMIN or CONTENT_ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER;
     * an ANALYST would be refused at publish time).
     */
    async administeredOrganizations(accessToken: string, limit = 20): Promise<LinkedInOrganization[]> {
      const organizations: LinkedInOrganization[] = [];
      for (const urn of (await postingOrganizationUrns(accessToken)).slice(0, limit)) {
        const org = await organizationOf(accessToken, urn);
        if (org) organizations.push(org);
      }
      return organizations;
    },
    organizationOf,

    /**
     * Any company page by its vanity name, the {name} of linkedin.com/company/{name} (Organization
     * Lookup API, q=vanityName; https://learn.microsoft.com/en-us/linkedin/marketing/community-management/
     * organizations/organization-lookup-api). Null when LinkedIn has no page by that name.
     */
    async organizationByVanityName(accessToken: string, vanityName: string): Promise<LinkedInOrganization | null> {
      const res = await fetch(`${apiBase}/rest/organizations?q=vanityName&vanityName=${encodeURIComponent(vanityName)}`, {
        headers: rest.headers(accessToken),
        signal: rest.timeout(),
      });
      if (!res.ok) throw new LinkedInError(`LinkedIn organization lookup answered ${res.status}`, res.status);
      const { elements } = z
        .object({ elements: z.array(z.object({ id: z.union([z.number(), z.string()]), localizedName: z.string(), vanityName: z.string().optional() })) })
        .parse(await res.json());
      const [org] = elements;
      if (!org) return null;
      return { urn: `urn:li:organization:${org.id}`, id: String(org.id), name: org.localizedName, vanityName: org.vanityName ?? null };
    },

    /** Who signed in: OpenID Connect's userinfo, or /v2/me for a Community Management app, which has no OpenID Connect. */
    async userInfo(accessToken: string): Promise<LinkedInUserInfo> {
      if (settings.communityManagement) {
        const response = await fetch(`${apiBase}/v2/me?projection=${encodeURIComponent(ME_PROJECTION)}`, {
          headers: { authorization: `Bearer ${accessToken}`, "x-restli-protocol-version": "2.0.0" },
          signal: rest.timeout(),
        });
        if (!response.ok) throw new LinkedInError(`LinkedIn /v2/me answered ${response.status}`, response.status);
        const me = meSchema.parse(await response.json());
        const name = [me.localizedFirstName, me.localizedLastName].filter(Boolean).join(" ");
        // The largest picture is the last of its elements.
        const picture = me.profilePicture?.["displayImage~"]?.elements.at(-1)?.identifiers?.[0]?.identifier ?? null;
        return { sub: me.id, name: name || "LinkedIn member", email: null, picture: picture && z.string().url().safeParse(picture).success ? picture : null };
      }
      const response = await fetch(`${apiBase}/v2/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: rest.timeout(),
      });
      if (!response.ok) throw new LinkedInError(`LinkedIn userinfo answered ${response.status}`, response.status);
      const info = userInfoSchema.parse(await response.json());
      const name = info.name ?? [info.given_name, info.family_name].filter(Boolean).join(" ");
      return { sub: info.sub, name: name || "LinkedIn member", email: info.email ?? null, picture: info.picture ?? null };
    },
  };
}

export type LinkedInProvider = ReturnType<typeof linkedin>;

/** What a post carries beside its text, as the Posts API's `content` (worker/publishing/formats/ builds it). */
export type PostContent =
  | { media: { id: string; title?: string } }
  | { multiImage: { images: Array<{ id: string; altText?: string }> } }
  | { article: ArticleContent }
  | { poll: PollContent };

/**
 * A poll as the Posts API's poll content (Poll API, https://learn.microsoft.com/en-us/linkedin/
 * marketing/integrations/community-management/shares/poll-post-api): 2 to 4 options, and a
 * duration of ONE_DAY, THREE_DAYS, SEVEN_DAYS or FOURTEEN_DAYS. LinkedIn never lets it be updated.
 */
export type PollContent = { question: string; options: Array<{ text: string }>; settings: { duration: string } };

export type NewLinkedInPost = { accessToken: string; authorUrn: string; commentary: string; content?: PostContent | null };

/**
 * A link card as the Posts API's article content (https://learn.microsoft.com/en-us/linkedin/
 * marketing/community-management/shares/posts-api, "Article"): LinkedIn "does not support url
 * scraping", so the card is what we send (Article Post API, article-ads-integrations). `title` is
 * required; `thumbnail` is an image urn from the Images API.
 */
export type ArticleContent = { source: string; title: string; description?: string; thumbnail?: string };

/**
 * `status`: LinkedIn's HTTP status when it refused the upload (null for a network error or an
 * unreadable answer). `unauthorized`: LinkedIn refused the token (401), never the image: the
 * caller refreshes the token or asks the member to reconnect.
 */
export type ImageUpload =
  | { ok: true; urn: string }
  | { ok: false; transient: boolean; unauthorized: boolean; reason: string; retryAfterMs: number | null; status?: number | null };

/**
 * A document uploaded through the Documents API (https://learn.microsoft.com/en-us/linkedin/
 * marketing/community-management/shares/documents-api): the same shape as an image's upload.
 */
export type DocumentUpload = ImageUpload;

/**
 * An image's or a document's processing as LinkedIn reports it (GET /rest/images/{urn},
 * /rest/documents/{urn}): WAITING_UPLOAD, PROCESSING, AVAILABLE or PROCESSING_FAILED.
 * `cannot-tell`: LinkedIn would not say (a member's token without r_member_social is refused with
 * 403; docs/decisions/051), or the answer was unreadable; `transient`: ask again.
 */
export type MediaStatus =
  | { kind: "status"; status: "WAITING_UPLOAD" | "PROCESSING" | "AVAILABLE" | "PROCESSING_FAILED" }
  | { kind: "cannot-tell"; reason: string; httpStatus: number | null }
  | { kind: "transient"; reason: string };

/** A post as LinkedIn's author finder lists it: enough to recognise one of ours. */
export type ListedPost = { urn: string; commentary: string; createdAt: number | null; lastModifiedAt: number | null };
export type AuthorPosts = { ok: true; posts: ListedPost[]; complete: boolean } | { ok: false; reason: string; unauthorized: boolean };

const listedPostSchema = z.object({
  id: z.string(),
  commentary: z.string().optional().default(""),
  createdAt: z.number().optional(),
  publishedAt: z.number().optional(),
  lastModifiedAt: z.number().optional(),
});

/** A comment as LinkedIn lists it under a post: enough to recognise the first comment we sent. */
export type ListedComment = { urn: string; actor: string; text: string };
export type PostComments = { ok: true; comments: ListedComment[]; complete: boolean } | { ok: false; reason: string; unauthorized: boolean; refused: boolean };

const listedCommentSchema = z.object({
  id: z.string().optional(),
  $URN: z.string().optional(),
  actor: z.string(),
  message: z.object({ text: z.string() }).optional(),
});

/** The Posts, Images and author-finder calls; part of the one client above. */
function postsApi(rest: Rest) {
  const { apiBase, timeout } = rest;
  const restHeaders = rest.headers;
  const imageFailure = (answer: Answer, what: string): ImageUpload => {
    const verdict = classifyCallAnswer(answer, what);
    if (verdict.kind === "transient") return { ok: false, transient: true, unauthorized: false, reason: verdict.reason, retryAfterMs: verdict.retryAfterMs };
    const status = answer.kind === "http" ? answer.status : null;
    const reason = verdict.kind === "ok" ? `${what} answered without an image.` : verdict.reason;
    return { ok: false, transient: false, unauthorized: verdict.kind === "unauthorized", reason, retryAfterMs: null, status };
  };
  /**
   * The Images and Documents APIs upload alike: initializeUpload for the owner, then one PUT of the
   * bytes to the URL it answered, which must name a urn:li:image / urn:li:document. Never throws.
   */
  const initializeAndPut = async (
    accessToken: string,
    ownerUrn: string,
    bytes: ArrayBuffer,
    media: { api: "images" | "documents"; urn: "image" | "document"; what: string; contentType: string; sending: string },
  ): Promise<ImageUpload> => {
    const init = await answerOf(() =>
      fetch(`${apiBase}/rest/${media.api}?action=initializeUpload`, {
        method: "POST",
        headers: { ...restHeaders(accessToken), "content-type": "application/json" },
        body: JSON.stringify({ initializeUploadRequest: { owner: ownerUrn } }),
        signal: timeout(),
      }),
    );
    const upload = `LinkedIn's ${media.what} upload`;
    if (init.kind !== "http" || init.status >= 300) return imageFailure(init, upload);
    const parsed = z
      .object({ value: z.object({ uploadUrl: z.string().url(), [media.urn]: z.string().startsWith(`urn:li:${media.urn}:`) }) })
      .safeParse(safeJson(init.body));
    if (!parsed.success) return { ok: false, transient: true, unauthorized: false, reason: `${upload} answered something unreadable.`, retryAfterMs: null };
    const value = parsed.data.value as { uploadUrl: string } & Record<string, string>;
    const put = await answerOf(() =>
      fetch(value.uploadUrl, {
        method: "PUT",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": media.contentType },
        body: bytes,
        signal: timeout(),
      }),
    );
    if (put.kind !== "http" || put.status >= 300) {
      const failed = imageFailure(put, media.sending);
      // LinkedIn says why it refused the file (its size, its pages): the member reads it.
      const said = put.kind === "http" && put.status < 500 ? z.object({ message: z.string() }).safeParse(safeJson(put.body)) : null;
      return !failed.ok && said?.success ? { ...failed, reason: `${failed.reason.replace(/\.$/, "")}: ${said.data.message}` } : failed;
    }
    return { ok: true, urn: value[media.urn] };
  };
  return {
    /** Images API: initializeUpload for the author, then PUT the bytes. Never throws. */
    uploadImage: (accessToken: string, ownerUrn: string, bytes: ArrayBuffer, contentType: string): Promise<ImageUpload> =>
      initializeAndPut(accessToken, ownerUrn, bytes, {
        api: "images",
        urn: "image",
        what: "image",
        contentType,
        sending: "Sending the image's bytes to LinkedIn",
      }),

    /** Documents API: the same two steps, the bytes sent with the same token as an image's. Never throws. */
    uploadDocument: (accessToken: string, ownerUrn: string, bytes: ArrayBuffer): Promise<DocumentUpload> =>
      initializeAndPut(accessToken, ownerUrn, bytes, {
        api: "documents",
        urn: "document",
        what: "document",
        contentType: "application/octet-stream",
        sending: "Sending the PDF to LinkedIn",
      }),

    /** GET /rest/images/{urn} or /rest/documents/{urn} (by the urn): where LinkedIn's processing of it is. Never throws. */
    async mediaStatus(accessToken: string, mediaUrn: string): Promise<MediaStatus> {
      const what = mediaUrn.startsWith("urn:li:document:") ? "document" : "image";
      const answer = await answerOf(() =>
        fetch(`${apiBase}/rest/${what}s/${encodeURIComponent(mediaUrn)}`, { headers: restHeaders(accessToken), signal: timeout() }),
      );
      const verdict = classifyCallAnswer(answer, `LinkedIn's ${what} status`);
      if (verdict.kind === "transient") return { kind: "transient", reason: verdict.reason };
      const httpStatus = answer.kind === "http" ? answer.status : null;
      if (verdict.kind !== "ok") return { kind: "cannot-tell", reason: verdict.reason, httpStatus };
      const parsed = z
        .object({ status: z.enum(["WAITING_UPLOAD", "PROCESSING", "AVAILABLE", "PROCESSING_FAILED"]) })
        .safeParse(safeJson((answer as { body: string }).body));
      if (!parsed.success) return { kind: "cannot-tell", reason: `LinkedIn's ${what} status was unreadable.`, httpStatus };
      return { kind: "status", status: parsed.data.status };
    },

    /** POST /rest/posts with a pinned LinkedIn-Version; never throws. What the answer proves is decided by one table. */
    async createPost(post: NewLinkedInPost): Promise<Verdict> {
      const answer = await answerOf(() =>
        fetch(`${apiBase}/rest/posts`, {
          method: "POST",
          headers: { ...restHeaders(post.accessToken), "content-type": "application/json" },
          body: JSON.stringify({
            author: post.authorUrn,
            commentary: escapeLittleText(post.commentary),
            visibility: "PUBLIC",
            distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
            lifecycleState: "PUBLISHED",
            isReshareDisabledByAuthor: false,
            ...(post.content ? { content: post.content } : {}),
          }),
          signal: timeout(),
        }),
      );
      return classifyPostAnswer(answer);
    },

    /**
     * A comment under a post, as its author (Comments API: POST /rest/socialActions/{postUrn}/comments
     * with actor, object and message.text; https://learn.microsoft.com/en-us/linkedin/marketing/
     * community-management/shares/comments-api). The text goes as it is: a comment's message is
     * plain text with `attributes` for mentions, not little text, so escaping would show the
     * backslashes (docs/decisions/047). Never throws; LinkedIn gives the comment's urn in
     * x-restli-id or in the body. What the answer proves is read as for a post.
     */
    async createComment(comment: { accessToken: string; actorUrn: string; postUrn: string; text: string }): Promise<Verdict> {
      const answer = await answerOf(() =>
        fetch(`${apiBase}/rest/socialActions/${encodeURIComponent(comment.postUrn)}/comments`, {
          method: "POST",
          headers: { ...restHeaders(comment.accessToken), "content-type": "application/json" },
          body: JSON.stringify({ actor: comment.actorUrn, object: comment.postUrn, message: { text: comment.text } }),
          signal: timeout(),
        }),
      );
      if (answer.kind === "http" && answer.status >= 200 && answer.status < 300 && !answer.headers.get("x-restli-id")) {
        const body = listedCommentSchema.partial({ actor: true }).safeParse(safeJson(answer.body));
        const urn = body.success ? (body.data.$URN ?? body.data.id) : undefined;
        if (urn) return { kind: "stored", urn };
      }
      return classifyPostAnswer(answer);
    },

    /**
     * The comments under a post (GET /rest/socialActions/{postUrn}/comments, LinkedIn's paged
     * `elements`), at most `maxPages` pages of 100. Reading them needs r_member_social for a
     * member, r_organization_social for a page; `refused` says LinkedIn would not let us look.
     */
    async listComments(accessToken: string, postUrn: string, maxPages = 5): Promise<PostComments> {
      const pageSize = 100;
      const comments: ListedComment[] = [];
      for (let page = 0; page < maxPages; page++) {
        const url = `${apiBase}/rest/socialActions/${encodeURIComponent(postUrn)}/comments?count=${pageSize}&start=${page * pageSize}`;
        const answer = await answerOf(() => fetch(url, { headers: restHeaders(accessToken), signal: timeout() }));
        if (answer.kind !== "http" || answer.status !== 200) {
          const status = answer.kind === "http" ? answer.status : null;
          const reason = status ? `LinkedIn's comment list answered ${status}.` : "LinkedIn's comment list could not be read.";
          return { ok: false, reason, unauthorized: status === 401, refused: status === 403 };
        }
        const parsed = z.object({ elements: z.array(listedCommentSchema) }).safeParse(safeJson(answer.body));
        if (!parsed.success) return { ok: false, reason: "LinkedIn's comment list was unreadable.", unauthorized: false, refused: false };
        for (const e of parsed.data.elements) comments.push({ urn: e.$URN ?? e.id ?? "", actor: e.actor, text: e.message?.text ?? "" });
        if (parsed.data.elements.length < pageSize) return { ok: true, comments, complete: true };
      }
      return { ok: true, comments, complete: false };
    },

    /**
     * The author's posts since an instant (GET /rest/posts?q=author, newest change first, paged
     * back until the page reaches past `since`, at most `maxPages` pages). Needs
     * r_organization_social for a company page, r_member_social for a member. `complete` says
     * whether the list reaches back past `since`, so that a post missing from it is really missing.
     */
    async recentPosts(accessToken: string, authorUrn: string, since: number, maxPages = 5): Promise<AuthorPosts> {
      const pageSize = 100;
      const posts: ListedPost[] = [];
      for (let page = 0; page < maxPages; page++) {
        const url = `${apiBase}/rest/posts?q=author&author=${encodeURIComponent(authorUrn)}&count=${pageSize}&start=${page * pageSize}&sortBy=LAST_MODIFIED`;
        const answer = await answerOf(() => fetch(url, { headers: { ...restHeaders(accessToken), "x-restli-method": "FINDER" }, signal: timeout() }));
        if (answer.kind !== "http" || answer.status !== 200) {
          const reason = answer.kind === "http" ? `LinkedIn's post list answered ${answer.status}.` : "LinkedIn's post list could not be read.";
          return { ok: false, reason, unauthorized: answer.kind === "http" && answer.status === 401 };
        }
        const parsed = z.object({ elements: z.array(listedPostSchema) }).safeParse(safeJson(answer.body));
        if (!parsed.success) return { ok: false, reason: "LinkedIn's post list was unreadable.", unauthorized: false };
        for (const e of parsed.data.elements) {
          posts.push({
            urn: e.id,
            commentary: e.commentary,
            createdAt: e.createdAt ?? e.publishedAt ?? null,
            lastModifiedAt: e.lastModifiedAt ?? e.createdAt ?? null,
          });
        }
        const oldest = Math.min(...parsed.data.elements.map((e) => e.lastModifiedAt ?? e.createdAt ?? Number.POSITIVE_INFINITY));
        if (parsed.data.elements.length < pageSize || oldest < since) return { ok: true, posts, complete: true };
      }
      return { ok: true, posts, complete: false };
    },
  };
}

/**
 * One reading of a post's numbers. Never an exception: `rate-limited` (429; LinkedIn documents
 * no Retry-After, so `retryAfterMs` is null unless it sent one), `missing-scope` (403: the token
 * may not read them; asking again will not help), `unauthorized` (401), `not-found` (404: the
 * post is gone), `transient` (5xx, 408, network), `refused` (another 4xx, e.g. 426).
 */
export type MetricFailure = {
  ok: false;
  kind: "rate-limited" | "missing-scope" | "unauthorized" | "not-found" | "transient" | "refused";
  reason: string;
  status: number | null;
  retryAfterMs: number | null;
};
export type MetricReading = { ok: true; value: number | null } | MetricFailure;
export type PostStatistics = { ok: true; numbers: PostNumbers } | MetricFailure;

function metricFailure(answer: Answer, what: string): MetricFailure {
  const status = answer.kind === "http" ? answer.status : null;
  const said = answer.kind === "http" ? linkedinError(answer.body)?.message : null;
  const reason = `${what} ${status ? `answered ${status}` : "could not be reached"}${said ? `: ${said}` : "."}`;
  const retryAfter = answer.kind === "http" ? retryAfterMs(answer.headers) : null;
  if (status === 429) return { ok: false, kind: "rate-limited", reason, status, retryAfterMs: retryAfter };
  if (status === 403) return { ok: false, kind: "missing-scope", reason, status, retryAfterMs: null };
  if (status === 401) return { ok: false, kind: "unauthorized", reason, status, retryAfterMs: null };
  if (status === 404) return { ok: false, kind: "not-found", reason, status, retryAfterMs: null };
  if (status === null || status === 408 || status >= 500) return { ok: false, kind: "transient", reason, status, retryAfterMs: retryAfter };
  return { ok: false, kind: "refused", reason, status, retryAfterMs: null };
}

/**
 * A post urn as the analytics finder's typed entity: `(share:urn%3Ali%3Ashare%3A…)` or
 * `(ugc:urn%3Ali%3AugcPost%3A…)` (Member Post Statistics, "entity": a share or ugcPost urn, as a
 * Rest.li union with the urn encoded). Null for any other urn.
 */
export function analyticsEntity(postUrn: string): string | null {
  if (/^urn:li:share:\d+$/.test(postUrn)) return `(share:${encodeURIComponent(postUrn)})`;
  if (/^urn:li:ugcPost:\d+$/.test(postUrn)) return `(ugc:${encodeURIComponent(postUrn)})`;
  return null;
}

const metricElementSchema = z.object({
  count: z.number().nullable().optional(),
  // A string from li-lms-2026-05; before, {"com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1": "IMPRESSION"}.
  metricType: z.union([z.string(), z.record(z.string())]).optional(),
});

const shareStatisticsSchema = z.object({
  elements: z.array(
    z.object({
      share: z.string().optional(),
      ugcPost: z.string().optional(),
      totalShareStatistics: z.object({
        impressionCount: z.number().optional(),
        uniqueImpressionsCount: z.number().optional(),
        likeCount: z.number().optional(),
        commentCount: z.number().optional(),
        shareCount: z.number().optional(),
      }),
    }),
  ),
});

/** A post's numbers: a member's, one metric a call; a company page's, all in one. */
function analyticsApi(rest: Rest) {
  const { apiBase, timeout } = rest;
  return {
    /**
     * One metric of one of the member's own posts, lifetime total (Member Post Statistics:
     * GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:…)&queryType=IMPRESSION&aggregation=TOTAL,
     * one queryType per call, needs r_member_postAnalytics). `value` is null when LinkedIn has no
     * data point for it. Never throws.
     */
    async memberPostMetric(accessToken: string, postUrn: string, metric: PostMetric): Promise<MetricReading> {
      const entity = analyticsEntity(postUrn);
      const queryType = METRIC_QUERY_TYPE[metric];
      if (!entity) return { ok: false, kind: "refused", reason: `LinkedIn has no numbers for ${postUrn}.`, status: null, retryAfterMs: null };
      const url = `${apiBase}/rest/memberCreatorPostAnalytics?q=entity&entity=${entity}&queryType=${queryType}&aggregation=TOTAL`;
      const answer = await answerOf(() => fetch(url, { headers: rest.headers(accessToken), signal: timeout() }));
      const what = `LinkedIn's post statistics (${queryType})`;
      if (answer.kind !== "http" || answer.status !== 200) return metricFailure(answer, what);
      const parsed = z.object({ elements: z.array(metricElementSchema) }).safeParse(safeJson(answer.body));
      if (!parsed.success) return { ok: false, kind: "transient", reason: `${what} was unreadable.`, status: 200, retryAfterMs: null };
      const total = parsed.data.elements.reduce<number | null>((sum, e) => (typeof e.count === "number" ? (sum ?? 0) + e.count : sum), null);
      return { ok: true, value: total };
    },

    /**
     * A company page's post, lifetime totals (Organization Share Statistics:
     * GET /rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity={org}
     * &shares=List({share}) or &ugcPosts=List({ugcPost}), without timeIntervals; needs
     * rw_organization_admin as ADMINISTRATOR). LinkedIn gives no saves for a page: null.
     */
    async organizationPostStatistics(accessToken: string, organizationUrn: string, postUrn: string): Promise<PostStatistics> {
      const list = postUrn.startsWith("urn:li:ugcPost:") ? "ugcPosts" : "shares";
      const url = `${apiBase}/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(organizationUrn)}&${list}=List(${encodeURIComponent(postUrn)})`;
      const answer = await answerOf(() => fetch(url, { headers: rest.headers(accessToken), signal: timeout() }));
      const what = "LinkedIn's page post statistics";
      if (answer.kind !== "http" || answer.status !== 200) return metricFailure(answer, what);
      const parsed = shareStatisticsSchema.safeParse(safeJson(answer.body));
      if (!parsed.success) return { ok: false, kind: "transient", reason: `${what} were unreadable.`, status: 200, retryAfterMs: null };
      const element = parsed.data.elements.find((e) => e.share === postUrn || e.ugcPost === postUrn);
      const t = element?.totalShareStatistics;
      const numbers = Object.fromEntries(POST_METRICS.map((m) => [m, null])) as PostNumbers;
      if (t) {
        numbers.impressions = t.impressionCount ?? null;
        numbers.membersReached = t.uniqueImpressionsCount ?? null;
        numbers.reactions = t.likeCount ?? null;
        numbers.comments = t.commentCount ?? null;
        numbers.reshares = t.shareCount ?? null;
      }
      return { ok: true, numbers };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
