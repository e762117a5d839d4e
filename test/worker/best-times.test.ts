/** GET /api/best-times: the default profile, then the team's own, in the member's zone. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { client, signIn } from "./helpers";

describe("best times", () => {
  it("uses the default profile until the team has enough published posts, then its own", async () => {
    const token = await signIn();
    const bestTimes = (as: string, timeZone?: string) => client(as).api["best-times"].$get({ query: { timeZone } });
    const first = await (await bestTimes(token, "Europe/Berlin")).json();
    expect(first.data.source).toBe("default");
    expect(first.data.data).toHaveLength(168);
    const { teamId } = (await (await client(token).api.me.$get()).json()).data;
    // twelve posts published on Mondays at 07:xx Berlin time, with lots of engagement
    const stmts = Array.from({ length: 12 }, (_, i) =>
      env.DB.prepare("INSERT INTO posts (id, team_id, content, status, published_at, likes, comments) VALUES (?, ?, 'x', 'published', ?, 300, 20)").bind(
        `p${i}`,
        teamId,
        Date.parse("2026-11-02T06:10:00Z") + i * 7 * 86_400_000,
      ),
    );
    await env.DB.batch(stmts);
    const own = await (await bestTimes(token, "Europe/Berlin")).json();
    expect(own.data.source).toBe("team");
    expect(own.data.data.find((s) => s.day === 1 && s.time === "07:00")?.popularity).toBe(99);
    const other = await signIn("member-arjun-mehta");
    const theirs = await (await bestTimes(other)).json();
    expect(theirs.data.source).toBe("default");
  });

  it("refuses a time zone that does not exist", async () => {
    const token = await signIn();
    const res = await client(token).api["best-times"].$get({ query: { timeZone: "Mars/Olympus" } });
    expect(res.status).toBe(400);
  });
});
