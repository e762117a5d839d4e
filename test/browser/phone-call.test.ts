import { describe, expect, inject, it } from "vitest";
import { browserSession, expectVisible, signInAsNewMember } from "./support";

const browser = browserSession();
const phoneUrl = () => inject("phoneUrl");
const unique = () => Date.now().toString(36).slice(-5);

describe("onboarding by phone", { timeout: 120_000 }, () => {
  it("digits only, Ziva calls through the voice agent, the answers become a calendar of drafts", async () => {
    const { page } = browser;
    await fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify({ auto: true, delayMs: 500 }) });
    await signInAsNewMember(page, `Priya Nair ${unique()}`);
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByText("Please enter your phone number"));
    expect(await page.getByLabel("Country code").inputValue()).toBe("+91");
    await page.getByLabel("Country code").selectOption("+44");
    await page.getByLabel("Phone number").pressSequentially("07700-900 123");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("07700900123");
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByRole("heading", { name: "Ziva is calling you" }));
    const calls = ((await (await fetch(`${phoneUrl()}/__emulator/calls`)).json()) as { calls: Array<{ customer: { number: string } }> }).calls;
    expect(calls.at(-1)?.customer.number).toBe("+4407700900123");
    // The screen looks every 10 s: by the first look the call has ended and its calendar job is on (or done).
    await page.getByRole("heading", { name: /Writing your month of posts|Your month of posts is ready/ }).waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
    await page.waitForURL("**/calendar", { timeout: 20_000 });
    await expectVisible(page.getByText(/drafts to review/));
    await fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify({ auto: false }) });
  });

  it("a person answers the ringing call on the emulator's page by typing; hanging up starts the calendar", async () => {
    const { page, context } = browser;
    await signInAsNewMember(page, `Lars Berg ${unique()}`);
    await page.getByLabel("Phone number").fill("5550102345");
    await page.getByLabel("Country code").selectOption("+1");
    await page.getByRole("button", { name: "Call me" }).click();
    await expectVisible(page.getByRole("heading", { name: "Ziva is calling you" }));
    const phone = await context.newPage();
    await phone.goto(phoneUrl());
    await expectVisible(phone.getByText("📞 Ringing: +15550102345"));
    await phone.getByLabel("Who do you want to reach on LinkedIn?").last().fill("head chefs of independent restaurants in Oslo");
    await phone.getByLabel("What do you want LinkedIn to do for you?").last().fill("sell 40 knife sharpening subscriptions this winter");
    await phone.getByRole("button", { name: "Hang up and send" }).last().click();
    await expectVisible(phone.getByText(/customer-ended-call, webhook answered 200/));
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
    await page.waitForURL("**/calendar", { timeout: 20_000 });
    await page.goto("/posts");
    await expectVisible(page.getByText(/knife sharpening subscriptions/).first());
  });
});
