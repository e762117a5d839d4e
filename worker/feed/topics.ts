/**
 * Trending topics from recent public feed posts (decision 026). Each post rises by its engagement
 * velocity: weighted engagement over age, so a post that gathered much quickly outranks one
 * that gathered the same slowly; velocities are compared within a source (a LinkedIn like and a
 * Hacker News point are not the same unit). Posts are grouped by keywords (offline), or by
 * Workers AI embeddings when the binding is declared; a group of at least two posts is a topic,
 * named by its strongest shared term.
 */
import { slug, type Terms, termsOf, topicName } from "./keywords";

export type TopicCandidate = {
  id: string;
  title: string;
  content: string;
  tags: string[];
  source: string;
  likes: number;
  comments: number;
  shares: number;
  createdAt: number;
};
export type ComputedTopic = { id: string; name: string; score: number; postIds: string[] };

export const MAX_TOPICS = 12;
export const POSTS_PER_TOPIC = 30;
/** A topic is at least this many posts. */
const MIN_POSTS = 2;
/** A term in more than this share of posts says nothing about any of them. */
const MAX_SHARE = 0.35;
/** A term whose posts are mostly another chosen topic's adds nothing. */
const OVERLAP = 0.6;
/** Cosine similarity at which two posts are about the same thing (bge embeddings). */
const SIMILAR = 0.78;

/** Engagement per hour of age, with gravity (a day-old post must do much more than an hour-old one). */
export function rawVelocity(p: Pick<TopicCandidate, "likes" | "comments" | "shares" | "createdAt">, now: number) {
  const engagement = p.likes + 2 * p.comments + 3 * p.shares + 1;
  const ageHours = Math.max(0, now - p.createdAt) / 3_600_000;
  return engagement / (ageHours + 2) ** 1.5;
}

/** Each post's velocity relative to the median of its source. */
export function velocities(items: TopicCandidate[], now: number): Map<string, number> {
  const bySource = new Map<string, number[]>();
  const raw = new Map(items.map((p) => [p.id, rawVelocity(p, now)]));
  for (const p of items) {
    const list = bySource.get(p.source) ?? [];
    list.push(raw.get(p.id) ?? 0);
    bySource.set(p.source, list);
  }
  const medians = new Map([...bySource].map(([source, vs]) => [source, [...vs].sort((a, b) => a - b)[Math.floor(vs.length / 2)] || 1]));
  return new Map(items.map((p) => [p.id, (raw.get(p.id) ?? 0) / (medians.get(p.source) ?? 1)]));
}

type Indexed = { item: TopicCandidate; terms: Terms; tagTerms: Set<string> };

function index(items: TopicCandidate[]): Indexed[] {
  return items.map((item) => {
    const tagged = termsOf(item.tags.join("\n"));
    // The title (a post's first line, its hook) says what it is about; the body's words say too much.
    const text = termsOf(item.title);
    // A tag counts as a whole ("remote work"), not as its words.
    const tagTerms = new Set(item.tags.map((tag) => [...termsOf(tag).terms].sort((a, b) => b.length - a.length)[0]).filter(Boolean));
    for (const t of tagged.terms) text.terms.add(t);
    for (const [t, s] of tagged.surfaces) text.surfaces.set(t, s);
    return { item, terms: text, tagTerms };
  });
}

