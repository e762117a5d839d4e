import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, signInAsNewMember } from "./support";

const browser = browserSession();
const unique = () => Date.now().toString(36).slice(-5);

describe("onboarding by questionnaire", { timeout: 120_000 }, () => {
  it("questionnaire → personalize → skip → progress → a calendar of drafts to review → schedule all", async () => {
    const { page } = browser;
    const name = `Ines Quintero ${unique()}`;
    await signInAsNewMember(page, name);
    await expectVisible(page.getByRole("heading", { name: "Tell us about you" }));
    await page.getByRole("button", { name: "Continue" }).click();
    await expectVisible(page.getByText("Tell us who you want to reach."));
    await expectVisible(page.getByText("Tell us what you want LinkedIn to do for you."));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("onboarding-targetAudience");
    await page.getByLabel("Who do you want to reach on LinkedIn?").fill("founders of small SaaS companies");
    await page.getByLabel("What do you want LinkedIn to do for you?").fill("win 3 new clients a month from LinkedIn");
    await page.getByLabel("Your website or portfolio (optional)").fill("acme");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectVisible(page.getByText("Enter a full address, like https://example.com"));
    await page.getByLabel("Your website or portfolio (optional)").fill("https://acme.io");
    await page.getByRole("button", { name: "Continue" }).click();

    await page.waitForURL("**/personalize");
    await expectVisible(page.getByRole("link", { name: "Call Ziva" }));
    await page.getByRole("button", { name: "Skip and generate my posts" }).click();
    await expectVisible(page.getByRole("heading", { name: "Writing your month of posts" }));
    await expectVisible(page.getByText("Reading your answers"));
    // The job is polled every 10 s (spec): the first look may come before it ends.
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
    await page.waitForURL("**/calendar", { timeout: 20_000 });

    await expectVisible(page.getByText("12 drafts to review"));
    const tags = page.locator(".tile .review-tag");
    await expectVisible(tags);
    expect(await page.locator(".tile").filter({ hasText: "To review" }).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Schedule all" }).click();
    await expectVisible(page.getByText("12 posts scheduled."));
    await expect.poll(() => page.locator(".tile .review-tag").count()).toBe(0);
    // It opens the review list first (issue 21): every draft ticked; confirming schedules them.
    await page.getByRole("dialog", { name: "Review before scheduling" }).getByRole("button", { name: "Schedule 12 posts" }).click();

    // The answers can be edited later.
    await page.goto("/onboarding");
    expect(await page.getByLabel("Who do you want to reach on LinkedIn?").inputValue()).toBe("founders of small SaaS companies");
  });

  it("a status read that never answers does not stall the progress screen: the next look reads the job", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Hana Sato ${unique()}`);
    await page.getByLabel("Who do you want to reach on LinkedIn?").fill("heads of operations at logistics firms");
    await page.getByLabel("What do you want LinkedIn to do for you?").fill("be known for warehouse automation");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/personalize");
    // The first status read is left hanging, as a stuck connection would leave it.
    let reads = 0;
    await page.route("**/api/jobs/**", (route) => (reads++ === 0 ? undefined : route.continue()));
    await page.getByRole("button", { name: "Skip and generate my posts" }).click();
    await expectVisible(page.getByRole("heading", { name: "Writing your month of posts" }));
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
    expect(reads).toBeGreaterThanOrEqual(2);
    await page.waitForURL("**/calendar", { timeout: 20_000 });
  });

  it("a company page is asked about its company", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Northwind Ops ${unique()}`, { company: true });
    await expectVisible(page.getByRole("heading", { name: "Tell us about your company" }));
    await expectVisible(page.getByLabel("Who are your company's customers on LinkedIn?"));
    await expectVisible(page.getByLabel("What should your company page achieve?"));
  });
});
