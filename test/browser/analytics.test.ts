/**
 * /analytics (issue 27 item 2) with the demo member's seeded history: Analytics in the top bar;
 * the totals of the last 30 days with their change; the chart of impressions and engagement per
 * day (uPlot, loaded on this screen only) with its data table; the top posts with their text and a
 * link; engagement by weekday and hour; the period switch keeps the account. Then the numbers on
 * a published post's card, and the best-times chart's source in the post dialog.
 */
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, signedIn, within, writeItYourself } from "./support";

const browser = browserSession();

describe("analytics", () => {
  it("totals, a chart with its table, top posts and the weekday-hour map, for 30 then 7 days", async () => {
    const { page } = browser;
    const chartLoads: string[] = [];
    page.on("request", (r) => {
      if (/charts\.client|uPlot/i.test(r.url())) chartLoads.push(r.url());
    });
    await signedIn(page);
    await page.goto("/posts");
    expect(chartLoads).toEqual([]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await page.waitForURL(/\/analytics$/);
    await expectVisible(page.getByRole("heading", { name: "Analytics", level: 1 }));

    const totals = page.getByRole("region", { name: /^Maya Chen, last 30 days/ });
    await expectVisible(totals);
    // The seeded posts gained impressions in the last 30 days: a number, not zero.
    const impressions = totals.locator(".analytics__total", { hasText: "Impressions" }).locator("strong");
    await expect.poll(async () => Number((await impressions.textContent())?.replace(/,/g, ""))).toBeGreaterThan(1000);
    await expectVisible(totals.getByText("Engagement rate"));

    // The chart is drawn (by uPlot, loaded now), and its numbers are in a table behind it.
    const plot = page.locator(".analytics__plot");
    await expect.poll(() => plot.getAttribute("data-drawn"), { timeout: within(15_000) }).toBe("drawn");
    expect(chartLoads.length).toBeGreaterThan(0);
    expect(await plot.locator("canvas").count()).toBeGreaterThan(0);
    await page.getByText("The numbers behind the chart").click();
    const table = page.getByRole("table", { name: "Impressions and engagement per day" });
    await expectVisible(table);
    expect(await table.getByRole("row").count()).toBe(31);

    // Top posts: their text, their rate, a link to each on LinkedIn.
    const top = page.getByRole("region", { name: "Top posts by engagement rate" });
    await expectVisible(top.getByRole("listitem").first());
    expect(await top.getByRole("listitem").count()).toBeGreaterThan(1);
    expect(await top.getByRole("link", { name: "View on LinkedIn" }).first().getAttribute("href")).toMatch(/\/feed\/update\/urn%3Ali%3Ashare%3Ademo\d+\/$/);
    await expectVisible(top.getByText(/% engagement · [\d,]+ impressions/).first());

    // When the posts went out: a map of weekday by hour, each cell its rate and how many posts.
    const map = page.getByRole("table", { name: "Engagement by weekday and hour" });
    await expectVisible(map);
    await expectVisible(map.getByText(/\d+\.\d% · 1 post/).first());
    await page.screenshot({ path: "/tmp/analytics-30.png", fullPage: true });

    // Seven days: the same account, a shorter table.
    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Last 7 days" }).click();
    await expectVisible(page.getByRole("region", { name: /^Maya Chen, last 7 days/ }));
    expect(new URL(page.url()).searchParams.get("days")).toBe("7");
    // The table the member opened stays open with the new numbers.
    await expect.poll(() => page.getByRole("table", { name: "Impressions and engagement per day" }).getByRole("row").count()).toBe(8);

    // A published post's card on /posts shows its latest numbers (item 5).
    await page.goto("/posts?status=published");
    await expectVisible(page.getByText(/^[\d,]+ impressions · [\d,]+ reactions · [\d,]+ comments$/).first());

    // The schedule's best-times chart says where its times come from: the demo account has 6 posts
    // with numbers, fewer than the 10 its own profile needs, so LinkedIn's typical times (item 3).
    await page.getByRole("link", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(dialog, "When should this go out?");
    const chart = dialog.getByRole("figure", { name: "Best times to post" });
    await expectVisible(chart.getByText(/Typical LinkedIn times, until 10 of your posts have numbers/));
  });
});
