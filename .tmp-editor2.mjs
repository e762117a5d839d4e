import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: "http://127.0.0.1:8788", viewport: { width: 1400, height: 1000 } });
const page = await context.newPage();
await page.goto("/signin");
await page.getByLabel("LinkedIn username or profile URL").fill("maya-chen");
await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
await page.waitForURL("http://127.0.0.1:8790/**");
await page.getByRole("button", { name: "Allow" }).click();
await page.waitForURL(/127\.0\.0\.1:8788\/(posts|calendar|onboarding)/, { timeout: 60000 });
await page.goto("/posts?create=1");
const dialog = page.getByRole("dialog", { name: "Create Post" });
await page.waitForSelector("html[data-hydrated]");
await dialog.getByText("Professional", { exact: true }).click();
await dialog.getByLabel("What's your post about?").fill("hot take cold email isnt dead, lazy cold email is dead. i sent 60 emails last month using Apollo, each one took me 20 minutes of research, got 19 replies and 7 calls. the templates people sell you get 1% reply rates");
await dialog.getByRole("button", { name: "Generate" }).click();
await dialog.getByText(/Drafted by the offline writer/).waitFor({ timeout: 30000 });
const editor = dialog.getByLabel("Post", { exact: true });
console.log("=== draft\n" + (await editor.inputValue()));
for (const [i, ask] of ["add 3 hashtags", "start with a question", "more casual"].entries()) {
  await dialog.getByLabel("Ask for changes").fill(ask);
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  await page.waitForTimeout(2500);
  console.log(`=== ${ask}\n` + (await editor.inputValue()));
  const toast = await page.locator("[data-sonner-toast]").allInnerTexts().catch(() => []);
  if (toast.length) console.log("toast:", toast.join(" | "));
  await page.screenshot({ path: `/tmp/editor2-${i}.png` });
}
await browser.close();
