/**
 * Every setting of the API Worker, declared once (issue 10): the zod schema the worker parses
 * (each with its description), and beside it, keyed by the same names (the compiler holds them
 * together), where each lives (a secret, or a [vars] entry of worker/wrangler.toml), its value in
 * production's .dev.vars.example, and its value for `npm start` and for the test pool.
 * Generated from here: .dev.vars.example (`npm run settings`); checked against here by
 * test/app/settings.test.ts: wrangler.toml's [vars] and [secrets], worker-configuration.d.ts.
 */
import { z } from "zod";

const text = z.string();
const url = z.string().url();
const count = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
/** "true" or "false", as a variable holds it; read as a boolean. */
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false"])
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true");

export const settingsSchema = z.object({
  APP_URL: url.describe("Where the web app is served; LinkedIn redirects back here."),
  LINKEDIN_CLIENT_ID: text
    .min(1)
    .describe('LinkedIn app (https://www.linkedin.com/developers/apps), products "Sign In with LinkedIn using OpenID Connect" and "Share on LinkedIn".'),
  LINKEDIN_CLIENT_SECRET: text.min(1).describe("The LinkedIn app's client secret. Redirect URL: <APP_URL>/public/api/oauth/linkedin/callback"),
  LINKEDIN_AUTH_BASE: url.describe("LinkedIn's sign-in host (the emulator locally)."),
  LINKEDIN_API_BASE: url.describe("LinkedIn's API host (the emulator locally)."),
  LINKEDIN_VERSION: text.regex(/^\d{6}$/, "LINKEDIN_VERSION is YYYYMM").describe("The pinned LinkedIn-Version (YYYYMM) of the REST APIs."),
  LINKEDIN_COMMUNITY_MANAGEMENT: flag(false).describe(
    "Whether the LinkedIn app is a Community Management API app (approved by LinkedIn, and that product must be the app's only one): company pages and a member's post numbers (r_member_postAnalytics) need it; members then sign in with r_basicprofile and are read from /v2/me, without an email address. false: a self-serve app (Sign In with LinkedIn using OpenID Connect, Share on LinkedIn): sign-in asks only for its scopes, and company pages are refused in plain words.",
  ),
  LINKEDIN_TIMEOUT_MS: count(100, 60_000, 15_000).describe("How long one LinkedIn API call may take before its outcome counts as unknown."),
  SESSION_SECRET: text
    .min(32, "SESSION_SECRET must be at least 32 characters")
    .describe("HMAC key that signs session tokens: 32+ random characters (openssl rand -base64 48)."),
  OPERATOR_KEY: text
    .min(32, "OPERATOR_KEY must be at least 32 characters")
    .describe("The x-operator-key header that opens GET /api/ops/status (docs/decisions/037): 32+ random characters (openssl rand -base64 48)."),
  TOKEN_ENCRYPTION_KEY: text
    .refine((v) => {
      try {
        return atob(v).length === 32;
      } catch {
        return false;
      }
    }, "TOKEN_ENCRYPTION_KEY must be 32 bytes, base64")
    .describe("AES-256-GCM key for LinkedIn tokens at rest: 32 random bytes, base64 (openssl rand -base64 32)."),
  PEXELS_API_KEY: text.min(1).describe("Stock photos (https://www.pexels.com/api/); the key stays on the server."),
  PEXELS_API_BASE: url.describe("The Pexels API (the emulator locally)."),
  STOCK_IMAGE_HOSTS: text
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe("The only hosts a stock image may be fetched from when publishing (comma-separated host[:port])."),
  LINK_PREVIEW_ALLOWED_HOSTS: text
    .optional()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe(
      "Hosts a link card may be read from whatever their address (comma-separated host[:port]): the local pages emulator. Empty in production: public hosts only.",
    ),
  LINK_PREVIEW_DNS_URL: z
    .union([url, z.literal("")])
    .default("https://cloudflare-dns.com/dns-query")
    .describe("DNS over HTTPS (JSON) that a link card's host is resolved with first: a name pointing at a private address is refused. Empty: not checked."),
  LINK_PREVIEW_TIMEOUT_MS: count(100, 30_000, 5000).describe("How long reading a link card's page or picture may take, redirects included."),
  R2_ACCOUNT_ID: text.optional().default("").describe("R2's S3 API for presigned upload URLs (production). Leave all four empty locally."),
  R2_ACCESS_KEY_ID: text.optional().default("").describe("R2 access key id."),
  R2_SECRET_ACCESS_KEY: text.optional().default("").describe("R2 secret access key."),
  R2_BUCKET_NAME: text.optional().default("").describe("R2 bucket for uploads."),
  AI_BASE_URL: text
    .optional()
    .default("")
    .describe(
      "Writing with AI: any OpenAI-compatible chat-completions endpoint (it wins over Workers AI when set). All three empty and no AI binding: the offline writer drafts and the UI says so.",
    ),
  AI_API_KEY: text.optional().default("").describe("The AI endpoint's key."),
  AI_MODEL: text.optional().default("").describe("The AI endpoint's model name."),
  PHONE_AGENT_API_BASE: url.describe("The onboarding phone call: the voice agent's API (Vapi: https://api.vapi.ai; the phone emulator locally)."),
  PHONE_AGENT_API_KEY: text.min(1).describe("The voice agent's private API key."),
  PHONE_AGENT_ASSISTANT_ID: text
    .min(1)
    .describe("The saved assistant that asks the onboarding questions (its structured data: targetAudience, mainGoals, websiteUrl, specificPromotions)."),
  PHONE_AGENT_PHONE_NUMBER_ID: text.min(1).describe("The outbound number the call comes from (an imported Twilio or Telnyx number)."),
  PHONE_AGENT_WEBHOOK_SECRET: text
    .min(16, "PHONE_AGENT_WEBHOOK_SECRET must be at least 16 characters")
    .describe("The HMAC secret of the voice agent's webhook credential (<APP_URL>/public/api/phone-agent/webhook)."),
  WORKERS_AI_MODEL: text
    .min(1)
    .default("@cf/meta/llama-3.3-70b-instruct-fp8-fast")
    .describe("The Workers AI text model, used when the AI binding is declared (production's default writer)."),
  HACKER_NEWS_API_BASE: z
    .union([url, z.literal("")])
    .default("")
    .describe(
      "Hacker News's API (https://hacker-news.firebaseio.com; the emulator locally): its top and best stories feed the inspiration library. Empty: not read.",
    ),
  FEED_SOURCES: text
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().url("FEED_SOURCES lists RSS or Atom feed URLs")).max(50))
    .describe("RSS or Atom feeds read into the inspiration library, separated by commas (README: add a source)."),
  FEED_REFRESH_MINUTES: count(0, 1440, 30).describe("How often each feed source is read and the trending topics computed again; 0 stops both."),
  WORKERS_AI_EMBEDDINGS_MODEL: text
    .min(1)
    .default("@cf/baai/bge-base-en-v1.5")
    .describe("The Workers AI embeddings model that groups posts into trending topics when the AI binding is declared (keywords without it)."),
  SCHEDULER_SELF_START: flag(true).describe(
    "Start the Scheduler's alarm on an isolate's first signed-in request, so a local run (no cron) sweeps without waiting for a new post.",
  ),
  SIGNIN_STARTS_PER_10_MIN: count(1, 100_000, 30).describe("Sign-in starts allowed from one address (CF-Connecting-IP) in ten minutes."),
  PHONE_CALL_COUNTRIES: text
    .default("US,GB,IE,DE,FR,NL,ES,IT,CA,AU,IN")
    .transform((v) =>
      v
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "PHONE_CALL_COUNTRIES lists ISO country codes (GB, US…)")))
    .describe("The countries whose numbers the onboarding call may ring (ISO codes, comma-separated); any other is refused (worker/http/budgets.ts)."),
  PHONE_CALL_FICTIONAL_NUMBERS: flag(false).describe(
    "Ring the numbers no one holds (Ofcom's 07700 900xxx, North America's 555): the phone emulator's test numbers. false in production.",
  ),
  BUDGET_MULTIPLIER: count(1, 100_000, 1).describe(
    "Every budget of worker/http/budgets.ts (phone calls, invites, exports, calendar model calls) times this: 1 in production.",
  ),
  JOB_RETRY_MAX_DELAY_SECONDS: count(0, 3600, 60).describe("Longest wait between two attempts of a job (backoff doubles up to it)."),
  JOBS_DLQ_NAME: text.min(1).default("linkedin-studio-jobs-dlq").describe("The dead-letter queue: its batches go to each job kind's dead-letter handler."),
  RATE_LIMIT_MAX_DELAY_SECONDS: count(0, 43_200, 1800).describe("Longest wait between two tries after a 429 that named no Retry-After (LinkedIn sends none)."),
  PUBLISH_LEASE_MS: count(300, 600_000, 60_000).describe("A publishing claim's lease; a heartbeat renews it while LinkedIn is being called."),
  RECONCILE_DELAY_MS: count(0, 60_000, 5_000).describe("How long to let LinkedIn settle before looking a post up after an ambiguous answer."),
});

