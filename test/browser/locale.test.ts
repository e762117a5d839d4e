/**
 * A member whose browser speaks another language in another zone: /team's and /account's dates (a
 * contributor's personal link, an open invite, a session's last use) are the same text on the server and in the browser, so the page
 * hydrates without React redrawing it, and they read as the rest of the app writes days.
 */
import { describe, expect, it } from "vitest";
import {
  appUrl,
  browserSession,
  connectThroughInviteLink,
  desktopContext,
  expectVisible,
  inviteLinkFromTeamPage,
  isHydrationError,
  signInAsNewMember,
} from "./support";

const browser = browserSession();
const DAY = /\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/; // "28 Dec 2026"

describe("another locale and zone", () => {
  it("/team and /account hydrate without a mismatch in German in Auckland, and write their days as '28 Dec 2026'", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Jonas Weber");
    await connectThroughInviteLink(page, await inviteLinkFromTeamPage(page));
    await inviteLinkFromTeamPage(page); // an open invite, with its own day

    const elsewhere = await desktopContext(page.context().browser()!, { locale: "de-DE", timezoneId: "Pacific/Auckland" });
    try {
      await elsewhere.addCookies(await page.context().cookies(appUrl()));
      const errors: string[] = [];
      elsewhere.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      const team = await elsewhere.newPage();
      await team.goto("/team");
      const contributor = team.getByRole("list", { name: "Contributors" });
      await expectVisible(contributor.getByText(/Personal link works until/));
      await expectVisible(team.getByText(/works until/).last());
      // Hydration is done once the page answers a click: the invite dialog opens from React.
      await team.getByRole("button", { name: "Invite a teammate" }).click();
      await expectVisible(team.getByRole("dialog", { name: "Share Invite Link" }));
      expect(errors.filter(isHydrationError)).toEqual([]);
      expect(await contributor.textContent()).toMatch(new RegExp(`Personal link works until ${DAY.source}`));
      expect(
        await team
          .getByText(/^From .* · works until/)
          .first()
          .textContent(),
      ).toMatch(DAY);

      // /account: where the member is signed in, with each session's last use, and an export's link.
      await team.goto("/account");
      await expectVisible(team.getByText(/^Last used /));
      await team.getByRole("button", { name: "Export my data" }).click();
      await expectVisible(team.getByText(/Your export is ready/));
      expect(errors.filter(isHydrationError)).toEqual([]);
      expect(
        await team
          .getByText(/^Last used /)
          .first()
          .textContent(),
      ).toMatch(new RegExp(`^Last used ${DAY.source}, \\d{2}:\\d{2}`));
    } finally {
      await elsewhere.close();
    }
  });
});
