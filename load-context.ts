import type { PlatformProxy } from "wrangler";

/** What loaders and actions get: the Pages env, whose API binding is the only way to data. */
export type PagesEnv = { API: Fetcher /** Image origins the pages may show (stock photos, LinkedIn avatars), space-separated. */; IMAGE_HOSTS?: string };
type Cloudflare = Omit<PlatformProxy<PagesEnv>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}