export type Config = z.infer<typeof settingsSchema>;
export type SettingName = keyof typeof settingsSchema.shape;

/** What `npm start` and the test pool know when they make their values. */
export type LocalContext = {
  appUrl: string;
  linkedinUrl: string;
  pexelsUrl: string;
  phoneUrl: string;
  hackerNewsUrl: string;
  feedsUrl: string;
  random(bytes: number): string;
};

type Where =
  /** A secret: `wrangler secret put` in production; `npm start` passes it; listed in .dev.vars.example. */
  | { secret: true; example: string; local: string | ((ctx: LocalContext) => string); test: string | ((ctx: LocalContext) => string) }
  /** A [vars] entry of worker/wrangler.toml (its production value); the test pool may set its own. */
  | { secret: false; production: string; test?: string };

const fromCtx = (pick: (ctx: LocalContext) => string) => pick;

export const SETTINGS: Record<SettingName, Where> = {
  APP_URL: { secret: true, example: "http://127.0.0.1:8788", local: (c) => c.appUrl, test: "http://app.test" },
  LINKEDIN_CLIENT_ID: { secret: true, example: "", local: "local-linkedin-client", test: "test-client" },
  LINKEDIN_CLIENT_SECRET: { secret: true, example: "", local: "local-linkedin-secret", test: "test-secret" },
  LINKEDIN_AUTH_BASE: { secret: true, example: "https://www.linkedin.com", local: fromCtx((c) => c.linkedinUrl), test: fromCtx((c) => c.linkedinUrl) },
  LINKEDIN_API_BASE: { secret: true, example: "https://api.linkedin.com", local: fromCtx((c) => c.linkedinUrl), test: fromCtx((c) => c.linkedinUrl) },
  // LinkedIn's API version: runway checked by test/app/linkedin-version.test.ts (README "LinkedIn's version").
  LINKEDIN_VERSION: { secret: false, production: "202609" },
  LINKEDIN_TIMEOUT_MS: { secret: false, production: "15000", test: "1500" },
  // A new LinkedIn app has only the self-serve products; the emulator grants every scope.
  LINKEDIN_COMMUNITY_MANAGEMENT: { secret: true, example: "false", local: "true", test: "true" },
  SESSION_SECRET: { secret: true, example: "", local: (c) => c.random(48), test: "test-session-secret-that-is-long-enough-0123456789" },
  // Locally a known key, so a developer can read the status page (README "Operating it"); never in production.
  OPERATOR_KEY: { secret: true, example: "", local: "local-operator-key-for-127.0.0.1-only", test: "test-operator-key-that-is-long-enough-0123456789" },
  TOKEN_ENCRYPTION_KEY: { secret: true, example: "", local: (c) => c.random(32), test: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=" },
  PEXELS_API_KEY: { secret: true, example: "", local: "local-pexels-key", test: "test-pexels-key" },
  PEXELS_API_BASE: { secret: true, example: "https://api.pexels.com", local: (c) => c.pexelsUrl, test: (c) => c.pexelsUrl },
  STOCK_IMAGE_HOSTS: { secret: true, example: "images.pexels.com", local: (c) => new URL(c.pexelsUrl).host, test: (c) => new URL(c.pexelsUrl).host },
  // Link cards: the pages emulator (part of the feeds emulator) is on 127.0.0.1, and answers DNS questions too.
  LINK_PREVIEW_ALLOWED_HOSTS: { secret: true, example: "", local: (c) => new URL(c.feedsUrl).host, test: (c) => new URL(c.feedsUrl).host },
  LINK_PREVIEW_DNS_URL: {
    secret: true,
    example: "https://cloudflare-dns.com/dns-query",
    local: (c) => `${c.feedsUrl}/dns-query`,
    test: (c) => `${c.feedsUrl}/dns-query`,
  },
  // Short in the tests, so a slow page is given up quickly.
  LINK_PREVIEW_TIMEOUT_MS: { secret: false, production: "5000", test: "1000" },
  R2_ACCOUNT_ID: { secret: true, example: "", local: "", test: "" },
  R2_ACCESS_KEY_ID: { secret: true, example: "", local: "", test: "" },
  R2_SECRET_ACCESS_KEY: { secret: true, example: "", local: "", test: "" },
  R2_BUCKET_NAME: { secret: true, example: "linkedin-studio-media", local: "", test: "" },
  AI_BASE_URL: { secret: true, example: "", local: "", test: "" },
  AI_API_KEY: { secret: true, example: "", local: "", test: "" },
  AI_MODEL: { secret: true, example: "", local: "", test: "" },
  PHONE_AGENT_API_BASE: { secret: true, example: "https://api.vapi.ai", local: (c) => c.phoneUrl, test: (c) => c.phoneUrl },
  PHONE_AGENT_API_KEY: { secret: true, example: "", local: "local-phone-key", test: "test-phone-key" },
  PHONE_AGENT_ASSISTANT_ID: { secret: true, example: "", local: "onboarding-assistant", test: "onboarding-assistant" },
  PHONE_AGENT_PHONE_NUMBER_ID: { secret: true, example: "", local: "studio-number", test: "studio-number" },
  PHONE_AGENT_WEBHOOK_SECRET: { secret: true, example: "", local: "local-phone-webhook-secret", test: "test-phone-webhook-secret" },
  WORKERS_AI_MODEL: { secret: false, production: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" },
  HACKER_NEWS_API_BASE: { secret: true, example: "https://hacker-news.firebaseio.com", local: (c) => c.hackerNewsUrl, test: (c) => c.hackerNewsUrl },
  FEED_SOURCES: {
    secret: true,
    example: "https://news.ycombinator.com/rss",
    local: (c) => `${c.feedsUrl}/feeds/work-notes.xml,${c.feedsUrl}/feeds/founders.atom`,
    test: (c) => `${c.feedsUrl}/feeds/work-notes.xml,${c.feedsUrl}/feeds/founders.atom`,
  },
  // The worker tests read sources and compute topics when they choose to, not on a sweep.
  FEED_REFRESH_MINUTES: { secret: false, production: "30", test: "0" },
  WORKERS_AI_EMBEDDINGS_MODEL: { secret: false, production: "@cf/baai/bge-base-en-v1.5" },
  SCHEDULER_SELF_START: { secret: false, production: "true", test: "false" },
  // Every local request comes from 127.0.0.1, and the browser tests and benchmarks sign in often.
  SIGNIN_STARTS_PER_10_MIN: { secret: true, example: "30", local: "100000", test: "20" },
  // The emulator's numbers are fictional ones (07700 900123, 555 010 2345); production rings real ones only.
  PHONE_CALL_COUNTRIES: {
    secret: true,
    example: "US,GB,IE,DE,FR,NL,ES,IT,CA,AU,IN",
    local: "US,GB,IE,DE,FR,NL,ES,IT,CA,AU,IN",
    test: "US,GB,IE,DE,FR,NL,ES,IT,CA,AU,IN",
  },
  PHONE_CALL_FICTIONAL_NUMBERS: { secret: true, example: "false", local: "true", test: "true" },
  // The local stack's browser tests and benchmarks ring the same test numbers day after day; the worker tests keep production's budgets.
  BUDGET_MULTIPLIER: { secret: true, example: "1", local: "1000", test: "1" },
  JOB_RETRY_MAX_DELAY_SECONDS: { secret: false, production: "60", test: "0" },
  JOBS_DLQ_NAME: { secret: false, production: "linkedin-studio-jobs-dlq" },
  RATE_LIMIT_MAX_DELAY_SECONDS: { secret: false, production: "1800", test: "1" },
  // Short in the tests, so they can outlast a lease; the heartbeat keeps live calls claimed.
  PUBLISH_LEASE_MS: { secret: false, production: "60000", test: "1000" },
  RECONCILE_DELAY_MS: { secret: false, production: "5000", test: "0" },
};

const resolveValue = (v: string | ((ctx: LocalContext) => string), ctx: LocalContext) => (typeof v === "function" ? v(ctx) : v);

/** The secrets `npm start` passes to the worker (the [vars] come from wrangler.toml). */
export function localValues(ctx: LocalContext): Record<string, string> {
  return Object.fromEntries(Object.entries(SETTINGS).flatMap(([name, s]) => (s.secret ? [[name, resolveValue(s.local, ctx)]] : [])));
}

/** Every binding the Workers test pool sets. */
export function testValues(ctx: LocalContext): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SETTINGS).flatMap(([name, s]) => {
      if (s.secret) return [[name, resolveValue(s.test, ctx)]];
      return s.test === undefined ? [] : [[name, s.test]];
    }),
  );
}

export const SECRET_NAMES = Object.entries(SETTINGS).flatMap(([name, s]) => (s.secret ? [name] : []));

/** .dev.vars.example, as `npm run settings` writes it: every secret with what it is for. */
export function devVarsExample(): string {
  const header = [
    "# Settings of the API Worker, generated from worker/settings.ts (npm run settings): edit them there.",
    "# `npm start` needs none of them: it runs against the local emulators with secrets it generates",
    "# once (.wrangler/local-secrets.env). To use real services, copy this file to worker/.dev.vars and",
    "# fill in EVERY line. Never commit worker/.dev.vars. In production set each with",
    "# `wrangler secret put NAME -c worker/wrangler.toml`. The [vars] of worker/wrangler.toml hold the rest.",
  ];
  const lines = Object.entries(SETTINGS).flatMap(([name, s]) => {
    if (!s.secret) return [];
    const about = settingsSchema.shape[name as SettingName].description ?? "";
    return ["", `# ${about}`, `${name}=${s.example}`];
  });
  return `${[...header, ...lines].join("\n")}\n`;
}
