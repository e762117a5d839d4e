// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: they are declared here
// and documented in .dev.vars.example. worker/config.ts checks them at first use.
declare namespace Cloudflare {
  interface Env {
    LINKEDIN_CLIENT_ID: string;
    LINKEDIN_CLIENT_SECRET: string;
    /** HMAC key for session tokens (any long random string). */
    SESSION_SECRET: string;
    /** 32 random bytes, base64: AES-GCM key for LinkedIn tokens at rest. */
    TOKEN_ENCRYPTION_KEY: string;
  }
}
