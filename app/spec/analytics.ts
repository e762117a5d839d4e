/**
 * Analytics (issue 27): what a post's numbers are, when they are collected, the periods the
 * screen offers, and its words; shared by the worker, the screens and the emulator's tests. No zod.
 */

/** The numbers LinkedIn gives for a post (memberCreatorPostAnalytics queryType, one per call). */
export const POST_METRICS = ["impressions", "membersReached", "reactions", "comments", "reshares", "saves"] as const;
export type PostMetric = (typeof POST_METRICS)[number];
export type PostNumbers = Record<PostMetric, number | null>;

/** LinkedIn's queryType for each metric (Posts statistics, li-lms 2026). */
export const METRIC_QUERY_TYPE: Record<PostMetric, string> = {
  impressions: "IMPRESSION",
  membersReached: "MEMBERS_REACHED",
  reactions: "REACTION",
  comments: "COMMENT",
  reshares: "RESHARE",
  saves: "POST_SAVE",
};

/** The scope a member's account needs for its posts' numbers; a company page's (Organization Share Statistics: rw_organization_admin, as an ADMINISTRATOR). */
export const ANALYTICS_SCOPES = { individual: "r_member_postAnalytics", company: "rw_organization_admin" } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How often a post's numbers are collected as it ages: hourly on its first day, daily to day 30,
 * weekly to day 90, then no more. Returns when the next collection is due, or null.
 */
export function nextCollectionAt(publishedAt: number, lastCollectedAt: number): number | null {
  const age = lastCollectedAt - publishedAt;
  const step = age < DAY ? HOUR : age < 30 * DAY ? DAY : 7 * DAY;
  const next = lastCollectedAt + step;
  return next - publishedAt > 90 * DAY ? null : next;
}

/** Engagement: what readers did (reactions, comments, reshares, saves), per impression. */
export function engagementOf(n: Pick<PostNumbers, "impressions" | "reactions" | "comments" | "reshares" | "saves">) {
  const interactions = (n.reactions ?? 0) + (n.comments ?? 0) + (n.reshares ?? 0) + (n.saves ?? 0);
  return { interactions, rate: n.impressions ? interactions / n.impressions : null };
}

const count = new Intl.NumberFormat("en-GB");
/** A published post's numbers in a line, as its card and its view say them; null before any were collected. */
export function numbersLine(n: { impressions: number | null; reactions: number | null; comments: number | null } | null): string | null {
  if (!n || n.impressions === null) return null;
  const part = (value: number | null, one: string, many: string) => (value === null ? null : `${count.format(value)} ${value === 1 ? one : many}`);
  return [part(n.impressions, "impression", "impressions"), part(n.reactions, "reaction", "reactions"), part(n.comments, "comment", "comments")]
    .filter(Boolean)
    .join(" · ");
}

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_TEXT = {
  title: "Analytics",
  needsScope: "Numbers need the analytics permission",
  needsScopeHelp: (account: string) => `LinkedIn shares ${account}'s post numbers only with the analytics permission. Reconnect to give it.`,
  reconnect: "Reconnect with analytics",
  /** Not in the spec: the LinkedIn app can't ask for the permission yet (no Community Management API, decision 077). */
  notOffered: "Numbers aren't available yet",
  notOfferedHelp: "LinkedIn hasn't approved this app to read post numbers. They show here once it has; your posts publish as usual.",
  noPosts: "No published posts in this period yet. Numbers show here once LinkedIn has them.",
  collecting: "Numbers are collected hourly on a post's first day, then daily to day 30, then weekly to day 90.",
  impressions: "Impressions",
  engagement: "Engagement",
  reactions: "Reactions",
  comments: "Comments",
  reshares: "Reshares",
  engagementRate: "Engagement rate",
  change: (pct: number | null) => (pct === null ? "no earlier period to compare" : `${pct >= 0 ? "+" : ""}${pct}% on the period before`),
  topPosts: "Top posts by engagement rate",
  byWeekdayHour: "Engagement by weekday and hour",
  dataTable: "The numbers behind the chart",
  period: (days: number) => `Last ${days} days`,
} as const;
