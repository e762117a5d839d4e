import { describe, expect, it } from "vitest";
import { INTERVIEW_TEXT, improvementFor, resultText, stoppedListening, ZIVA_QUESTIONS } from "../../app/spec/interview";
import { browserSession, expectVisible, signInAsNewMember, waitForCalendar, within } from "./support";

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

/** A turn of the scripted recognition that hears nothing: it just ends ({}), or ends with the browser's error. */
type Unheard = { error?: string };

/**
 * Stand-ins for the browser's voice: a speech recognition that "hears" the scripted answers (or
 * hears nothing, see Unheard), and a speech synthesis that finishes at once and remembers what
 * Ziva said.
 */
function scriptedVoice(answers: Array<string | Unheard> | null) {
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
      const next = queue.shift() ?? "";
      setTimeout(() => {
        if (typeof next === "string") this.onresult?.({ results: [Object.assign([{ transcript: next }], { isFinal: true })] });
        else if (next.error) this.onerror?.({ error: next.error });
        this.onend?.();
      }, 100);
    }
    stop() {}
  }
  w.SpeechRecognition = ScriptedRecognition;
  w.webkitSpeechRecognition = ScriptedRecognition;
}

/**
 * A recognition as Chromium's runs in continuous mode: it hears a turn's phrases one after another
 * (each final, as the browser marks a phrase the speaker paused after), then, with `talking`, keeps
 * hearing words it has not finished ("interim") until it is stopped; it never ends by itself. What
 * the page asked for (continuous or not) is kept in `__continuous`.
 */
function phrasedVoice(turns: Array<{ phrases: string[]; talking?: boolean }>) {
  const w = window as unknown as Record<string, unknown>;
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: { cancel() {}, speak: (u: { onend?: () => void }) => setTimeout(() => u.onend?.(), 20) },
  });
  const queue = [...turns];
  const continuous: boolean[] = [];
  w.__continuous = continuous;
  class PhrasedRecognition {
    continuous = false;
    onresult: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    private stopped = false;
    private results: unknown[] = [];
    private heard(transcript: string, isFinal: boolean) {
      if (this.stopped) return;
      this.results = [...this.results.filter((r) => (r as { isFinal: boolean }).isFinal), Object.assign([{ transcript }], { isFinal })];
      this.onresult?.({ results: this.results });
    }
    start() {
      continuous.push(this.continuous);
      const turn = queue.shift() ?? { phrases: [] };
      for (const [i, phrase] of turn.phrases.entries()) setTimeout(() => this.heard(phrase, true), 150 * (i + 1));
      if (turn.talking) {
        const still = setInterval(() => (this.stopped ? clearInterval(still) : this.heard("and another thing", false)), 400);
      }
    }
    stop() {
      if (this.stopped) return;
      this.stopped = true;
      setTimeout(() => this.onend?.(), 30);
    }
  }
  w.SpeechRecognition = PhrasedRecognition;
  w.webkitSpeechRecognition = PhrasedRecognition;
}

/** The result screen's percentage, and the time it says the percentage comes from. */
async function readResult(page: import("playwright-core").Page) {
  const summary = await page.locator(".interact__result").innerText();
  const percent = Number(/Personalization: (\d+)%/.exec(summary)![1]);
  const seconds = Number(/time you spent talking with Ziva: (\d+) s of 240 s/.exec(summary)![1]);
  return { percent, seconds };
}

async function resultAndCalendar(page: import("playwright-core").Page, note: string, onResult?: () => Promise<void>) {
  await expectVisible(page.getByText(note));
  await onResult?.();
  const { percent, seconds } = await readResult(page);
  expect(percent).toBe(improvementFor(seconds));
  await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
  await waitForCalendar(page, 20_000);
  // The month is on the calendar (drafts or idea cards: the writer decides which; not this test's subject).
  await expectVisible(page.locator(".tile"));
}

