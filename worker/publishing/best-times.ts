/**
 * An account's best times to post, in a zone (issue 27 item 3, docs/decisions/054): from its own
 * published posts with numbers once there are MIN_POSTS_FOR_OWN_PROFILE, else the default; and
 * the posting slots the queue and the calendar fill, which follow the own profile while the
 * account's slots are still the untouched seed.
 */
import { engagementOf } from "../../app/spec/analytics";
import { type BestTimes, bestTimesFrom, defaultSlots, OWN_PROFILE_POSTS, type RateSample } from "../../app/spec/best-times";
import { isUntouchedSeed, type Slot, suggestedSlots } from "../../app/spec/posting-slots";
import { instantToZoned } from "../../app/spec/time";
import { listTeamApps } from "../db/apps";
import { accountPostsWithNumbers } from "../db/best-times";
import type { Db } from "../db/client";
import { accountSlots } from "../db/slots";

/** Each post where it went out: its weekday and hour on the member's clock in `timeZone` (summer time included). */
export function rateSamples(posts: Array<Parameters<typeof engagementOf>[0] & { publishedAt: number }>, timeZone: string): RateSample[] {
  return posts.flatMap((p) => {
    const { rate } = engagementOf(p);
    if (rate === null) return [];
    const wall = instantToZoned(p.publishedAt, timeZone);
    return [{ day: new Date(`${wall.date}T12:00:00Z`).getUTCDay(), hour: Number(wall.time.slice(0, 2)), rate }];
  });
}

/** The account's profile in `timeZone`; with no account, the default. */
export async function accountBestTimes(db: Db, teamId: string, appId: string | null, timeZone: string): Promise<BestTimes> {
  if (!appId) return { slots: defaultSlots(), from: { source: "default" } };
  return bestTimesFrom(rateSamples(await accountPostsWithNumbers(db, teamId, appId, OWN_PROFILE_POSTS), timeZone));
}

/** The account a member's chart is about when none is named: the one a new post goes out as (their own, else the team's first). */
export async function chartAccount(db: Db, teamId: string, userId: string): Promise<string | null> {
  const accounts = await listTeamApps(db, teamId, userId);
  return (accounts.find((a) => a.yours) ?? accounts[0])?.id ?? null;
}

/**
 * The slots the queue fills, in their zone: the member's, or while they are still the seed and
 * the account has its own profile, the hours its audience answered best (suggested, never stored:
 * the member's own week is what they save on the Team page).
 */
export async function postingSlotsOf(db: Db, teamId: string, appId: string, seedZone: string) {
  const stored = await accountSlots(db, teamId, appId, seedZone);
  const timeZone = stored[0]?.timeZone ?? seedZone;
  if (isUntouchedSeed(stored)) {
    const best = await accountBestTimes(db, teamId, appId, timeZone);
    if (best.from.source === "own") return { slots: withZone(suggestedSlots(best.slots), timeZone), timeZone, from: best.from };
  }
  return { slots: stored, timeZone, from: null };
}

const withZone = (slots: Slot[], timeZone: string) => slots.map((s) => ({ ...s, timeZone }));
