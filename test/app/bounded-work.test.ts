/**
 * Bounded work for every input (issue 9): every text a member or a visitor can send goes
 * through the same functions the endpoints use, and the work grows at most linearly with the
 * input: each adversarial input is run at 5 KB and at 40 KB in the same run, and eight times the
 * input may cost at most about eight times the CPU (a quadratic path costs sixty-four times). A fixed
 * limit in milliseconds would measure the machine, not the code: a busy machine broke one.
 */
import { describe, expect, it } from "vitest";
import { linkedinPostUrn } from "../../app/spec/linkedin-link";
import { safeRedirectPath } from "../../app/spec/redirect";
import { createPostSchema, generateContentSchema, humanizerSchema, oauthSignInSchema, regenerateSchema, updatePostSchema } from "../../app/spec/schemas";
import { classifyUsername } from "../../app/spec/username";
import { humanize } from "../../worker/ai/humanizer";
import { revise } from "../../worker/ai/instructions";
import { toLinkedInText } from "../../worker/ai/linkedin-text";
import { readMaterial } from "../../worker/ai/material";
import { polish } from "../../worker/ai/polish";
import { generationMessages, humanizerMessages, regenerationMessages } from "../../worker/ai/prompts";
import { writePost } from "../../worker/ai/writer";
import { titleFrom } from "../../worker/db/posts";
import { escapeLittleText, readLittleText } from "../../worker/providers/little-text";
import { within } from "../time";
import { repeatTo, superlinearInputs } from "./linear-cost";

const SMALL = 5 * 1024;
const LARGE = 8 * SMALL;

/** Inputs that make careless regular expressions backtrack: runs, separators, nesting, near-misses. */
const adversarial = (SIZE: number): Record<string, string> => {
  const fill = (unit: string) => repeatTo(unit, SIZE);
  return {
    "one character": fill("a"),
    spaces: fill(" "),
    newlines: fill("\n"),
    "spaces and newlines": fill(" \n"),
    "comma runs with joiners": fill("wordy words, and "),
    "long clause then comma": `${"x".repeat(SIZE - 20)}, and then y`,
    "no sentence end": fill("lorem ipsum dolor "),
    stars: fill("*"),
    "unclosed bold": fill("**a "),
    underscores: fill("_a "),
    brackets: fill("[("),
    "deep punctuation": `${"(".repeat(SIZE / 2)}${")".repeat(SIZE / 2)}`,
    "sentence ends": fill(".!? "),
    hashtags: fill("#"),
    "hashtag wall": fill("#tag "),
    "em-dash chains": fill("a — b — "),
    "emoji runs": fill("🚀"),
    "emoji bullets": fill("✅ x\n"),
    "not only without but also": fill("not only x "),
    "whether without or": fill("whether you're a "),
    "request words": fill("make this about "),
    "comma pairs": fill("key: value, "),
    "at signs": fill("@a"),
    "key: value lines": fill("key: value\n"),
    "colons without keys": fill(":"),
    "names that never end": `${fill("Ann ").slice(0, SIZE - 1)}!`,
    "percent signs": fill("%2"),
    slashes: fill("/\\"),
    "little-text escapes": fill("\\"),
    "hashtag templates": fill("{hashtag|\\#|"),
    "unicode letters": fill("é"),
    "zero-width": fill("\u200b"),
    "machine phrases": fill("In the ever-evolving world of "),
    "urls without end": `https://www.linkedin.com/posts/${fill("a-")}`,
    "labelled lists": fill("label: a, b, c. "),
    "numbered items": fill("Key: 1) item 2) item 3) item "),
    "lines under a label": fill("label:\nshort line\nanother line\n"),
    ellipses: fill("to... nothing "),
  };
};

/** What each text endpoint does with the member's words before and after any provider call. */
const ENDPOINTS: Record<string, (text: string) => unknown> = {
  humanizer: (text) => {
    humanizerSchema.safeParse({ content: text });
    humanizerMessages({ content: text });
    return humanize(text);
  },
  generate: (text) => {
    generateContentSchema.safeParse({ userInput: text, template: text, tone: "Funny" });
    generationMessages({ userInput: text, template: text, tone: "Funny" });
    readMaterial(text);
    polish(text);
    return toLinkedInText(writePost({ template: text.slice(0, 3000), userInput: text.slice(0, 2000), tone: "Funny" }));
  },
  regenerate: (text) => {
    regenerateSchema.safeParse({ content: text, query: text });
    regenerationMessages({ content: text, query: text });
    const revised = revise(text, text.slice(0, 500));
    return revised.ok ? revised.content : revised.message;
  },
  "sign-in lookup": (text) => {
    oauthSignInSchema.safeParse({ provider: "linkedin", username: text, redirectUrl: text });
    safeRedirectPath(text);
    return classifyUsername(text);
  },
  "post create and update": (text) => {
    createPostSchema.safeParse({ content: text });
    updatePostSchema.safeParse({ content: text });
    titleFrom(text);
    linkedinPostUrn(text);
    return readLittleText(escapeLittleText(text));
  },
  "model output": (text) => toLinkedInText(text),
};

// A safety net only, never the measure: the work itself is judged by CPU ratios (linear-cost.ts), and a niced
// run beside the browser tests takes several times longer than an idle one.
describe("bounded work for every input", { timeout: within(90_000) }, () => {
  const small = adversarial(SMALL);
  const large = adversarial(LARGE);
  for (const [endpoint, run] of Object.entries(ENDPOINTS)) {
    it(`${endpoint}: every adversarial input costs at most linearly more at 40 KB than at 5 KB`, () => {
      run("warm up");
      expect(superlinearInputs(run, small, large, ["5 KB", "40 KB"])).toEqual([]);
    });
  }
});