describe("the voice interview with Ziva", { timeout: within(120_000) }, () => {
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
    const startedAt = Date.now();
    await page.getByRole("button", { name: "Start the interview" }).click();
    await page.getByLabel("Your answer").fill(ANSWERS[1]);
    await page.getByRole("button", { name: "Answer" }).click();
    await expectVisible(page.getByText(`Question 2 of ${ZIVA_QUESTIONS.length}`));
    // The clock counts down from 4:00 by the time that has passed since the start, however long that took.
    const left = await page.getByRole("timer", { name: "Time left" }).innerText();
    expect(left).toMatch(/^[0-4]:[0-5]\d$/);
    const [minutes, secs] = left.split(":").map(Number);
    expect(minutes * 60 + secs).toBeLessThanOrEqual(240);
    expect(minutes * 60 + secs).toBeGreaterThanOrEqual(240 - Math.ceil((Date.now() - startedAt) / 1000) - 1);
    await page.clock.fastForward("04:01");
    await expectVisible(page.getByText(INTERVIEW_TEXT.timeEnded));
    const result = resultText({ seconds: 240, answered: 1 });
    await expectVisible(page.getByRole("heading", { name: result.heading }));
    await expectVisible(page.getByText(result.measures));
    await page.clock.resume();
    await page.clock.fastForward(5_000);
    await page.getByRole("heading", { name: "Your month of posts is ready" }).waitFor({ timeout: within(60_000) });
  });
  it("when Ziva stops listening she says so and the clock waits: Listen again, Type instead; a refused microphone turns to typing", async () => {
    const { page, context } = browser;
    // Q1: silence, then (Listen again) the speech service is unreachable; typed. Q2 heard. Q3: the microphone is refused.
    await context.addInitScript(scriptedVoice, [{}, { error: "network" }, ANSWERS[2], { error: "not-allowed" }]);
    await signInAsNewMember(page, `Lena Vogel ${unique()}`);
    await page.clock.install();
    await page.goto("/interact");
    const startedAt = Date.now();
    await page.getByRole("button", { name: "Start the interview" }).click();
    const timer = page.getByRole("timer", { name: "Time left" });
    const listenAgain = page.getByRole("button", { name: "Listen again" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent || document.activeElement?.tagName);

    // Silence: Ziva says so, on screen and out loud; the choice has the focus; the clock waits.
    const silence = stoppedListening("silence").said;
    await expectVisible(page.getByRole("status").filter({ hasText: silence }));
    await expect.poll(focused).toBe("Listen again");
    await expectVisible(page.getByText("Clock paused until you choose"));
    await expectVisible(page.getByRole("timer", { name: "Time left (paused)" }));
    expect(await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toContain(silence);
    const pausedAt = await timer.innerText();
    await page.clock.fastForward("01:00");
    expect(await timer.innerText()).toBe(pausedAt);

    // Listen again: she listens (no question repeated), and says why she stopped this time.
    await listenAgain.click();
    await expectVisible(page.getByText(stoppedListening("network").said));
    expect(await page.evaluate(() => (window as unknown as { __listenedAt: string[] }).__listenedAt)).toEqual(["Question 1 of 5", "Question 1 of 5"]);
    await expectVisible(page.getByText("Clock paused until you choose"));

    // Type instead: the answer box has the focus and the clock runs again.
    await page.getByRole("button", { name: "Type instead" }).click();
    await expect.poll(focused).toBe("TEXTAREA");
    await expectVisible(page.getByRole("timer", { name: "Time left", exact: true }));
    await page.clock.fastForward(5_000);
    await expect.poll(() => timer.innerText()).not.toBe(pausedAt);
    await page.getByLabel("Or type your answer").fill(ANSWERS[1]);
    await page.getByRole("button", { name: "Answer" }).click();

    // Q2 is heard; at Q3 the microphone is refused: a plain message, typing from now on, the clock running.
    await expectVisible(page.getByText("Question 3 of 5"));
    await expectVisible(page.getByRole("alert").filter({ hasText: stoppedListening("not-allowed").said }));
    await expect.poll(focused).toBe("TEXTAREA");
    expect(await listenAgain.count()).toBe(0);
    expect(await page.getByText("Clock paused until you choose").count()).toBe(0);
    const answer = page.getByLabel("Your answer");
    for (const text of ANSWERS.slice(3)) {
      await answer.fill(text);
      await page.getByRole("button", { name: "Answer" }).click();
    }

    // The result is for the time spent with Ziva: the paused minute is not in it. The page's time
    // is the real time since the start plus the 5 s fast-forwarded while the clock ran (and a
    // second's rounding); counting the paused minute would add 60 s, however long the test took.
    await expectVisible(page.getByText(INTERVIEW_TEXT.allAnswered));
    const { percent, seconds } = await readResult(page);
    expect(seconds).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 1000) + 5 + 1);
    expect(percent).toBe(improvementFor(seconds));
    await expectVisible(page.getByText("5 of 5 questions answered"));
  });
  it("listens through the member's pauses: an answer said in phrases is one answer, a sentence a phrase; it ends after a quiet pause or on Done answering", async () => {
    const { page, context } = browser;
    const turns = [
      // Said with pauses, then quiet: the answer ends by itself.
      { phrases: ["so last spring a woman came in who couldn't lift her arm", "she'd been told it was just age", "8 weeks later she was serving at tennis"] },
      // Still talking: only Done answering ends it, with the phrases heard so far.
      { phrases: ["my biggest mistake was giving people 12 exercises", "nobody did them"], talking: true },
      { phrases: ["I think rest is overrated for most back pain"] },
      { phrases: ["we opened our second clinic in Harrogate in March"] },
      { phrases: ["people ask me if they should use ice or heat"] },
    ];
    await context.addInitScript(phrasedVoice, turns);
    await signInAsNewMember(page, `Tom Hale ${unique()}`);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/onboarding/interview") && r.method() === "POST", { timeout: within(90_000) });
    await page.goto("/interact");
    await page.getByRole("button", { name: "Start the interview" }).click();

    // Question 1 is not cut at the first pause: Ziva moves on only after the quiet.
    await expectVisible(page.getByText("Question 2 of 5"));
    // Question 2: the member is still talking, so she waits; Done answering ends it.
    await expectVisible(page.getByText(/Nobody did them\./));
    const done = page.getByRole("button", { name: "Done answering" });
    await done.click();
    await expectVisible(page.getByText("Question 3 of 5"));
    await expectVisible(page.getByText(INTERVIEW_TEXT.allAnswered));

    const { answers } = (await sent).postDataJSON() as { answers: Array<{ answer: string }> };
    expect(answers.map((a) => a.answer)).toEqual([
      "So last spring a woman came in who couldn't lift her arm. She'd been told it was just age. 8 weeks later she was serving at tennis.",
      "My biggest mistake was giving people 12 exercises. Nobody did them.",
      "I think rest is overrated for most back pain.",
      "We opened our second clinic in Harrogate in March.",
      "People ask me if they should use ice or heat.",
    ]);
    expect(await page.evaluate(() => (window as unknown as { __continuous: boolean[] }).__continuous)).toEqual([true, true, true, true, true]);
  });
});
