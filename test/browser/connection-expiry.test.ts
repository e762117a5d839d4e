/**
 * Members are warned before their LinkedIn connection ends (issue 22, item 3): LinkedIn's tokens
 * last 60 days and most apps get no refresh token, so a week before the end /posts and /calendar
 * show a banner and /team a warning, with a one-click reconnect that keeps every scheduled post.
 * A teammate's account is theirs to reconnect, through a new invite link.
 */
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import {
  appUrl,
  browserSession,
  connectThroughInviteLink,
  expectVisible,
  inviteLinkFromTeamPage,
  linkedinUrl,
  marker,
  schedule,
  signInAsNewMember,
  within,
  writeItYourself,
} from "./support";

const browser = browserSession();
const DAY_S = 86_400;

/** How the LinkedIn emulator issues its next tokens (its test hook). */
async function tokenPolicy(policy: { accessTokenTtlSeconds: number; refreshTokens: boolean }) {
  const res = await fetch(`${linkedinUrl()}/__emulator/token-policy`, { method: "POST", body: JSON.stringify(policy) });
  expect(res.ok).toBe(true);
}

// LinkedIn's default in the emulator (60 days, refresh tokens) for whatever runs next on this stack.
afterEach(() => tokenPolicy({ accessTokenTtlSeconds: 60 * DAY_S, refreshTokens: false }));

type TeamApp = { id: string; name: string; status: string; connectionExpiresAt: string | null; expiresSoon: boolean; yours: boolean };
type Post = { id: string; content: string; status: string; scheduledAt: string | null; apps: Array<{ id: string }> };

/** What the screens read, through the web app as the browser reaches it. */
async function teamApps(page: Page): Promise<TeamApp[]> {
  return ((await (await page.request.get("/api/apps")).json()) as { data: { data: TeamApp[] } }).data.data;
}
async function postWith(page: Page, words: string): Promise<Post | undefined> {
  const list = ((await (await page.request.get("/api/posts")).json()) as { data: { data: Post[] } }).data.data;
  return list.find((p) => p.content === words);
}

