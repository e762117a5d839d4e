/** The team's best times to post, in a zone: from its own published posts once there are enough, else the default profile. */
import { MIN_POSTS_FOR_OWN_PROFILE, type PopularitySlot, slotsFromEngagement } from "../../app/spec/best-times";
import { instantToZoned } from "../../app/spec/time";
import type { Db } from "../db/client";
import { publishedEngagement } from "../db/engagement";

/** Comments and shares say more than a like. */
const engagementOf = (p: { likes: number; comments: number; shares: number }) => p.likes + 2 * p.comments + 3 * p.shares;

export async function teamBestTimes(db: Db, teamId: string, timeZone: string): Promise<{ slots: PopularitySlot[]; source: "team" | "default" }> {
  const rows = await publishedEngagement(db, teamId);
  const samples = rows.map((p) => {
    const wall = instantToZoned(p.publishedAt!, timeZone);
    return { day: new Date(`${wall.date}T00:00:00Z`).getUTCDay(), hour: Number(wall.time.slice(0, 2)), engagement: engagementOf(p) };
  });
  return { slots: slotsFromEngagement(samples), source: samples.length >= MIN_POSTS_FOR_OWN_PROFILE ? "team" : "default" };
}
