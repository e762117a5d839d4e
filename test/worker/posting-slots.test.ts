/**
 * Posting slots and the queue (issue 24 item 3, docs/decisions/044): an account's weekly slots,
 * seeded from the best-times default and team-scoped; "Add to queue" takes the account's next
 * free slot, a slot holding one post per account; the 30-minute neighbours; the calendar job
 * filling free slots.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PEAK_HOURS } from "../../app/spec/best-times";
import { SLOT_TEXT, type Slot } from "../../app/spec/posting-slots";
import { instantToZoned } from "../../app/spec/time";
import { client, createPost, memberWithAccount, waitFor } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

const readSlots = (token: string, id: string, timeZone = "UTC") => client(token).api.apps[":id"].slots.$get({ param: { id }, query: { timeZone } });
const putSlots = (token: string, id: string, json: { timeZone: string; slots: Slot[] }) => client(token).api.apps[":id"].slots.$put({ param: { id }, json });

async function queue(token: string, content: string, appIds?: string[]) {
  const res = await client(token).api.post.$post({ json: { provider: "linkedin", content, queue: true, ...(appIds ? { appIds } : {}) } });
  expect(res.status, await res.clone().text()).toBe(201);
  const post = (await res.json()).data;
  return { id: post.id, at: Date.parse(post.scheduledAt!), status: post.status };
}

/** Every day at 09:00 and 15:00 UTC. */
const TWICE_DAILY: Slot[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, time: "09:00" },
  { weekday, time: "15:00" },
]);
/** Those slots' instants after `from`, worked out by hand: today's and the next days' 09:00 and 15:00 UTC. */
function twiceDailyAfter(from: number, n: number) {
  const midnight = Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), new Date(from).getUTCDate());
  const out: number[] = [];
  for (let day = 0; out.length < n; day++) {
    for (const hour of [9, 15]) {
      const at = midnight + day * DAY + hour * HOUR;
      if (at > from && out.length < n) out.push(at);
    }
  }
  return out;
}

const weekdayIn = (at: number, timeZone: string) => new Date(`${instantToZoned(at, timeZone).date}T12:00:00Z`).getUTCDay();

describe("posting slots", () => {
  it("are seeded once from the best-times peak hours in the member's zone, then replaced whole; per account", async () => {
    const { token, appId, teamId } = await memberWithAccount();
    const first = await readSlots(token, appId, "Europe/Berlin");
    expect(first.status).toBe(200);
    const seeded = (await first.json()).data;
    const peaks = Object.entries(PEAK_HOURS).flatMap(([day, hours]) => hours.map((h) => ({ weekday: Number(day), time: `${String(h).padStart(2, "0")}:00` })));
    expect(seeded.timeZone).toBe("Europe/Berlin");
    expect(seeded.slots).toHaveLength(peaks.length);
    expect(seeded.slots).toEqual(expect.arrayContaining(peaks));
    // The next free one is one of them, in Berlin.
    const next = Date.parse(seeded.nextFree!);
    expect(seeded.slots).toContainEqual({ weekday: weekdayIn(next, "Europe/Berlin"), time: instantToZoned(next, "Europe/Berlin").time });
    // Read again from another zone: the same week, not a second seed.
    expect((await (await readSlots(token, appId, "Asia/Tokyo")).json()).data).toMatchObject({ timeZone: "Europe/Berlin", slots: seeded.slots });

    // A second account of the same team has slots of its own.
    const other = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO apps (id, team_id, provider_account_id, urn, name) VALUES (?, ?, ?, ?, 'North Wind')")
      .bind(other, teamId, `org-${other}`, `urn:li:organization:${other}`)
      .run();
    const mine = [
      { weekday: 2, time: "07:30" },
      { weekday: 4, time: "18:15" },
    ];
    const put = await putSlots(token, other, { timeZone: "America/New_York", slots: mine });
    expect(put.status).toBe(200);
    expect((await put.json()).data).toMatchObject({ appId: other, timeZone: "America/New_York", slots: mine });
    expect((await (await readSlots(token, other)).json()).data.slots).toEqual(mine);
    expect((await (await readSlots(token, appId)).json()).data.slots).toEqual(seeded.slots);
    const rows = await env.DB.prepare("SELECT team_id, time_zone FROM posting_slots WHERE app_id = ?")
      .bind(other)
      .all<{ team_id: string; time_zone: string }>();
    expect(rows.results).toEqual(mine.map(() => ({ team_id: teamId, time_zone: "America/New_York" })));
  });

  it("refuses a week that is not one: a bad time, a duplicate, too many in a day, none at all", async () => {
    const { token, appId } = await memberWithAccount();
    const cases: Array<[Slot[], string]> = [
      [[{ weekday: 1, time: "25:00" }], SLOT_TEXT.badTime],
      [[{ weekday: 1, time: "9:00" }], SLOT_TEXT.badTime],
      [[{ weekday: 7, time: "09:00" }], SLOT_TEXT.badWeekday],
      [
        [
          { weekday: 1, time: "09:00" },
          { weekday: 1, time: "09:00" },
        ],
        SLOT_TEXT.duplicate,
      ],
      [Array.from({ length: 9 }, (_, i) => ({ weekday: 3, time: `${String(8 + i).padStart(2, "0")}:00` })), SLOT_TEXT.tooMany],
      [[], SLOT_TEXT.none],
    ];
    for (const [slots, msg] of cases) {
      const res = await putSlots(token, appId, { timeZone: "UTC", slots });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg });
    }
    const zone = await putSlots(token, appId, { timeZone: "Mars/Olympus", slots: TWICE_DAILY });
    expect(zone.status).toBe(400);
  });

  it("are team-scoped: another team can neither read nor change an account's slots, nor queue into it, nor see its neighbours", async () => {
    const maya = await memberWithAccount();
    const arjun = await memberWithAccount("member-arjun-mehta");
    await putSlots(maya.token, maya.appId, { timeZone: "UTC", slots: TWICE_DAILY });
    const before = await env.DB.prepare("SELECT weekday, time FROM posting_slots WHERE app_id = ? ORDER BY weekday, time").bind(maya.appId).all();

    const read = await readSlots(arjun.token, maya.appId);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ msg: "That account is not connected to your team." });
    const write = await putSlots(arjun.token, maya.appId, { timeZone: "UTC", slots: [{ weekday: 1, time: "03:00" }] });
    expect(write.status).toBe(404);
    const after = await env.DB.prepare("SELECT weekday, time FROM posting_slots WHERE app_id = ? ORDER BY weekday, time").bind(maya.appId).all();
    expect(after.results).toEqual(before.results);

    // Queueing into another team's account is refused as for any post: the account is not theirs.
    const queued = await client(arjun.token).api.post.$post({
      json: { provider: "linkedin", content: "Into Maya's queue", queue: true, appIds: [maya.appId] },
    });
    expect(queued.status).toBe(400);
    const arjunsPosts = await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE team_id = ?").bind(arjun.teamId).first<{ n: number }>();
    expect(arjunsPosts?.n).toBe(0);

    // Maya's scheduled post is no neighbour of anything Arjun asks about, even with her account's id.
    const at = Date.now() + 3 * DAY;
    await createPost(maya.token, { content: "Maya's Thursday post", scheduledAt: new Date(at).toISOString() });
    const nearby = await client(arjun.token).api.posts.nearby.$get({ query: { at: new Date(at).toISOString(), appId: maya.appId } });
    expect(nearby.status).toBe(200);
    expect((await nearby.json()).data).toEqual([]);
  });
});

