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
await page.getByLabel("Another member's full name").fill(`Devika Nair ${Date.now().toString(36).slice(-4)}`);
await page.getByRole("button", { name: "Allow" }).click();
await page.waitForURL("**/onboarding", { timeout: 60000 });
await page.waitForSelector("html[data-hydrated]");
await page.getByLabel("Who do you want to reach on LinkedIn?").fill("founders of startups with 10 to 50 employees who don't have an HR person yet");
await page.getByLabel("What do you want LinkedIn to do for you?").fill("get clients for my fractional HR service");
await page.getByRole("button", { name: "Continue" }).click();
await page.waitForURL("**/personalize");
await page.getByRole("link", { name: "Call Ziva" }).click();
await page.waitForURL("**/interact");
await page.waitForSelector("html[data-hydrated]");
await page.getByRole("button", { name: "Start the interview" }).click();
const answers = [
  "so one founder i worked with had hired his best friend as head of sales and after a year the numbers were terrible and he couldnt bring himself to have the conversation and it dragged on for eight months and by then two of the best reps had quit because they could see it",
  "i learned that you have to write the job down before you hire for it like actually what does good look like at 90 days otherwise you have nothing to measure against when it goes wrong",
  "honestly i think unlimited holiday is mostly a trick people end up taking less time off not more i'd rather give 28 days and make people take them",
  "one client went from 40 percent staff turnover to 12 percent in a year mainly by doing proper one to ones every two weeks and fixing how they did pay reviews",
  "founders ask me when they need to hire an hr person and i usually say around 30 people or the first time you have to let someone go whichever comes first",
];
for (const a of answers) {
  const box = page.getByRole("textbox", { name: /answer/i });
  await box.fill(a);
  await page.getByRole("button", { name: "Answer", exact: true }).click();
  for (let i = 0; i < 60 && (await box.inputValue().catch(() => "")) === a; i++) await page.waitForTimeout(250);
}
await page.screenshot({ path: "/tmp/ob-1.png" });
await page.waitForURL(/\/calendar/, { timeout: 180000 });
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/ob-calendar.png" });
await page.goto("/posts");
await page.waitForSelector(".post-card");
await page.screenshot({ path: "/tmp/ob-posts.png", fullPage: true });
for (const t of await page.locator(".post-card").allInnerTexts()) console.log("-----\n" + t);
await browser.close();
