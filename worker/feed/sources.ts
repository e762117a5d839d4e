/** The public sources the inspiration library reads, from settings: Hacker News's two lists and each RSS/Atom feed. */
import { z } from "zod";
import type { Config } from "../config";

export const feedSourceSchema = z.discriminatedUnion("kind", [
  z.object({ id: z.string(), kind: z.literal("hackernews"), list: z.enum(["top", "best"]) }),
  z.object({ id: z.string(), kind: z.literal("rss"), url: z.string().url() }),
]);
export type FeedSource = z.infer<typeof feedSourceSchema>;

export function feedSources(config: Pick<Config, "HACKER_NEWS_API_BASE" | "FEED_SOURCES">): FeedSource[] {
  const hackerNews: FeedSource[] = config.HACKER_NEWS_API_BASE
    ? [
        { id: "hackernews:top", kind: "hackernews", list: "top" },
        { id: "hackernews:best", kind: "hackernews", list: "best" },
      ]
    : [];
  return [...hackerNews, ...config.FEED_SOURCES.map((url): FeedSource => ({ id: `rss:${url}`, kind: "rss", url }))];
}
