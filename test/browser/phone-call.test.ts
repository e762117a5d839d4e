import type { BrowserContext } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserSession, expectVisible, holdRequests, signInAsNewMember, waitForCalendar, within } from "./support";

const browser = browserSession();
const phoneUrl = () => inject("phoneUrl");
const unique = () => Date.now().toString(36).slice(-5);
type EmulatedCall = { customer: { number: string }; status: string; endedReason?: string; webhookStatus?: number };
const emulatedCalls = async () => ((await (await fetch(`${phoneUrl()}/__emulator/calls`)).json()) as { calls: EmulatedCall[] }).calls;
const callsTo = async (number: string) => (await emulatedCalls()).filter((c) => c.customer.number === number);
/**
 * A UK mobile number this run has not used, in Ofcom's range for drama (07700 900000-900999): the
 * only 07700 9 numbers the phone check takes as real (PHONE_CALL_FICTIONAL_NUMBERS, local and tests).
 */
let numbersUsed = 0;
const ukNumber = () => `07700900${String((Date.now() + numbersUsed++ * 7) % 1000).padStart(3, "0")}`;

/** The browser's language, as a member in Britain has it (the picker's default follows it). */
async function britishBrowser(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "language", { get: () => "en-GB", configurable: true });
    Object.defineProperty(Navigator.prototype, "languages", { get: () => ["en-GB", "en"], configurable: true });
  });
}

describe("onboarding by phone", { timeout: within(120_000) }, () => {
  it("digits only, the country from the browser's language, the trunk 0 dropped: Ziva calls in E.164, the answers become a calendar", async () => {
    const { page, context } = browser;
    await britishBrowser(context);
    await fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify({ auto: true, delayMs: 500 }) });
    await signInAsNewMember(page, `Priya Nair ${unique()}`);
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByText("Please enter your phone number"));
    await expect.poll(() => page.getByLabel("Country code").inputValue()).toBe("United Kingdom (+44)");
    await page.getByLabel("Phone number").pressSequentially("07700-900 123");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("07700900123");
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByRole("heading", { name: "Ziva is calling you" }));
    await expectVisible(page.getByText("Your phone (+44 7700 900123) is ringing."));
    expect((await emulatedCalls()).at(-1)?.customer.number).toBe("+447700900123");
    // The screen looks every 10 s: by the first look the call has ended and its calendar job is on (or done).
    await page.getByRole("heading", { name: /Writing your month of posts|Your month of posts is ready/ }).waitFor({ timeout: within(60_000) });
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
    await waitForCalendar(page, 20_000);
    await expectVisible(page.getByText(/drafts to review/));
    await fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify({ auto: false }) });
  });

  it("every country, India first, found by typing; a number that cannot be one for it is said under the field and rings nobody", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Camille Martin ${unique()}`);
    const picker = page.getByRole("combobox", { name: "Country code" });
    await picker.focus();
    await picker.press("ArrowDown");
    const options = page.getByRole("listbox", { name: "Countries" }).getByRole("option");
    await expectVisible(options.first());
    expect(await options.first().textContent()).toBe("India (+91)");
    expect(await options.count()).toBeGreaterThan(200);
    // Typing filters; Enter picks the highlighted country without sending the form.
    await picker.fill("fran");
    await expectVisible(options.filter({ hasText: "France (+33)" }));
    await picker.press("Enter");
    expect(await picker.inputValue()).toBe("France (+33)");
    await expectVisible(page.getByRole("heading", { name: "Prefer to talk? We'll call you" }));
    const before = (await emulatedCalls()).length;
    await page.getByLabel("Phone number").fill("061234");
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByText("That number is too short for France."));
    expect(await page.getByLabel("Phone number").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Phone number").getAttribute("aria-describedby")).toBe("phone-error");
    expect((await emulatedCalls()).length).toBe(before);
  });

  it("while Ziva calls: call me again rings the same number anew, and cancelling hangs up and brings the form back", async () => {
    const { page, context } = browser;
    await britishBrowser(context);
    await signInAsNewMember(page, `Amara Okafor ${unique()}`);
    const typed = ukNumber();
    const e164 = `+44${typed.slice(1)}`;
    await expect.poll(() => page.getByLabel("Country code").inputValue()).toBe("United Kingdom (+44)");
    await page.getByLabel("Phone number").fill(typed);
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByRole("heading", { name: "Ziva is calling you" }));

    await page.getByRole("button", { name: "Call me again" }).click();
    await expectVisible(page.getByText("Ziva is calling you again."));
    const [first, second] = await callsTo(e164);
    expect(first).toMatchObject({ status: "ended", endedReason: "manually-canceled" });
    expect(second).toMatchObject({ status: "ringing" });

    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expectVisible(page.getByRole("heading", { name: "Prefer to talk? We'll call you" }));
    await expectVisible(page.getByText("You cancelled the call."));
    expect(await page.getByLabel("Phone number").inputValue()).toBe(typed);
    // Both calls are over at the voice agent, and their end-of-call reports started nothing (409).
    await expect
      .poll(async () => (await callsTo(e164)).map((c) => [c.status, c.webhookStatus]))
      .toEqual([
        ["ended", 409],
        ["ended", 409],
      ]);
    await expectVisible(page.getByRole("button", { name: "Call me" }));
  });

  it("the country list arriving while the member is in the field leaves its text selected: what they type replaces it", async () => {
    const { page, context } = browser;
    await britishBrowser(context);
    // The country list (a chunk of its own) is held until the member has clicked into the field.
    const release = await holdRequests(page, "**/assets/phone-*.js");
    await signInAsNewMember(page, `Ana Costa ${unique()}`);
    const field = page.getByLabel("Country code");
    await field.click();
    expect(await field.inputValue()).toBe("India (+91)");
    release();
    await expect.poll(() => field.inputValue()).toBe("United Kingdom (+44)");
    await page.keyboard.type("Germ");
    await expectVisible(page.getByRole("option", { name: "Germany (+49)" }));
    await page.keyboard.press("Enter");
    expect(await field.inputValue()).toBe("Germany (+49)");
  });

  it("a person answers the ringing call on the emulator's page by typing; hanging up starts the calendar", async () => {
    const { page, context } = browser;
    await signInAsNewMember(page, `Lars Berg ${unique()}`);
    await page.getByLabel("Phone number").fill("5550102345");
    await page.getByLabel("Country code").fill("United States");
    // Typed before the list has come, the country is picked once it shows.
    await expectVisible(page.getByRole("option", { name: "United States (+1)" }));
    await page.getByLabel("Country code").press("Enter");
    expect(await page.getByLabel("Country code").inputValue()).toBe("United States (+1)");
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByRole("heading", { name: "Ziva is calling you" }));
    const phone = await context.newPage();
    await phone.goto(phoneUrl());
    await expectVisible(phone.getByText("📞 Ringing: +15550102345"));
    await phone.getByLabel("Who do you want to reach on LinkedIn?").last().fill("head chefs of independent restaurants in Oslo");
    await phone.getByLabel("What do you want LinkedIn to do for you?").last().fill("sell 40 knife sharpening subscriptions this winter");
    await phone.getByRole("button", { name: "Hang up and send" }).last().click();
    await expectVisible(phone.getByText(/customer-ended-call, webhook answered 200/));
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
    await waitForCalendar(page, 20_000);
    // What the person said shaped the posts (the audience they named is in them).
    await page.goto("/posts");
    await expectVisible(page.getByText(/head chefs/).first());
  });
});