/** The day the app names, in this browser's zone: "Tue, Dec 1". */
const dayOf = (page: Page, iso: string) =>
  page.evaluate((at) => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" }).format(new Date(at)), iso);

describe("a LinkedIn connection that ends soon", () => {
  it("is announced on /posts, /calendar and /team; Reconnect brings the member back with the banner gone and the scheduled post kept", async () => {
    const { page } = browser;
    const member = "Rosa Delgado";
    // LinkedIn's usual case: no refresh token; this one ends in 3 days.
    await tokenPolicy({ accessTokenTtlSeconds: 3 * DAY_S, refreshTokens: false });
    await signInAsNewMember(page, member);

    // A post scheduled two days ahead, as this account.
    await page.goto("/posts");
    await page.getByRole("link", { name: "Create Post" }).click();
    const create = page.getByRole("dialog", { name: "Create Post" });
    const words = `Before my connection ends ${marker()}`;
    await writeItYourself(create, words);
    await create.getByLabel("Schedule", { exact: true }).check();
    await schedule(create, { daysAhead: 2, time: "09:30" });
    await expectVisible(page.getByRole("article", { name: words }).getByText(/scheduled for/));
    const before = await postWith(page, words);
    expect(before?.status).toBe("scheduled");

    const [account] = await teamApps(page);
    expect(account).toMatchObject({ name: member, status: "active", expiresSoon: true, yours: true });
    const day = await dayOf(page, account.connectionExpiresAt!);
    const warning = `Your LinkedIn connection for ${member} ends on ${day}. Reconnect now so your scheduled posts keep going out.`;

    // /posts: the banner names the account and the day, with Reconnect.
    await page.goto("/posts");
    const banner = page.locator(".connection-banner");
    await expectVisible(banner.getByText(warning));
    await expectVisible(banner.getByText("Reconnect LinkedIn"));
    await expectVisible(banner.getByRole("button", { name: "Reconnect" }));
    await page.screenshot({ path: "/tmp/connection-expiry-posts.png" });

    // /calendar: the same banner.
    await page.goto("/calendar");
    await expectVisible(page.locator(".connection-banner").getByText(warning));
    await expectVisible(page.locator(".connection-banner").getByRole("button", { name: "Reconnect" }));

    // /team: the same warning, which names the day, with Reconnect.
    await page.goto("/team");
    const row = page.getByRole("list", { name: "Connected accounts" }).getByRole("listitem").filter({ hasText: member });
    await expectVisible(row.getByText("Ends soon"));
    await expectVisible(row.getByText(warning));
    await expectVisible(row.getByRole("button", { name: "Reconnect" }));
    await page.screenshot({ path: "/tmp/connection-expiry-team.png", fullPage: true });

    // The member reconnects from /posts; LinkedIn now issues a fresh 60-day token.
    await tokenPolicy({ accessTokenTtlSeconds: 60 * DAY_S, refreshTokens: false });
    await page.goto("/posts");
    await page.locator(".connection-banner").getByRole("button", { name: "Reconnect" }).click();
    await page.waitForURL(`${linkedinUrl()}/oauth/v2/authorization**`);
    await page.getByText("Another member").click();
    await page.getByLabel("Another member's full name").fill(member);
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL(`${appUrl()}/posts**`, { timeout: within(15_000) });
    await expectVisible(page.getByText("LinkedIn connected"));
    await page.waitForURL(`${appUrl()}/posts`); // the outcome is said once, then leaves the address
    await expectVisible(page.getByRole("article", { name: words }));
    expect(await page.locator(".connection-banner").count()).toBe(0);

    // The same account, renewed; the post still scheduled for the same time, as the same account.
    const [renewed] = await teamApps(page);
    expect(renewed).toMatchObject({ id: account.id, status: "active", expiresSoon: false, yours: true });
    expect(Date.parse(renewed.connectionExpiresAt!)).toBeGreaterThan(Date.now() + 59 * DAY_S * 1000);
    const after = await postWith(page, words);
    expect(after).toMatchObject({ id: before!.id, status: "scheduled", scheduledAt: before!.scheduledAt });
    expect(after!.apps.map((a) => a.id)).toEqual([account.id]);

    await page.goto("/calendar");
    await expectVisible(page.getByRole("heading", { level: 1 }));
    expect(await page.locator(".connection-banner").count()).toBe(0);
    await page.goto("/team");
    const again = page.getByRole("list", { name: "Connected accounts" }).getByRole("listitem").filter({ hasText: member });
    await expectVisible(again.getByText("Connected", { exact: true }));
    await expectVisible(again.getByText(`Connection ends on ${await dayOf(page, renewed.connectionExpiresAt!)}`));
    expect(await again.getByText(warning).count()).toBe(0);
    expect(await again.getByRole("button", { name: "Reconnect" }).count()).toBe(0);
  });

  it("a teammate's account (connected through an invite) is theirs to reconnect: the team offers a new invite link, not a Reconnect", async () => {
    const { page } = browser;
    const member = "Tomas Berg";
    await signInAsNewMember(page, member);

    // Tomas invites Lena; Lena connects in her own browser, and LinkedIn gives her a token that ends in 2 days.
    const link = await inviteLinkFromTeamPage(page);
    await tokenPolicy({ accessTokenTtlSeconds: 2 * DAY_S, refreshTokens: false });
    await connectThroughInviteLink(page, link);

    const lena = (await teamApps(page)).find((a) => a.name === "Lena Fischer");
    expect(lena).toMatchObject({ expiresSoon: true, yours: false });
    const day = await dayOf(page, lena!.connectionExpiresAt!);
    const warning = `The LinkedIn connection for Lena Fischer ends on ${day}. Only Lena Fischer can reconnect it: send them a new invite link.`;

    // /posts: the banner says so and points to the team page; no Reconnect that would connect Tomas instead.
    await page.goto("/posts");
    const banner = page.locator(".connection-banner");
    await expectVisible(banner.getByText(warning));
    expect(await banner.getByRole("button", { name: "Reconnect" }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/connection-expiry-posts-teammate.png" });
    await banner.getByRole("link", { name: "Make one on your team page" }).click();
    await page.waitForURL(`${appUrl()}/team`);

    // /team: Lena's row offers a new invite link; Tomas's own account is fine.
    const accounts = page.getByRole("list", { name: "Connected accounts" });
    const row = accounts.getByRole("listitem").filter({ hasText: "Lena Fischer" });
    await expectVisible(row.getByText(warning));
    expect(await row.getByRole("button", { name: "Reconnect" }).count()).toBe(0);
    await expectVisible(accounts.getByRole("listitem").filter({ hasText: member }).getByText("Connected", { exact: true }));
    await page.screenshot({ path: "/tmp/connection-expiry-team-teammate.png", fullPage: true });
    await row.getByRole("button", { name: "Create an invite link" }).click();
    await expectVisible(
      page.getByRole("dialog", { name: "Share Invite Link" }).getByText("Person you share this link with will be able to connect their LinkedIn account"),
    );
  });
});
