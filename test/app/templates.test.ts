import { describe, expect, it } from "vitest";
import { detailsHint } from "~/spec/placeholders";
import { BLANK_TEMPLATE_ID, findTemplate, placeholdersOf, TEMPLATE_CATEGORIES, TEMPLATES, templatesIn } from "~/spec/templates";

describe("template library", () => {
  it("holds the spec's 12 categories: 3 in top, 10 in each other", () => {
    expect(TEMPLATE_CATEGORIES).toHaveLength(12);
    expect(templatesIn("top")).toHaveLength(3);
    for (const category of TEMPLATE_CATEGORIES.filter((c) => c !== "top")) expect(templatesIn(category)).toHaveLength(10);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });

  it("bodies have {placeholders} and LinkedIn form, no markdown", () => {
    for (const t of TEMPLATES) {
      expect(placeholdersOf(t.content).length).toBeGreaterThanOrEqual(2);
      expect(t.content).not.toMatch(/\*\*|^#\s/m);
      expect([...t.content].length).toBeLessThanOrEqual(3000);
    }
    expect(TEMPLATES.some((t) => /\b7 insights\b/i.test(t.title + t.content))).toBe(true);
    expect(TEMPLATES.some((t) => /\b5 tools\b/i.test(t.title + t.content))).toBe(true);
  });

  it("blank is not a template; lookups by id work", () => {
    expect(findTemplate(BLANK_TEMPLATE_ID)).toBeUndefined();
    expect(findTemplate(TEMPLATES[5].id)).toBe(TEMPLATES[5]);
    expect(placeholdersOf("{a} x {b_1} {a}")).toEqual(["a", "b_1"]);
  });

  it("the input's hint under a template names its blanks as labels to type ('role: …, question: …')", () => {
    expect(detailsHint(findTemplate("expert-top-question")!.content)).toBe("Give the details, e.g. role: …, question: …, advice: …, industry: …");
    // The hook is the writer's to find, not a label to type; two-word blanks read as words.
    expect(detailsHint("{hook_line}\n\n{timeframe} ago, I hit {low_point}.")).toBe("Give the details, e.g. timeframe: …, low point: …");
    expect(detailsHint("no blanks here")).toBe("Give the details of your post");
  });
});
