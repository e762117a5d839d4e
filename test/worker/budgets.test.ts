/**
 * Every costly action has a budget (issue 28 item 1, worker/http/budgets.ts): the call after the
 * limit answers 429 with Retry-After and words saying when to try again, and nothing is rung,
 * generated or created; numbers that are not a mobile or landline of an allowed country are never
 * rung; one member's use spends nobody else's budget.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { BUDGETS, callableNumber } from "../../worker/http/budgets";
import { client, count, signIn } from "./helpers";

const phoneUrl = () => inject("phoneUrl");
type EmulatedCall = { customer: { number: string }; metadata: { callId?: string } };
const emulatedCalls = async () => ((await (await fetch(`${phoneUrl()}/__emulator/calls`)).json()) as { calls: EmulatedCall[] }).calls;
afterEach(() => fetch(`${phoneUrl()}/__emulator/reset`, { method: "POST" }));

const call = (token: string, phone: string, country = "GB", address = "198.51.100.7") =>
  client(token).api["onboarding-agent"].$post({ json: { country, phone, timeZone: "Europe/London" } }, { headers: { "cf-connecting-ip": address } });

/** A refusal: 429, Retry-After in seconds, and a message saying when. */
async function expectRefused(
  res: { status: number; headers: Headers; json(): Promise<unknown> },
  when: RegExp = /You can try again in (a minute|an hour|\d+ (minutes|hours))\./,
) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(Number.isInteger(retryAfter)).toBe(true);
  const { msg } = (await res.json()) as { msg: string };
  expect(msg).toMatch(when);
  return { msg, retryAfter };
}

