/**
 * Hacker News (https://github.com/HackerNews/API): the top and best story lists and their items.
 * Production reads https://hacker-news.firebaseio.com; local runs and tests the emulator in
 * test/emulators/hackernews. A list that cannot be read fails this run; an item that cannot be
 * read, is not a story, or is dead or deleted is skipped alone.
 */
import { z } from "zod";
import { countOf, fetchSourceText, htmlToText, MalformedSourceError, SourceError, type SourceItem } from "./source-item";

export type StoryList = "top" | "best";
/** How many stories of a list one run reads (the lists hold up to 500). */
export const STORIES_PER_RUN = 30;
/** Items read side by side: polite to the API, quick enough for 30. */
const ITEM_CONCURRENCY = 6;

const storySchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  title: z.string().min(1).max(400),
  by: z.string().max(100).optional(),
  time: z.number().int().positive(),
  url: z.string().url().optional(),
  text: z.string().max(20_000).optional(),
  score: z.number().optional(),
  descendants: z.number().optional(),
  dead: z.boolean().optional(),
  deleted: z.boolean().optional(),
});

const discussion = (id: number) => `https://news.ycombinator.com/item?id=${id}`;

export function hackerNews(settings: { apiBase: string }) {
  const base = settings.apiBase.replace(/\/+$/, "");
  const getJson = async (path: string) => {
    const text = await fetchSourceText(`${base}${path}`, "application/json");
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MalformedSourceError(`${path} is not JSON`);
    }
  };

  async function story(id: number): Promise<SourceItem | null> {
    const parsed = storySchema.safeParse(await getJson(`/v0/item/${id}.json`).catch(() => null));
    if (!parsed.success) return null;
    const s = parsed.data;
    if (s.type !== "story" || s.dead || s.deleted) return null;
    const title = htmlToText(s.title);
    const text = s.text ? htmlToText(s.text) : "";
    return {
      // An Ask HN has no link of its own: its discussion is the item.
      url: s.url ?? discussion(s.id),
      title,
      content: text ? `${title}\n\n${text}`.slice(0, 5000) : title,
      author: s.by ?? "Hacker News",
      authorUrl: s.by ? `https://news.ycombinator.com/user?id=${encodeURIComponent(s.by)}` : null,
      publishedAt: s.time * 1000,
      likes: countOf(s.score),
      comments: countOf(s.descendants),
      shares: 0,
    };
  }

  return {
    /** The first stories of a list; `skipped` counts items that could not be read or were not stories. */
    async stories(list: StoryList, limit = STORIES_PER_RUN): Promise<{ items: SourceItem[]; skipped: number }> {
      const ids = z.array(z.number().int().positive()).safeParse(await getJson(`/v0/${list}stories.json`));
      if (!ids.success) throw new MalformedSourceError(`${list}stories is not a list of ids`);
      const wanted = ids.data.slice(0, limit);
      const found: Array<SourceItem | null> = new Array(wanted.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < wanted.length) {
          const i = next++;
          found[i] = await story(wanted[i]);
        }
      };
      await Promise.all(Array.from({ length: Math.min(ITEM_CONCURRENCY, wanted.length) }, worker));
      const items = found.filter((s): s is SourceItem => s !== null);
      if (wanted.length > 0 && items.length === 0) throw new SourceError(`none of ${wanted.length} ${list} stories could be read`);
      return { items, skipped: wanted.length - items.length };
    },
  };
}