describe("the queue", () => {
  it("takes the next free slot; the next post takes the one after; a post 10 minutes from a slot takes that slot; an edited draft joins too", async () => {
    const { token, appId } = await memberWithAccount();
    await putSlots(token, appId, { timeZone: "UTC", slots: TWICE_DAILY });
    const expected = twiceDailyAfter(Date.now(), 5);

    const first = await queue(token, "Queued first");
    expect(first).toMatchObject({ status: "scheduled", at: expected[0] });
    const second = await queue(token, "Queued second");
    expect(second.at).toBe(expected[1]);

    // Scheduled by hand 10 minutes after the third slot: that slot is taken.
    await createPost(token, { content: "By hand, near a slot", scheduledAt: new Date(expected[2] + 10 * MINUTE).toISOString() });
    const third = await queue(token, "Queued third");
    expect(third.at).toBe(expected[3]);

    // A draft added to the queue later (PATCH queue: true) goes to the next free slot.
    const draftId = await createPost(token, { content: "A draft for the queue" });
    const patched = await client(token).api.post[":id"].$patch({ param: { id: draftId }, json: { queue: true } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data).toMatchObject({ status: "scheduled", scheduledAt: new Date(expected[4]).toISOString() });

    // The slots' view says the same: the next free one is after all of these.
    const view = (await (await readSlots(token, appId)).json()).data;
    expect(Date.parse(view.nextFree!)).toBe(twiceDailyAfter(expected[4], 1)[0]);
  });

  it("gives posts queued at the same moment different slots, never two within 30 minutes", async () => {
    const { token, appId } = await memberWithAccount();
    await putSlots(token, appId, { timeZone: "UTC", slots: TWICE_DAILY });
    const expected = twiceDailyAfter(Date.now(), 4);
    const queued = await Promise.all([1, 2, 3, 4].map((n) => queue(token, `At once ${n}`)));
    const times = queued.map((q) => q.at).sort((a, b) => a - b);
    expect(times).toEqual(expected);
  });

  it("refuses queue together with a time (400, nothing saved), and says so plainly when every slot is taken", async () => {
    const { token, appId, teamId } = await memberWithAccount();
    const at = new Date(Date.now() + 2 * DAY).toISOString();
    const both = await client(token).api.post.$post({ json: { provider: "linkedin", content: "Both", queue: true, scheduledAt: at } });
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({ msg: SLOT_TEXT.bothTimes });
    const draftId = await createPost(token, { content: "A draft" });
    const patched = await client(token).api.post[":id"].$patch({ param: { id: draftId }, json: { queue: true, scheduledAt: at } });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toEqual({ msg: SLOT_TEXT.bothTimes });
    const countPosts = async () => (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE team_id = ?").bind(teamId).first<{ n: number }>())?.n;
    expect(await countPosts()).toBe(1);

    // One slot a week: twelve weeks ahead hold twelve posts; the thirteenth has no slot.
    await putSlots(token, appId, { timeZone: "UTC", slots: [{ weekday: 3, time: "10:00" }] });
    const taken = new Set<number>();
    for (let n = 0; n < 12; n++) taken.add((await queue(token, `Weekly ${n}`)).at);
    expect(taken.size).toBe(12);
    for (const t of taken) expect(new Date(t).getUTCDay() === 3 && new Date(t).toISOString().slice(11, 16) === "10:00").toBe(true);
    const full = await client(token).api.post.$post({ json: { provider: "linkedin", content: "One too many", queue: true } });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ msg: SLOT_TEXT.full });
    // The refused post was not left behind as a draft.
    expect(await countPosts()).toBe(13);
  });
});

