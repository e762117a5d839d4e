import type { MetaFunction } from "@remix-run/cloudflare";

/** `<title>` of a screen: "Posts · Postcraft". */
export const titled =
  (title: string): MetaFunction =>
  () => [{ title: `${title} · Postcraft` }];
