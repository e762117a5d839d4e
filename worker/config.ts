/**
 * The worker's settings, parsed once per environment with zod: a missing or malformed setting
 * fails loudly on the first request instead of half-working.
 */
import { z } from "zod";

const configSchema = z.object({
  APP_URL: z.string().url(),
  LINKEDIN_AUTH_BASE: z.string().url(),
  LINKEDIN_API_BASE: z.string().url(),
  LINKEDIN_VERSION: z.string().regex(/^\d{6}$/, "LINKEDIN_VERSION is YYYYMM"),
  LINKEDIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  JOB_RETRY_MAX_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The dead-letter queue's name: its batches go to each job kind's dead-letter handler. */
  JOBS_DLQ_NAME: z.string().min(1).default("linkedin-studio-jobs-dlq"),
  /** Longest wait between two tries after a rate limit that named no Retry-After. */
  RATE_LIMIT_MAX_DELAY_SECONDS: z.coerce.number().int().min(0).max(43_200).default(1800),
  /** A publishing claim's lease; a heartbeat renews it while LinkedIn is being called. */
  PUBLISH_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(60_000),
  /** Sign-in starts allowed from one address in ten minutes (locally everything comes from 127.0.0.1). */
  SIGNIN_STARTS_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long to let LinkedIn settle before looking a post up after an ambiguous answer. */
  RECONCILE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  LINKEDIN_CLIENT_ID: z.string().min(1),
  LINKEDIN_CLIENT_SECRET: z.string().min(1),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  PEXELS_API_KEY: z.string().min(1),
  PEXELS_API_BASE: z.string().url(),
  /** Hosts stock images may be fetched from at publish time (comma-separated host[:port]). */
  STOCK_IMAGE_HOSTS: z.string().transform((v) =>
    v
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
  R2_ACCOUNT_ID: z.string().optional().default(""),
  R2_ACCESS_KEY_ID: z.string().optional().default(""),
  R2_SECRET_ACCESS_KEY: z.string().optional().default(""),
  R2_BUCKET_NAME: z.string().optional().default(""),
  AI_BASE_URL: z.string().optional().default(""),
  AI_API_KEY: z.string().optional().default(""),
  AI_MODEL: z.string().optional().default(""),
  TOKEN_ENCRYPTION_KEY: z.string().refine((v) => {
    try {
      return atob(v).length === 32;
    } catch {
      return false;
    }
  }, "TOKEN_ENCRYPTION_KEY must be 32 bytes, base64"),
});

export type Config = z.infer<typeof configSchema>;

/** R2's S3 credentials when all four are set (production); null locally. */
export function r2Credentials(config: Config) {
  const { R2_ACCOUNT_ID: accountId, R2_ACCESS_KEY_ID: accessKeyId, R2_SECRET_ACCESS_KEY: secretAccessKey, R2_BUCKET_NAME: bucket } = config;
  return accountId && accessKeyId && secretAccessKey && bucket ? { accountId, accessKeyId, secretAccessKey, bucket } : null;
}

const parsed = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const missing = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Worker configuration is invalid: ${missing}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
