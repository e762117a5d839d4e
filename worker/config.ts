/**
 * The worker's settings, parsed once per environment with zod: a missing or malformed setting
 * fails loudly on the first request instead of half-working.
 */
import { type Config, settingsSchema } from "./settings";

export type { Config };

/** R2's S3 credentials when all four are set (production); null locally. */
export function r2Credentials(config: Config) {
  const { R2_ACCOUNT_ID: accountId, R2_ACCESS_KEY_ID: accessKeyId, R2_SECRET_ACCESS_KEY: secretAccessKey, R2_BUCKET_NAME: bucket } = config;
  return accountId && accessKeyId && secretAccessKey && bucket ? { accountId, accessKeyId, secretAccessKey, bucket } : null;
}

const parsed = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const missing = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Worker configuration is invalid: ${missing}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
