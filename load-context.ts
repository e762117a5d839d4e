import type { PlatformProxy } from "wrangler";

/** What loaders and actions get: the Pages env, whose API binding is the only way to data. */
export type PagesEnv = { API: Fetcher };
type Cloudflare = Omit<PlatformProxy<PagesEnv>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}