describe("nearby posts", () => {
  it("are the account's own posts within 30 minutes of a time, never further, never another team's", async () => {
    const maya = await memberWithAccount();
    const arjun = await memberWithAccount("member-arjun-mehta");
    const t = Date.now() + 2 * DAY;
    const iso = (at: number) => new Date(at).toISOString();
    const a = await createPost(maya.token, { content: "At the time", scheduledAt: iso(t) });
    const b = await createPost(maya.token, { content: "Twenty minutes later", scheduledAt: iso(t + 20 * MINUTE) });
    await createPost(maya.token, { content: "Forty-five minutes later", scheduledAt: iso(t + 45 * MINUTE) });
    await createPost(maya.token, { content: "A draft with no time" });
    const arjuns = await createPost(arjun.token, { content: "Arjun's, five minutes later", scheduledAt: iso(t + 5 * MINUTE) });

    const near = async (token: string, appId: string, exclude?: string) =>
      (await (await client(token).api.posts.nearby.$get({ query: { at: iso(t), appId, ...(exclude ? { exclude } : {}) } })).json()).data;
    expect(await near(maya.token, maya.appId)).toEqual([
      { id: a, title: "At the time", scheduledAt: iso(t) },
      { id: b, title: "Twenty minutes later", scheduledAt: iso(t + 20 * MINUTE) },
    ]);
    expect((await near(maya.token, maya.appId, a)).map((p) => p.id)).toEqual([b]);
    expect((await near(arjun.token, arjun.appId)).map((p) => p.id)).toEqual([arjuns]);
    expect(await near(maya.token, arjun.appId)).toEqual([]);
    const bad = await client(maya.token).api.posts.nearby.$get({ query: { at: "tomorrow", appId: maya.appId } });
    expect(bad.status).toBe(400);
  });
});

describe("the calendar job", () => {
  it("plans its drafts in the account's free slots, around the posts already there", async () => {
    const { token, appId } = await memberWithAccount();
    const zone = "Europe/Berlin";
    const slots: Slot[] = [
      { weekday: 1, time: "07:15" },
      { weekday: 2, time: "18:45" },
      { weekday: 3, time: "07:15" },
      { weekday: 4, time: "12:30" },
      { weekday: 5, time: "07:15" },
      { weekday: 6, time: "10:00" },
    ];
    await putSlots(token, appId, { timeZone: zone, slots });
    // A post already in the first free slot (queued): the calendar plans around it.
    const held = await queue(token, "Already in a slot");

    await client(token).api.onboarding.$put({ json: { targetAudience: "founders of small SaaS companies", mainGoals: "win clients" } });
    const started = await client(token).api["generate-posts"].$post({ json: { timeZone: zone } });
    expect(started.status).toBe(202);
    const jobId = (await started.json()).data.id;
    await waitFor(
      async () => (await (await client(token).api.jobs[":id"].$get({ param: { id: jobId } })).json()).status,
      (s) => s === "completed" || s === "failed",
    );
    const rows = await env.DB.prepare("SELECT scheduled_at FROM posts WHERE generated_by = ? ORDER BY scheduled_at")
      .bind(jobId)
      .all<{ scheduled_at: number }>();
    const planned = rows.results.map((r) => r.scheduled_at);
    expect(planned).toHaveLength(12);
    for (const at of planned) {
      expect(slots).toContainEqual({ weekday: weekdayIn(at, zone), time: instantToZoned(at, zone).time });
      expect(Math.abs(at - held.at)).toBeGreaterThanOrEqual(30 * MINUTE);
    }
    expect(new Set(planned).size).toBe(12);
    // The drafts to review hold their slots: the queue's next post goes elsewhere.
    const next = await queue(token, "After the calendar");
    for (const at of [...planned, held.at]) expect(Math.abs(at - next.at)).toBeGreaterThanOrEqual(30 * MINUTE);
  });
});
