/**
 * Nothing left behind (issue 28 item 6): the cron's housekeeping deletes uploads abandoned half-way
 * (a pending row older than a day, and its object in R2), and leaves a fresh upload and any
 * upload that arrived alone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { countUse, LONGEST_WINDOW_MS } from "../../worker/db/rate-limits";
import { createLogger } from "../../worker/http/logger";
import { ABANDONED_UPLOAD_MS, keepHouse } from "../../worker/jobs/housekeeping";
import { api, signIn } from "./helpers";

const log = createLogger({ test: "housekeeping" });

async function asset(teamId: string, id: string, status: "pending" | "ready", ageMs: number) {
  const key = `teams/${teamId}/uploads/${id}.png`;
  await env.MEDIA.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  await env.DB.prepare("INSERT INTO assets (id, team_id, type, r2_key, content_type, status, created_at) VALUES (?, ?, 'upload', ?, 'image/png', ?, ?)")
    .bind(id, teamId, key, status, Date.now() - ageMs)
    .run();
  return key;
}

describe("housekeeping", () => {
  it("deletes uploads pending for over a day, row and object; keeps fresh and finished ones", async () => {
    const token = await signIn();
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    const abandoned = await asset(teamId, "abandoned", "pending", ABANDONED_UPLOAD_MS + 60_000);
    const fresh = await asset(teamId, "fresh", "pending", 10 * 60_000);
    const finished = await asset(teamId, "finished", "ready", 30 * 86_400_000);

    await keepHouse(env, log);

    const ids = (await env.DB.prepare("SELECT id FROM assets ORDER BY id").all<{ id: string }>()).results.map((r) => r.id);
    expect(ids).toEqual(["finished", "fresh"]);
    expect(await env.MEDIA.head(abandoned)).toBeNull();
    expect(await env.MEDIA.head(fresh)).not.toBeNull();
    expect(await env.MEDIA.head(finished)).not.toBeNull();
  });

  it("prunes the rate-limit windows that have ended, and keeps counting the current ones", async () => {
    const store = db(env);
    const now = Date.now();
    const HOUR = 3_600_000;
    await countUse(store, "test:day", LONGEST_WINDOW_MS, now - 3 * LONGEST_WINDOW_MS);
    await countUse(store, "test:hour", HOUR, now - 2 * LONGEST_WINDOW_MS);
    await countUse(store, "test:day", LONGEST_WINDOW_MS, now);
    await countUse(store, "test:hour", HOUR, now);
    // A row from before windows were kept by their start (the window's number): ended too.
    await env.DB.prepare("INSERT INTO rate_limits (key, window, count) VALUES ('test:old', 20000, 5)").run();

    await keepHouse(env, log, now);

    const left = (await env.DB.prepare("SELECT key, count FROM rate_limits ORDER BY key").all<{ key: string; count: number }>()).results;
    expect(left).toEqual([
      { key: "test:day", count: 1 },
      { key: "test:hour", count: 1 },
    ]);
    expect(await countUse(store, "test:day", LONGEST_WINDOW_MS, now)).toBe(2);
  });
});
