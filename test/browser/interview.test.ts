import { describe, expect, it } from "vitest";
import { INTERVIEW_TEXT, improvementFor, ZIVA_QUESTIONS } from "../../app/spec/interview";
import { browserSession, expectVisible, signInAsNewMember } from "./support";

const browser = browserSession();
const unique = () => Date.now().toString(36).slice(-5);

const ANSWERS = [
  "a small studio",
  "I run a small design studio for SaaS founders in Lisbon",
  "We redesigned the Atlas onboarding and signups went up 40 percent",
  "I learned to talk to five users before opening Figma",
  "People think design is about pixels when it is about decisions",
  "I want to be known for calm practical product design advice",
];

/**
 * Stand-ins for the browser's voice: a speech recognition that "hears" the scripted answers, and
 * a speech synthesis that finishes at once and remembers what Ziva said.
 */
function scriptedVoice(answers: string[] | null) {
  const w = window as unknown as Record<string, unknown>;
  const spoken: string[] = [];
  w.__spoken = spoken;
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: { cancel() {}, speak: (u: { text: string; onend?: () => void }) => (spoken.push(u.text), setTimeout(() => u.onend?.(), 20)) },
  });
  if (answers === null) {
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    return;
  }
  const queue = [...answers];
  w.__listenedAt = [];
  class ScriptedRecognition {
    onresult: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    start() {
      // What the screen said while Ziva listened: the interview runs on by itself, faster than a
      // test could look at each question.
      const shown = /Question \d+ of \d+/.exec(document.body.innerText)?.[0] ?? "";
      (w.__listenedAt as string[]).push(shown);
      const text = queue.shift() ?? "";
      setTimeout(() => {
        this.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] });
        this.onend?.();
      }, 100);
    }
    stop() {}
  }
  w.SpeechRecognition = ScriptedRecognition;
  w.webkitSpeechRecognition = ScriptedRecognition;
}

async function resultAndCalendar(page: import("playwright-core").Page, note: string, onResult?: () => Promise<void>) {
  await expectVisible(page.getByText(note));
  await onResult?.();
  const summary = await page.locator(".interact__result").innerText();
  const percent = Number(/(\d+)% more you/.exec(summary)![1]);
  const seconds = Number(/in (\d+) s/.exec(summary)![1]);
  expect(percent).toBe(improvementFor(seconds));
  await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
  await page.waitForURL("**/calendar", { timeout: 20_000 });
  await expectVisible(page.getByText(/drafts to review/));
}

describe("the voice interview with Ziva", { timeout: 120_000 }, () => {
  it("asks out loud, rejects a short answer and asks again, takes five answers, shows the result, then a calendar", async () => {
    const { page, context } = browser;
    await context.addInitScript(scriptedVoice, ANSWERS);
    await signInAsNewMember(page, `Tomas Rivera ${unique()}`);
    await page.goto("/personalize");
    await page.getByRole("link", { name: "Call Ziva" }).click();
    await page.waitForURL("**/interact");
    await page.getByRole("button", { name: "Start the interview" }).click();
    await expectVisible(page.getByRole("timer", { name: "Time left" }));
    await resultAndCalendar(page, INTERVIEW_TEXT.allAnswered, async () => {
      // What Ziva said out loud: the first question twice (after the short answer, with the reason), the others once.
      const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
      expect(spoken).toEqual([ZIVA_QUESTIONS[0], INTERVIEW_TEXT.tooShort, ...ZIVA_QUESTIONS]);
      // and the screen counted the questions while she listened: the first again after the short answer
      const listenedAt = await page.evaluate(() => (window as unknown as { __listenedAt: string[] }).__listenedAt);
      const n = ZIVA_QUESTIONS.length;
      expect(listenedAt).toEqual([`Question 1 of ${n}`, ...ZIVA_QUESTIONS.map((_, i) => `Question ${i + 1} of ${n}`)]);
    });
    await page.goto("/posts");
    await expectVisible(page.getByText(/design studio for SaaS founders/).first());
  });

  it("where the browser cannot listen it says so, and the member types the answers instead", async () => {
    const { page, context } = browser;
    await context.addInitScript(scriptedVoice, null);
    await signInAsNewMember(page, `Ada Okafor ${unique()}`);
    await page.goto("/interact");
    await expectVisible(page.getByText(INTERVIEW_TEXT.noRecognition));
    await page.getByRole("button", { name: "Start the interview" }).click();
    const answer = page.getByLabel("Your answer");
    await answer.fill(ANSWERS[0]);
    await page.getByRole("button", { name: "Answer" }).click();
    await expectVisible(page.getByText(INTERVIEW_TEXT.tooShort));
    await expectVisible(page.getByRole("heading", { name: ZIVA_QUESTIONS[0] }));
    for (const text of ANSWERS.slice(1)) {
      await answer.fill(text);
      await page.getByRole("button", { name: "Answer" }).click();
    }
    await resultAndCalendar(page, INTERVIEW_TEXT.allAnswered);
  });

  it("the session ends at 240 s on its clock: 'Session time ended!', the result for the time spent, then the calendar", async () => {
    const { page, context } = browser;
    await context.addInitScript(scriptedVoice, null);
    await signInAsNewMember(page, `Mei Tanaka ${unique()}`);
    await page.clock.install();
    await page.goto("/interact");
    await page.getByRole("button", { name: "Start the interview" }).click();
    await page.getByLabel("Your answer").fill(ANSWERS[1]);
    await page.getByRole("button", { name: "Answer" }).click();
    await expectVisible(page.getByText(`Question 2 of ${ZIVA_QUESTIONS.length}`));
    expect(await page.getByRole("timer", { name: "Time left" }).innerText()).toMatch(/^[34]:\d\d$/);
    await page.clock.fastForward("04:01");
    await expectVisible(page.getByText(INTERVIEW_TEXT.timeEnded));
    await expectVisible(page.getByText(`Your posts just got ${improvementFor(240)}% more you`));
    await expectVisible(page.getByText(`1 of ${ZIVA_QUESTIONS.length} questions answered`));
    await page.clock.resume();
    await page.clock.fastForward(5_000);
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: 60_000 });
  });
});
