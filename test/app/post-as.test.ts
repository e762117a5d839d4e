import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccountPicker } from "~/components/posts/AccountPicker";
import { LinkedInPreview } from "~/components/posts/LinkedInPreview";
import { type Account, alsoPostAs, authorsOf, chooseAt, defaultAccount, initialChoice, optionsFor, removeAt } from "~/components/posts/post-as";
import type { AppSummary } from "~/lib/api";

const lena: Account = { id: "a-lena", name: "Lena Fischer", avatar: "https://li.example/lena.svg", yours: false };
const maya: Account = { id: "a-maya", name: "Maya Chen", avatar: null, yours: true };
const page: Account = { id: "a-page", name: "North Wind", avatar: null, yours: false };
/** The team's accounts in its order (oldest first): the member's own is not the first. */
const team = [lena, maya, page];

describe("Post as: who a new post goes out as (issue 25, item 5)", () => {
  it("defaults to the member's own account, not the team's first; the first when none is theirs; nothing with no account", () => {
    expect(defaultAccount(team)).toBe("a-maya");
    expect(initialChoice(team)).toEqual(["a-maya"]);
    expect(defaultAccount([lena, page])).toBe("a-lena");
    expect(initialChoice([])).toEqual([]);
  });

  it("an existing post opens as its own account, one only", () => {
    expect(initialChoice(team, { apps: [{ id: "a-page" }] })).toEqual(["a-page"]);
    expect(initialChoice(team, { apps: [{ id: "a-page" }, { id: "a-lena" }] })).toEqual(["a-page"]);
    // A post with no account (none was connected) gets the default, as a new one.
    expect(initialChoice(team, { apps: [] })).toEqual(["a-maya"]);
  });

  it("choosing another account replaces the chosen one: still one", () => {
    expect(chooseAt(["a-maya"], 0, "a-lena")).toEqual(["a-lena"]);
    expect(chooseAt(["a-maya", "a-lena"], 1, "a-page")).toEqual(["a-maya", "a-page"]);
    // An account another row holds is not taken twice; a row that isn't there changes nothing.
    expect(chooseAt(["a-maya", "a-lena"], 0, "a-lena")).toEqual(["a-maya", "a-lena"]);
    expect(chooseAt(["a-maya"], 3, "a-lena")).toEqual(["a-maya"]);
  });

  it("Also post as adds the next account not chosen, until every account is", () => {
    let chosen = alsoPostAs(["a-maya"], team);
    expect(chosen).toEqual(["a-maya", "a-lena"]);
    chosen = alsoPostAs(chosen, team);
    expect(chosen).toEqual(["a-maya", "a-lena", "a-page"]);
    expect(alsoPostAs(chosen, team)).toEqual(chosen);
  });

  it("an added account can be removed again; the last one never is", () => {
    expect(removeAt(["a-maya", "a-lena", "a-page"], 1)).toEqual(["a-maya", "a-page"]);
    expect(removeAt(["a-maya", "a-lena"], 1)).toEqual(["a-maya"]);
    expect(removeAt(["a-maya"], 0)).toEqual(["a-maya"]);
  });

  it("each row offers its own account and those no other row holds, in the team's order", () => {
    expect(optionsFor(["a-maya"], 0, team).map((a) => a.id)).toEqual(["a-lena", "a-maya", "a-page"]);
    expect(optionsFor(["a-maya", "a-lena"], 0, team).map((a) => a.id)).toEqual(["a-maya", "a-page"]);
    expect(optionsFor(["a-maya", "a-lena"], 1, team).map((a) => a.id)).toEqual(["a-lena", "a-page"]);
  });

  it("the preview is each chosen account's, with its name and avatar; never the team's first by default", () => {
    expect(authorsOf(["a-maya"], team)).toEqual([maya]);
    expect(authorsOf(["a-maya", "a-lena"], team).map((a) => a.name)).toEqual(["Maya Chen", "Lena Fischer"]);
    // An edited post whose account left the team still shows as that account.
    const gone = { id: "a-gone", name: "Sam Ortiz", avatar: "https://li.example/sam.svg" };
    expect(authorsOf(["a-gone"], team, { apps: [gone] })).toEqual([gone]);
    expect(authorsOf([], [])).toEqual([{ id: "you", name: "You", avatar: null }]);
  });
});

/** What the dialog renders, as a screen reader would meet it. */
const html = (props: { apps: Account[]; several: boolean; value: string[] }) =>
  renderToStaticMarkup(createElement(AccountPicker, { ...props, apps: props.apps as AppSummary[], onChange: () => {} }));

describe("Post as: the control", () => {
  it("a radio group labelled Post as, the chosen account checked, with Also post as for a new post", () => {
    const out = html({ apps: team, several: true, value: ["a-maya"] });
    const label = out.match(/<span class="field__label" id="([^"]+)">Post as<\/span>/)?.[1];
    expect(label).toBeTruthy();
    expect(out).toContain(`role="radiogroup" aria-labelledby="${label}"`);
    expect(out.match(/type="radio"/g)).toHaveLength(3);
    expect(out.match(/checked=""/g)).toHaveLength(1);
    expect(out).toMatch(/checked="" value="a-maya"/);
    expect(out).toContain("Also post as…");
    expect(out).not.toContain("One post per account");
  });

  it("two chosen: a second group with a Remove, and the one-post-per-account note", () => {
    const out = html({ apps: team, several: true, value: ["a-maya", "a-lena"] });
    expect(out.match(/role="radiogroup"/g)).toHaveLength(2);
    expect(out).toContain(">Also post as</span>");
    expect(out).toContain('aria-label="Don&#x27;t post as Lena Fischer"');
    expect(out).toContain("One post per account: each is published and tracked on its own.");
  });

  it("editing: the same group, no Also post as; one account: no control at all", () => {
    const out = html({ apps: team, several: false, value: ["a-page"] });
    expect(out).toContain('role="radiogroup"');
    expect(out).toMatch(/checked="" value="a-page"/);
    expect(out).not.toContain("Also post as");
    expect(html({ apps: [maya], several: true, value: ["a-maya"] })).toBe("");
  });

  it("the preview: one per account, each named for whose it is, with the avatar", () => {
    const one = renderToStaticMarkup(createElement(LinkedInPreview, { text: "Hello", authors: [lena] }));
    expect(one).toContain('aria-label="Preview on LinkedIn as Lena Fischer"');
    expect(one).toContain('src="https://li.example/lena.svg"');
    const two = renderToStaticMarkup(createElement(LinkedInPreview, { text: "Hello", authors: [maya, lena] }));
    expect(two.match(/<figure/g)).toHaveLength(2);
    expect(two).toContain("As Maya Chen: what readers see before they click");
    expect(two).toContain(">MC</span>");
  });
});
