// Scratch: a member writes posts through the real UI on `npm start` (not part of the suite).
import { chromium } from "playwright-core";
const out = process.argv[2] ?? "/tmp/wr/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ baseURL: "http://127.0.0.1:8788", viewport: { width: 1280, height: 900 } });
context.setDefaultTimeout(60_000);
const page = await context.newPage();
const shot = (n) => page.screenshot({ path: `${out}/${n}.png`, fullPage: false });
await page.goto("/signin");
await page.getByLabel("LinkedIn username or profile URL").fill("maya-chen");
await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
await page.waitForURL(/127\.0\.0\.1:\d+\/(?!signin)/);
const allow = page.getByRole("button", { name: "Allow" });
if (await allow.isVisible().catch(() => false)) await allow.click();
await page.waitForURL(/\/(calendar|onboarding|posts)/);
console.log("signed in at", page.url());

async function createPost() {
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  await dialog.waitFor();
  await page.waitForTimeout(800);
  return dialog;
}
// 1. A template, its blanks filled by name.
let dialog = await createPost();
await dialog.getByRole("tab", { name: "Expert Advice" }).click();
await dialog.getByRole("button", { name: /The question I get asked most/ }).click();
const input = dialog.getByLabel("What's your post about?");
console.log("hint:", await input.getAttribute("placeholder"));
await input.fill("role: mortgage broker. question: should I fix for 2 or 5 years? advice: pick the term that matches how long you'll realistically stay in the house, not the rate");
await dialog.getByText("Professional", { exact: true }).click();
await shot("1-template-input");
await dialog.getByRole("button", { name: "Generate" }).click();
const post = dialog.getByLabel("Post", { exact: true });
await post.waitFor();
console.log("---- template draft\n" + (await post.inputValue()));
await shot("2-template-draft");
await dialog.getByLabel("Ask for changes").fill("add hashtags");
await dialog.getByRole("button", { name: "Regenerate" }).click();
await page.waitForTimeout(4000);
console.log("problem?", await dialog.locator("#regenerate-problem").innerText().catch(() => "none"));
console.log("---- with hashtags\n" + (await post.inputValue()));
await shot("3-hashtags");
await page.keyboard.press("Escape");
await page.waitForTimeout(500);
// 2. Blank: a short post, then 'shorter'.
dialog = await createPost();
await dialog.getByRole("button", { name: /Start from your own words/ }).click();
await dialog.getByLabel("What's your post about?").fill("I failed my driving test 4 times. I'm 34. Passed today. Never give up on the boring stuff either.");
await dialog.getByRole("button", { name: "Generate" }).click();
await post.waitFor();
console.log("---- short draft\n" + (await post.inputValue()));
await dialog.getByLabel("Ask for changes").fill("make it shorter");
await dialog.getByRole("button", { name: "Regenerate" }).click();
const problem = dialog.locator("#regenerate-problem");
await problem.waitFor();
console.log("---- shorter said:", await problem.innerText());
await shot("4-shorter-refused");
await browser.close();
