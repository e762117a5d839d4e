import { describe, expect, inject, it } from "vitest";
import { browserSession, expectVisible, signInAsNewMember } from "./support";

const browser = browserSession();
const phoneUrl = () => inject("phoneUrl");
const unique = () => Date.now().toString(36).slice(-5);

describe("onboarding by phone", () => {
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
    await page.getByRole("heading", { name: /Writing your month of posts|Your month of posts is ready/ }).waitFor({ timeout: 25_000 });
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 25_000 });
    await page.waitForURL("**/calendar", { timeout: 20_000 });
    await expectVisible(page.getByText(/drafts to review/));
    await fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify({ auto: false }) });
  });
});
