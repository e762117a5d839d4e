/**
 * A refused invite link (the team's links for the day used up, issue 28 item 1): the dialog says
 * the server's words, when it can be tried again, not only that it could not be made.
 */
import { describe, it } from "vitest";
import { browserSession, expectVisible, signInAsNewMember } from "./support";

const browser = browserSession();
const REFUSED = "You've reached the limit of 20 invite links a day. You can try again in 5 hours.";

describe("invite link refused", () => {
  it("the dialog says when a link can be made again", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Hana Sato");
    // The API's refusal, as it answers once the day's 20 links are made (budgets.test.ts proves the server side).
    await page.route("**/api/invite", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, headers: { "content-type": "application/json", "retry-after": "18000" }, body: JSON.stringify({ msg: REFUSED }) })
        : route.continue(),
    );
    await page.goto("/team");
    await page.getByRole("button", { name: "Invite a teammate" }).click();
    const dialog = page.getByRole("dialog");
    await expectVisible(dialog.getByRole("alert").filter({ hasText: REFUSED }));
    await expectVisible(dialog.getByRole("button", { name: "Try again" }));
  });
});
