import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: "http://127.0.0.1:8788", viewport: { width: 1400, height: 1000 } });
const page = await context.newPage();
await page.addInitScript(() => {
  Object.defineProperty(window, "speechSynthesis", { configurable: true, value: { cancel() {}, speak: (u) => setTimeout(() => u.onend?.(), 20) } });
  delete window.SpeechRecognition; delete window.webkitSpeechRecognition;
});
await page.goto("/signin");
await page.getByLabel("LinkedIn username or profile URL").fill("maya-chen");
await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
await page.waitForURL("http://127.0.0.1:8790/**");
await page.getByText("Another member").click();
await page.getByLabel("Another member's full name").fill(`Aoife Brennan ${Date.now().toString(36).slice(-4)}`);
await page.getByRole("button", { name: "Allow" }).click();
await page.waitForURL("**/onboarding", { timeout: 60000 });
await page.waitForSelector("html[data-hydrated]");
await page.getByLabel("Who do you want to reach on LinkedIn?").fill("runners over 40 and the GPs who refer them");
await page.getByLabel("What do you want LinkedIn to do for you?").fill("more referrals to my sports physio clinic in Galway");
await page.getByRole("button", { name: "Continue" }).click();
await page.waitForURL("**/personalize");
await page.getByRole("link", { name: "Call Ziva" }).click();
await page.waitForURL("**/interact");
await page.waitForSelector("html[data-hydrated]");
await page.getByRole("button", { name: "Start the interview" }).click();
const answers = [
  "A 52 year old man came in last spring convinced his running days were over, his knee had swollen up after every run for a year and two surgeons told him to stop. We found his hip was the problem not the knee. Eight weeks of strength work and he ran the Galway half in September. He brought me his medal.",
  "I used to give people 12 exercises to do at home. Almost nobody did them. Now I give 3, I film them on the patient's own phone, and compliance went way up. Fewer exercises done beats more exercises ignored.",
  "rest is the worst advice for most running injuries. total rest makes tendons weaker. most people need to change load not stop",
  "In 2025 we saw 640 new patients, 71% came from GP referrals or other patients. We spent nothing on ads.",
  "Should I run through pain? My answer: if it's under 3 out of 10 and gone by the next morning you can usually keep going. If it's sharp or makes you limp, stop and get it looked at.",
];
for (const a of answers) {
  const box = page.getByRole("textbox", { name: /answer/i });
  await box.fill(a);
  await page.getByRole("button", { name: "Answer", exact: true }).click();
  for (let i = 0; i < 60 && (await box.inputValue().catch(() => "")) === a; i++) await page.waitForTimeout(250);
}
await page.screenshot({ path: "/tmp/physio-1.png" });
await page.waitForURL(/\/calendar/, { timeout: 180000 });
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/physio-calendar.png" });
await page.goto("/posts");
await page.waitForSelector(".post-card");
await page.screenshot({ path: "/tmp/physio-posts.png", fullPage: true });
for (const t of await page.locator(".post-card").allInnerTexts()) console.log("-----\n" + t);
await browser.close();
