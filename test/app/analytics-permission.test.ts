/**
 * Why an account shows no numbers (decision 077): a reconnect is offered only when reconnecting can
 * give the analytics permission; while the LinkedIn app can't ask for it, the banner says so and
 * offers nothing that would change nothing.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PermissionBanner } from "~/components/analytics/PermissionBanner";
import { ANALYTICS_TEXT } from "~/spec/analytics";

const render = (onOffer: boolean) =>
  renderToStaticMarkup(
    createElement(PermissionBanner, { account: "Maya Chen", onOffer, reconnect: createElement("button", { type: "button" }, ANALYTICS_TEXT.reconnect) }),
  );

describe("the analytics permission banner", () => {
  it("offers a reconnect when reconnecting can give the permission", () => {
    const html = render(true);
    expect(html).toContain(ANALYTICS_TEXT.needsScope);
    expect(html).toContain("Maya Chen");
    expect(html).toContain(`<button type="button">${ANALYTICS_TEXT.reconnect}</button>`);
  });

  it("says the app can't have numbers yet, and offers no reconnect, when it can't ask for them", () => {
    const html = render(false);
    expect(html).toContain(ANALYTICS_TEXT.notOffered.replace(/'/g, "&#x27;"));
    expect(html).toContain("LinkedIn hasn&#x27;t approved this app to read post numbers");
    expect(html).not.toContain("<button");
    expect(html).not.toContain(ANALYTICS_TEXT.needsScope);
  });
});
