/**
 * Sign-in while the LinkedIn app can't connect company pages (decision 079): "Organization" is
 * shown but can't be chosen, with the reason beside it; and a start refused for a reason that is
 * not the name says that reason, not "invalid username".
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProfileTypeSwitch } from "~/components/ProfileTypeSwitch";
import { ApiCallError } from "~/lib/api.client";
import { signInOptions } from "~/lib/sign-in-options.server";
import { signInFailure } from "~/lib/use-start-sign-in";
import { TEXT } from "~/spec/texts";

const render = (companyPages?: boolean) => renderToStaticMarkup(createElement(ProfileTypeSwitch, { value: "individual", onChange: () => {}, companyPages }));
const radio = (html: string, value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? "";
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

describe("the profile-type switch", () => {
  it("offers both kinds when the app can connect company pages", () => {
    const html = render(true);
    expect(radio(html, "company")).not.toContain("disabled");
    expect(html).not.toContain(escaped(TEXT.errors.companyPagesUnavailable));
    expect(render()).toBe(html);
  });

  it("shows Organization as not to be chosen, and says why, when it can't", () => {
    const html = render(false);
    expect(radio(html, "company")).toContain("disabled");
    expect(radio(html, "individual")).not.toContain("disabled");
    expect(html).toContain('aria-describedby="company-pages-note"');
    expect(html).toMatch(new RegExp(`id="company-pages-note"[^>]*>${escaped(TEXT.errors.companyPagesUnavailable)}<`));
  });
});

describe("a sign-in start that failed, in words", () => {
  it("a name LinkedIn can't take is the spec's 'invalid username'", () => {
    expect(signInFailure(new ApiCallError("Please enter a valid LinkedIn username", 400))).toBe(TEXT.signin.invalidUsername);
  });

  it("too many starts, or company pages not offered, say so", () => {
    const tooMany = "Too many sign-in attempts from your network. Please wait a few minutes and try again.";
    expect(signInFailure(new ApiCallError(tooMany, 429))).toBe(tooMany);
    expect(signInFailure(new ApiCallError(TEXT.errors.companyPagesUnavailable, 400))).toBe(TEXT.errors.companyPagesUnavailable);
  });

  it("a server fault or no answer is the generic error", () => {
    expect(signInFailure(new ApiCallError("boom", 502))).toBe(TEXT.errors.generic);
    expect(signInFailure(new TypeError("Failed to fetch"))).toBe(TEXT.errors.generic);
  });
});

describe("what the sign-in page offers, read by its loader", () => {
  const contextWith = (fetch: (request: Request) => Promise<Response>) =>
    ({ cloudflare: { env: { API: { fetch } } } }) as unknown as Parameters<typeof signInOptions>[0];
  const page = new Request("https://app.test/signin");

  it("asks the API, as nobody, and says what it answered", async () => {
    const asked: Request[] = [];
    const answer = (companyPages: boolean) =>
      contextWith(async (request) => {
        asked.push(request);
        return Response.json({ data: { companyPages } });
      });
    expect(await signInOptions(answer(false), page)).toEqual({ companyPages: false });
    expect(await signInOptions(answer(true), page)).toEqual({ companyPages: true });
    expect(new URL(asked[0].url).pathname).toBe("/public/api/oauth/options");
    expect(asked[0].headers.get("authorization")).toBeNull();
  });

  it("opens the page at once, offering both, when the API doesn't answer in time", async () => {
    let asked = false;
    const silent = contextWith(() => {
      asked = true;
      return new Promise<Response>(() => {});
    });
    expect(await signInOptions(silent, page, 20)).toEqual({ companyPages: true });
    expect(asked).toBe(true);
  });

  it("opens the page offering both when the API is down or answers an error", async () => {
    expect(
      await signInOptions(
        contextWith(() => Promise.reject(new TypeError("fetch failed"))),
        page,
      ),
    ).toEqual({ companyPages: true });
    expect(
      await signInOptions(
        contextWith(async () => Response.json({ msg: "boom" }, { status: 500 })),
        page,
      ),
    ).toEqual({ companyPages: true });
  });
});