describe("phone calls", () => {
  it(`a member's ${BUDGETS.phoneCallsPerMember.max} calls a day: the next is refused and rings nothing`, async () => {
    const token = await signIn();
    for (const n of [1, 2, 3]) expect((await call(token, `770090012${n}`)).status).toBe(201);
    expect(await emulatedCalls()).toHaveLength(3);
    const { msg, retryAfter } = await expectRefused(await call(token, "7700900124"));
    expect(msg).toMatch(/^You've reached the limit of 3 phone calls a day\./);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await emulatedCalls()).toHaveLength(3);
    expect(await count("calls")).toBe(3);
  });

  it(`one number is rung at most ${BUDGETS.phoneCallsPerNumber.max} times a day, whoever asks; the refused member keeps their own budget`, async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    expect((await call(maya, "7700900123")).status).toBe(201);
    expect((await call(maya, "7700900123")).status).toBe(201);
    const { msg } = await expectRefused(await call(arjun, "07700 900123"));
    expect(msg).toMatch(/phone calls to this number a day/);
    expect(await emulatedCalls()).toHaveLength(2);
    // The refused try used up none of Arjun's three.
    for (const n of [5, 6, 7]) expect((await call(arjun, `770090012${n}`)).status).toBe(201);
    expect(await emulatedCalls()).toHaveLength(5);
  });

  it("another member's calls do not spend this one's budget", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    for (const n of [1, 2, 3]) expect((await call(maya, `770090013${n}`)).status).toBe(201);
    await expectRefused(await call(maya, "7700900134"));
    expect((await call(arjun, "7700900135")).status).toBe(201);
    expect((await emulatedCalls()).map((c) => c.customer.number)).toContain("+447700900135");
  });

  it(`one address places at most ${BUDGETS.phoneCallsPerAddress.max} calls a day, across members`, async () => {
    const members = [
      await signIn("demo-maya-chen"),
      await signIn("member-arjun-mehta"),
      await signIn("member-lena-fischer"),
      await signIn("name:Omar Haddad", { username: "omar-haddad" }),
    ];
    let n = 0;
    for (const token of members) {
      for (let i = 0; i < 3 && n < BUDGETS.phoneCallsPerAddress.max; i++, n++) {
        expect((await call(token, `7700900${String(200 + n)}`, "GB", "203.0.113.50")).status).toBe(201);
      }
    }
    const { msg } = await expectRefused(await call(members[3]!, "7700900299", "GB", "203.0.113.50"));
    expect(msg).toMatch(/phone calls from this network a day/);
    expect(await emulatedCalls()).toHaveLength(BUDGETS.phoneCallsPerAddress.max);
  });

  it("premium-rate, shared-cost, toll-free and short numbers are refused in plain words and rung never", async () => {
    const token = await signIn();
    const refusal = async (phone: string, country: string) => {
      const res = await call(token, phone, country);
      expect(res.status).toBe(400);
      return ((await res.json()) as unknown as { msg: string }).msg;
    };
    expect(await refusal("909 000 0000", "GB")).toBe(
      "We can't call that number: it is a premium-rate number. Give a mobile or landline number, or answer the questionnaire instead.",
    );
    expect(await refusal("900 555 1234", "US")).toMatch(/it is a premium-rate number/);
    expect(await refusal("0810 12 34 56", "FR")).toMatch(/it is a shared-cost number/);
    expect(await refusal("901 12 34 56", "ES")).toMatch(/it is a shared-cost number/);
    expect(await refusal("0800 123 4567", "GB")).toMatch(/it is a toll-free number/);
    expect(await refusal("123456", "GB")).toBe("That number is too short for United Kingdom.");
    expect(await refusal("555 0100", "US")).toBe("That number is too short for United States.");
    expect(await refusal("999", "GB")).toBe("Enter the number without the country code, 6 to 14 digits.");
    expect(await emulatedCalls()).toHaveLength(0);
    expect(await count("calls")).toBe(0);
    // Refused numbers spend no budget: three calls still go through.
    for (const n of [1, 2, 3]) expect((await call(token, `770090014${n}`)).status).toBe(201);
  });

  it("a country outside PHONE_CALL_COUNTRIES is refused, whatever the country picked", async () => {
    const token = await signIn();
    const brazil = await call(token, "11 91234 5678", "BR");
    expect(brazil.status).toBe(400);
    expect(((await brazil.json()) as unknown as { msg: string }).msg).toMatch(
      /^We can only call numbers in United States, United Kingdom, Ireland, .*India\. /,
    );
    // Jamaica shares +1 with the United States: its numbers are not the United States'.
    for (const phone of ["876 210 1234", "876 555 0123"]) expect((await call(token, phone, "US")).status).toBe(400);
    expect(await emulatedCalls()).toHaveLength(0);
    // A real mobile in an allowed country rings.
    expect((await call(token, "151 12345678", "DE")).status).toBe(201);
  });

  it("the classification itself: mobiles and landlines only; fictional numbers only where the setting allows them", () => {
    const config = { PHONE_CALL_COUNTRIES: ["GB", "US", "IE"], PHONE_CALL_FICTIONAL_NUMBERS: false };
    expect(callableNumber("+353871234567", config)).toEqual({ ok: true });
    expect(callableNumber("+442079460000", config)).toEqual({ ok: true });
    expect(callableNumber("+14155552671", config)).toEqual({ ok: true });
    expect(callableNumber("+12025550123", config).ok).toBe(false);
    expect(callableNumber("+443001234567", config).ok).toBe(false);
    expect(callableNumber("+15005550100", config).ok).toBe(false);
    expect(callableNumber("+447700900123", config)).toEqual({ ok: false, reason: "That number is reserved for films and tests: no one can answer it." });
    expect(callableNumber("+15550102345", config).ok).toBe(false);
    expect(callableNumber("+447700900123", { ...config, PHONE_CALL_FICTIONAL_NUMBERS: true })).toEqual({ ok: true });
    expect(callableNumber("+447700900123", { PHONE_CALL_COUNTRIES: ["US"], PHONE_CALL_FICTIONAL_NUMBERS: true }).ok).toBe(false);
  });
});