/** The most common way a term was written among these posts. */
function surfaceOf(term: string, posts: Indexed[]) {
  const counts = new Map<string, number>();
  for (const p of posts) {
    const s = p.terms.surfaces.get(term);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? term;
}

/** Terms shared by at least `minPosts` of these posts, strongest first: tags and word pairs count more. */
function rankTerms(posts: Indexed[], v: Map<string, number>, maxShare = MAX_SHARE, minPosts = MIN_POSTS) {
  const holders = new Map<string, Indexed[]>();
  for (const p of posts)
    for (const t of p.terms.terms) {
      const list = holders.get(t) ?? [];
      list.push(p);
      holders.set(t, list);
    }
  const limit = Math.max(MIN_POSTS + 1, Math.floor(posts.length * maxShare));
  return [...holders]
    .filter(([, ps]) => ps.length >= minPosts && ps.length <= limit)
    .map(([term, ps]) => {
      const tagged = ps.filter((p) => p.tagTerms.has(term)).length;
      const weight = tagged >= MIN_POSTS ? 3 : term.includes(" ") ? 1.5 : 1;
      return { term, posts: ps, score: weight * ps.reduce((sum, p) => sum + (v.get(p.item.id) ?? 0), 0) };
    })
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
}

const byVelocity = (v: Map<string, number>) => (a: TopicCandidate, b: TopicCandidate) => (v.get(b.id) ?? 0) - (v.get(a.id) ?? 0) || a.id.localeCompare(b.id);

function toTopic(term: string, posts: Indexed[], v: Map<string, number>): ComputedTopic {
  const items = posts.map((p) => p.item).sort(byVelocity(v));
  return {
    id: `topic-${slug(term)}`,
    name: topicName(surfaceOf(term, posts)),
    score: items.reduce((sum, p) => sum + (v.get(p.id) ?? 0), 0),
    postIds: items.slice(0, POSTS_PER_TOPIC).map((p) => p.id),
  };
}

/** Keyword clustering: the strongest shared terms, each kept only if its posts are mostly not an earlier topic's. */
export function topicsByKeywords(items: TopicCandidate[], now: number): ComputedTopic[] {
  const v = velocities(items, now);
  const chosen: Array<{ term: string; posts: Indexed[]; ids: Set<string> }> = [];
  for (const { term, posts } of rankTerms(index(items), v)) {
    if (chosen.length >= MAX_TOPICS) break;
    const overlapping = chosen.some((c) => posts.filter((p) => c.ids.has(p.item.id)).length >= OVERLAP * posts.length);
    if (overlapping) continue;
    chosen.push({ term, posts, ids: new Set(posts.map((p) => p.item.id)) });
  }
  return chosen.map((c) => toTopic(c.term, c.posts, v)).sort((a, b) => b.score - a.score);
}

const unit = (vec: number[]) => {
  const norm = Math.hypot(...vec) || 1;
  return vec.map((x) => x / norm);
};
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

/**
 * Embedding clustering: the fastest-rising post starts a group, and each next post joins the
 * nearest group when close enough (else starts its own). Each group is named by the term most of
 * its posts share.
 */
export async function topicsByEmbeddings(items: TopicCandidate[], now: number, embed: (texts: string[]) => Promise<number[][]>): Promise<ComputedTopic[]> {
  const v = velocities(items, now);
  const indexed = index(items).sort((a, b) => byVelocity(v)(a.item, b.item));
  const vectors = (await embed(indexed.map((p) => `${p.item.title}\n${p.item.content.slice(0, 500)}`))).map(unit);
  const groups: Array<{ sum: number[]; centre: number[]; posts: Indexed[] }> = [];
  indexed.forEach((post, i) => {
    let best: (typeof groups)[number] | null = null;
    let bestSimilarity = SIMILAR;
    for (const g of groups) {
      const similarity = dot(g.centre, vectors[i]);
      if (similarity >= bestSimilarity) {
        best = g;
        bestSimilarity = similarity;
      }
    }
    if (best) {
      best.posts.push(post);
      best.sum = best.sum.map((x, k) => x + vectors[i][k]);
      best.centre = unit(best.sum);
    } else groups.push({ sum: [...vectors[i]], centre: vectors[i], posts: [post] });
  });
  const topics = new Map<string, ComputedTopic>();
  for (const g of groups.filter((g) => g.posts.length >= MIN_POSTS)) {
    // Within a group every term may be shared: only the whole-corpus stopwords keep it honest.
    const [shared] = rankTerms(g.posts, v, 1);
    // Alike in meaning without a shared word: named by the longest word of its fastest-rising post.
    const name =
      shared?.term ??
      rankTerms(g.posts.slice(0, 1), v, 1, 1)
        .filter((t) => !t.term.includes(" "))
        .sort((a, b) => b.term.length - a.term.length || a.term.localeCompare(b.term))[0]?.term;
    if (!name) continue;
    const topic = toTopic(name, g.posts, v);
    const same = topics.get(topic.id);
    if (same) {
      const ids = [...new Set([...same.postIds, ...topic.postIds])].sort((a, b) => (v.get(b) ?? 0) - (v.get(a) ?? 0));
      topics.set(topic.id, { ...same, score: same.score + topic.score, postIds: ids.slice(0, POSTS_PER_TOPIC) });
    } else topics.set(topic.id, topic);
  }
  return [...topics.values()].sort((a, b) => b.score - a.score).slice(0, MAX_TOPICS);
}
