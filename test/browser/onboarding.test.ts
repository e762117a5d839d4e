import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GENERATION_STAGES } from "../../app/spec/generation";
import { TEXT } from "../../app/spec/texts";
import { browserSession, expectVisible, signInAsNewMember, waitForCalendar, within } from "./support";

const browser = browserSession();
const unique = () => Date.now().toString(36).slice(-5);

/** A new member signs in, answers the questionnaire's two questions and continues: on /personalize. */
async function throughQuestionnaire(page: Page, name: string, { audience, goal }: { audience: string; goal: string }) {
  await signInAsNewMember(page, name);
  await page.getByLabel("Who do you want to reach on LinkedIn?").fill(audience);
  await page.getByLabel("What do you want LinkedIn to do for you?").fill(goal);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/personalize");
}

describe("onboarding by questionnaire", { timeout: within(120_000) }, () => {
  it("questionnaire → personalize → skip → progress → a calendar of idea cards (a profile is not material)", async () => {
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
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
    await waitForCalendar(page, 20_000);

    // A questionnaire is a profile, not material: the month is twelve idea cards, each one question,
    // and none states the member's goal (issue 21). Nothing is a draft, so nothing can be scheduled.
    await expectVisible(page.getByText("12 idea cards wait for your answer", { exact: false }).first());
    await expect.poll(() => page.locator(".tile").filter({ hasText: "Idea: answer to write" }).count()).toBeGreaterThan(0);
    expect(await page.locator(".tile").filter({ hasText: "To review" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Schedule all" }).count()).toBe(0);
    await page.goto("/posts");
    const cards = page.locator(".post-card");
    await expect.poll(() => cards.count()).toBe(12);
    expect((await cards.allInnerTexts()).join("\n")).not.toContain("3 new clients");

    // The answers can be edited later.
    await page.goto("/onboarding");
    expect(await page.getByLabel("Who do you want to reach on LinkedIn?").inputValue()).toBe("founders of small SaaS companies");
  });

  it("a status read that never answers does not stall the progress screen: the next look reads the job", async () => {
    const { page } = browser;
    await throughQuestionnaire(page, `Hana Sato ${unique()}`, {
      audience: "heads of operations at logistics firms",
      goal: "be known for warehouse automation",
    });
    // The first status read is left hanging, as a stuck connection would leave it.
    let reads = 0;
    await page.route("**/api/jobs/**", (route) => (reads++ === 0 ? undefined : route.continue()));
    await page.getByRole("button", { name: "Skip and generate my posts" }).click();
    await expectVisible(page.getByRole("heading", { name: "Writing your month of posts" }));
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
    expect(reads).toBeGreaterThanOrEqual(2);
    await waitForCalendar(page, 20_000);
  });

  it("a start answered without a job id: the stages run on the spec's timer (7 × 5 s), then the calendar opens", { timeout: within(90_000) }, async () => {
    const { page } = browser;
    await throughQuestionnaire(page, `Omar Haddad ${unique()}`, {
      audience: "finance leads at mid-size retailers",
      goal: "be asked to speak at retail conferences",
    });
    // The API says yes (202) but gives no id to follow.
    await page.route("**/api/generate-posts", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 202, contentType: "application/json", body: '{"data":{}}' }) : route.continue(),
    );
    await page.getByRole("button", { name: "Skip and generate my posts" }).click();
    await expectVisible(page.getByRole("heading", { name: "Writing your month of posts" }));
    // It says the steps are a timer, with the spec's words for what went wrong.
    await expectVisible(page.getByRole("status").filter({ hasText: "No ID received from API" }));
    const current = page.locator('.generation__stages [aria-current="step"]');
    for (const stage of GENERATION_STAGES) await expect.poll(() => current.innerText(), { timeout: within(20_000) }).toBe(stage);
    // Without a job nothing says the month is written: only that the calendar opens.
    await expectVisible(page.getByRole("heading", { name: "Opening your calendar" }));
    await waitForCalendar(page, 20_000);
  });

  it("a start still pending runs the progress screen; a refused one says so (a garbled body too), and Try again starts the job", async () => {
    const { page } = browser;
    await throughQuestionnaire(page, `Priya Nair ${unique()}`, { audience: "product managers in fintech", goal: "grow a newsletter about product discovery" });
    // The first start hangs until the test lets it answer 500 with a body that is not JSON; the next goes through.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let starts = 0;
    await page.route("**/api/generate-posts", async (route) => {
      if (route.request().method() !== "POST" || starts++ > 0) return route.continue();
      await released;
      await route.fulfill({ status: 500, contentType: "text/html", body: "<html><body>upstream exploded</body></html>" });
    });
    const skip = page.getByRole("button", { name: "Skip and generate my posts" });
    await skip.click();
    await expectVisible(page.getByRole("heading", { name: "Writing your month of posts" }));
    await expectVisible(page.getByRole("status").filter({ hasText: "Starting…" }));
    release();
    await expectVisible(page.getByRole("alert").filter({ hasText: TEXT.errors.calendarGeneration }));
    expect(await page.getByText("upstream exploded").count()).toBe(0);
    await page.getByRole("button", { name: "Try again" }).click();
    // This time there is a job: the screen follows it to the end.
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
    expect(starts).toBe(2);
    await waitForCalendar(page, 20_000);
  });

  it("a company page is asked about its company", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Northwind Ops ${unique()}`, { company: true });
    await expectVisible(page.getByRole("heading", { name: "Tell us about your company" }));
    await expectVisible(page.getByLabel("Who are your company's customers on LinkedIn?"));
    await expectVisible(page.getByLabel("What should your company page achieve?"));
  });
});