describe("calendar generations", () => {
  const answers = { targetAudience: "founders of small SaaS companies", mainGoals: "win 3 new clients a month", websiteUrl: "", specificPromotions: "" };

  /** A calendar job of the team that is still being written, as the queue leaves it mid-run. */
  async function runningJob(teamId: string, status: "running" | "completed" = "running") {
    const id = `gen-${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO jobs (id, team_id, type) VALUES (?, ?, 'generate-calendar')").bind(id, teamId).run();
    await env.JOB.get(env.JOB.idFromName(id)).update(id, "generate-calendar", { status, progress: 40 });
    return id;
  }

  it("a second while one is being written is refused: no job, no drafts; once it is done, a new one starts", async () => {
    const token = await signIn();
    await client(token).api.onboarding.$put({ json: answers });
    const teamId = (await env.DB.prepare("SELECT team_id FROM onboarding_profiles").first<{ team_id: string }>())!.team_id;
    const running = await runningJob(teamId);
    const res = await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Berlin", product: "a new product" } });
    const { msg, retryAfter } = await expectRefused(
      res,
      /^Your calendar is still being written\. You can start a new one when it's done, in a minute or so\.$/,
    );
    expect(retryAfter).toBe(60);
    expect(await count("jobs")).toBe(1);
    expect(await count("posts")).toBe(0);
    expect(msg).not.toContain(running);
    // Done: the next run starts.
    await env.JOB.get(env.JOB.idFromName(running)).update(running, "generate-calendar", { status: "completed", progress: 100 });
    const again = await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Berlin", product: "a new product" } });
    expect(again.status).toBe(202);
    expect(await count("jobs")).toBe(2);
  });

  it("eight asks with new words each start one calendar, not eight", async () => {
    const token = await signIn();
    await client(token).api.onboarding.$put({ json: answers });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Berlin", other: `take ${i}` } });
      const status: number = res.status;
      statuses.push(status);
      if (status === 429) expect(res.headers.get("retry-after")).toBe("60");
    }
    // The first starts; the rest are refused while it is written (or, if it finished already, start after it one by one).
    expect(statuses[0]).toBe(202);
    expect(await count("jobs WHERE type = 'generate-calendar'")).toBeLessThanOrEqual(statuses.filter((s) => s === 202).length);
    expect(statuses.filter((s) => s === 202).length).toBeLessThan(8);
  });

  it("another team's running calendar does not hold this member back", async () => {
    const maya = await signIn("demo-maya-chen");
    await client(maya).api.onboarding.$put({ json: answers });
    const mayaTeam = (await env.DB.prepare("SELECT team_id FROM onboarding_profiles").first<{ team_id: string }>())!.team_id;
    await runningJob(mayaTeam);
    const arjun = await signIn("member-arjun-mehta");
    await client(arjun).api.onboarding.$put({ json: answers });
    expect((await client(arjun).api["generate-posts"].$post({ json: { timeZone: "Europe/Berlin" } })).status).toBe(202);
  });
});

describe("invites", () => {
  const invite = (token: string, n: number) => client(token).api.invite.$post({ json: { username: `teammate-${n}` } });

  it(`a team creates at most ${BUDGETS.invitesPerTeam.max} invite links a day: the next is refused and none is made`, async () => {
    const token = await signIn();
    for (let n = 0; n < BUDGETS.invitesPerTeam.max; n++) expect((await invite(token, n)).status).toBe(201);
    const { msg } = await expectRefused(await invite(token, 99));
    expect(msg).toMatch(/^You've reached the limit of 20 invite links a day\./);
    expect(await count("invites")).toBe(BUDGETS.invitesPerTeam.max);
    // Another team's owner still creates theirs.
    const other = await signIn("member-arjun-mehta");
    expect((await invite(other, 1)).status).toBe(201);
    expect(await count("invites")).toBe(BUDGETS.invitesPerTeam.max + 1);
  });
});

describe("exports", () => {
  // The route spends it: the third export in a day is refused in test/worker/account-data.test.ts.
  it("the budget is 2 a day per member", () => {
    expect(BUDGETS.exportsPerMember).toMatchObject({ max: 2, windowMs: 24 * 60 * 60 * 1000 });
  });
});

describe("look-ups: company pages and link cards", () => {
  /** The member's hour is already spent, as if they had made every look-up of it. */
  async function spentThisHour(token: string, key: (userId: string) => string, max: number) {
    const { data } = (await (await client(token).api.me.$get()).json()) as { data: { id: string } };
    const hour = 3_600_000;
    await env.DB.prepare("INSERT INTO rate_limits (key, window, count) VALUES (?, ?, ?)")
      .bind(key(data.id), Math.floor(Date.now() / hour) * hour, max)
      .run();
  }

  it("a member past the hour's company-page look-ups is refused with when to try again", async () => {
    const token = await signIn();
    await spentThisHour(token, (id) => `mentions:user:${id}`, BUDGETS.mentionLookupsPerMember.max);
    const { msg } = await expectRefused(await client(token).api.mentions.$get({ query: { q: "Northwind" } }));
    expect(msg).toMatch(/^You've reached the limit of 600 company page look-ups an hour\. You can try again in/);
  });

  it("a member past the hour's link previews is refused, and nothing is fetched", async () => {
    const token = await signIn();
    await spentThisHour(token, (id) => `link-preview:user:${id}`, BUDGETS.linkPreviewsPerMember.max);
    const { msg } = await expectRefused(await client(token).api["link-preview"].$post({ json: { url: "https://example.com/a" } }));
    expect(msg).toMatch(/^You've reached the limit of 120 link previews an hour\./);
  });
});
