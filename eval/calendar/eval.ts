/**
 * The calendar eval (`npm run eval:calendar`): onboarding personas (eval/calendar/personas.ts)
 * through the same code the API and the calendar job use (the profile as the routes store it,
 * worker/onboarding/planner.ts, worker/onboarding/compose.ts), scored by rules a ghostwriter
 * would apply. The checks read the personas' raw words with their own patterns, never the
 * planner's reading of them: a label is found by its text, a transcript line by the transcript.
 */
import { defaultSlots } from "../../app/spec/best-times";
import { MATERIAL_QUESTIONS } from "../../app/spec/material";
import { compose } from "../../worker/onboarding/compose";
import { materialFromInterview } from "../../worker/onboarding/material";
import { contextOf, type PlannedPost, type Profile, planCalendar, promotionOf } from "../../worker/onboarding/planner";
import { grammarFlags, stockLinesIn } from "../writing/eval";
import { PERSONAS, type Persona } from "./personas";

export const TARGETS = {
  labelText: 0,
  repeatedSentences: 0,
  fillerLines: 0,
  hooksNotTheirs: 0,
  factsKept: 0.98,
  grammarFlags: 0,
  promotedPostsMax: 2,
} as const;

/** The profile exactly as the routes store it (PUT /api/onboarding, POST /api/onboarding/interview, the phone webhook). */
export function profileOf(p: Persona): Profile {
  const asked = MATERIAL_QUESTIONS[p.profileType];
  const ziva = p.ziva?.map((a) => ({ kind: a.kind, answer: a.answer, question: asked.find((q) => q.kind === a.kind)?.text ?? "" }));
  return {
    profileType: p.profileType,
    targetAudience: p.questionnaire.targetAudience,
    mainGoals: p.questionnaire.mainGoals,
    websiteUrl: p.questionnaire.websiteUrl ?? null,
    specificPromotions: p.questionnaire.specificPromotions || null,
    material: ziva ? JSON.stringify(materialFromInterview(ziva)) : null,
    transcript: p.phoneTranscript ?? null,
  };
}

export type Entry = { planned: PlannedPost; content: string };

/** The month as the calendar job writes it with the offline writer. */
export function calendarOf(p: Persona, now = Date.parse("2026-11-24T09:00:00Z")): Entry[] {
  const profile = profileOf(p);
  const plan = planCalendar({ profile, slots: defaultSlots(), timeZone: "Europe/London", now });
  const context = contextOf(profile);
  const promotion = promotionOf(profile);
  const taken = new Set<string>();
  return plan.map((planned) => ({
    planned,
    content: planned.piece
      ? compose({
          piece: planned.piece,
          postType: planned.postType,
          context,
          promotion: planned.promote ? promotion : null,
          addressAudience: planned.addressAudience,
          taken,
        }).content
      : "",
  }));
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9][a-z0-9'%]*/g) ?? [];
const STOP = new Set(
  "a an and are as at be been but by do for from had has have how i if in into is it its me my of on or our so that the their them then they this to up was we were what when which who why will with you your".split(
    " ",
  ),
);
const content = (s: string) => words(s).filter((w) => !STOP.has(w));
const normal = (s: string) => words(s).join(" ");

/** Sentences of a draft, hashtag lines and list numbers aside. */
export function sentencesOf(draft: string): string[] {
  return draft
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^(?:#\S+\s*)+$/.test(l))
    .map((l) => l.replace(/^\d{1,2}[.)]\s+/, ""))
    .flatMap((l) => l.split(/(?<!\bP\.S\.)(?<=[.!?])\s+(?=[A-Z"“0-9])/));
}

/** The member's own words: every answer they gave (Ziva, the call's member lines) and their questionnaire. */
function membersWords(p: Persona): { answers: string; transcriptInterviewer: string[] } {
  const interviewer: string[] = [];
  const member: string[] = [];
  let last: "i" | "m" = "m";
  for (const raw of (p.phoneTranscript ?? "").split("\n")) {
    const line = raw.replace(/^\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?\s*/, "").trim();
    const m = /^([A-Z][\w .'-]{0,30}?):\s*(.*)$/.exec(line);
    if (m) {
      last = /^(?:AI|Assistant|Bot|Ziva|Agent)$/i.test(m[1]) ? "i" : "m";
      (last === "i" ? interviewer : member).push(m[2]);
    } else if (line) (last === "i" ? interviewer : member).push(line);
  }
  const answers = [...(p.ziva ?? []).map((a) => a.answer), ...member].join("\n");
  return { answers, transcriptInterviewer: interviewer };
}

const ngrams = (s: string, n: number) => {
  const w = words(s);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(" "));
  return out;
};

const LABEL =
  /(?:^|\n|\.\s)\s*(?:the goal|goal|goals|audience|target audience|background|website|promotion|product|journey|content style|other|ai|user|assistant|customer|bot|ziva|you|agent|q\d*|a\d*)\s*(?:\(\d+\))?:\s/i;

/** The numbers and names in the member's words: what a faithful draft keeps. */
export function factsIn(text: string): string[] {
  const numbers = text.match(/(?:[$€£₹])?\d[\d,.]*(?:%|k|K|x)?/g) ?? [];
  const names: string[] = [];
  // A sentence may end inside its closing quote ('…and stopped." Now I send three'): the next word starts a sentence, it is no name.
  for (const sentence of text.split(/(?<=[.!?]["”'’]?)\s+|\n/)) {
    const ws = sentence.split(/\s+/);
    for (let i = 1; i < ws.length; i++) {
      const w = ws[i].replace(/^[("“']+|[)"”',.!?;:]+$/g, "");
      if (/^[A-Z][a-z]{2,}$/.test(w) && !/^(?:I|The|And|But|We|Our|My|So|Then|It|They|He|She|This|That|When|If)$/.test(w)) names.push(w);
    }
  }
  return [...new Set([...numbers.map((n) => n.replace(/[.,]+$/, "")), ...names])].filter((f) => f.length > 0);
}

export type PersonaResult = {
  id: string;
  drafts: number;
  ideas: number;
  labelText: string[];
  repeated: string[];
  filler: string[];
  hooksNotTheirs: string[];
  facts: { kept: number; total: number; lost: string[] };
  grammar: string[];
  promoted: number;
  entries: Entry[];
};

export const evalPersona = (p: Persona): PersonaResult => scoreCalendar(p, calendarOf(p));

/** Scores a calendar for a persona: the checks read only the persona's words and the drafts' text. */
export function scoreCalendar(p: Persona, entries: Entry[]): PersonaResult {
  const drafts = entries.filter((e) => e.planned.piece);
  const { answers, transcriptInterviewer } = membersWords(p);
  const theirs = new Set(content(answers));
  const promo = p.questionnaire.specificPromotions ?? "";
  const labelText: string[] = [];
  const filler: string[] = [];
  const hooksNotTheirs: string[] = [];
  const grammar: string[] = [];
  const seen = new Map<string, number>();
  let kept = 0;
  let total = 0;
  const lost: string[] = [];
  // The questionnaire's profile answers and the interviewer's lines are never post text (five words in a row give them away).
  const profileGrams = new Set(
    [...ngrams(p.questionnaire.mainGoals, 5), ...ngrams(p.questionnaire.targetAudience, 5)].filter((g) => !normal(answers).includes(g)),
  );
  const interviewerGrams = new Set(transcriptInterviewer.flatMap((l) => [...ngrams(l, 6)]).filter((g) => !normal(answers).includes(g)));
  for (const [i, e] of drafts.entries()) {
    const tag = `#${i + 1}`;
    if (LABEL.test(e.content)) labelText.push(`${tag} ${e.content.match(LABEL)![0].trim()}`);
    for (const g of ngrams(e.content, 5)) if (profileGrams.has(g)) labelText.push(`${tag} profile text "${g}"`);
    for (const g of ngrams(e.content, 6)) if (interviewerGrams.has(g)) labelText.push(`${tag} interviewer's words "${g}"`);
    const sentences = sentencesOf(e.content);
    for (const [j, s] of sentences.entries()) {
      const key = normal(s);
      if (key.split(" ").length >= 3) seen.set(key, (seen.get(key) ?? 0) + 1);
      const own = content(s);
      const share = own.length ? own.filter((w) => theirs.has(w)).length / own.length : 1;
      const closingQuestion = j >= sentences.length - 2 && s.endsWith("?");
      // The member's promotion, as its one soft closing line.
      const ps = promo && /^(?:P\.S\.|One more thing:) /.test(s) && normal(s).includes(normal(promo));
      if (share < 0.8 && !closingQuestion && !ps) filler.push(`${tag} "${s}"`);
      if (j === 0 && share < 0.8) hooksNotTheirs.push(`${tag} "${s}"`);
    }
    // The editor writer's old canned lines, closing questions included, count as filler here too.
    for (const line of stockLinesIn(e.content)) filler.push(`${tag} stock line "${line}"`);
    for (const f of grammarFlags(e.content)) grammar.push(`${tag} ${f}`);
    const facts = factsIn(e.planned.piece!.answer);
    total += facts.length;
    for (const f of facts) {
      if (e.content.includes(f)) kept++;
      else lost.push(`${tag} ${f}`);
    }
  }
  const repeated = [...seen.entries()].filter(([, n]) => n > 1).map(([s]) => s);
  return {
    id: p.id,
    drafts: drafts.length,
    ideas: entries.length - drafts.length,
    labelText,
    repeated,
    filler,
    hooksNotTheirs,
    facts: { kept, total, lost },
    grammar,
    promoted: drafts.filter((e) => e.planned.promote).length,
    entries,
  };
}

export const runCalendarEval = () => PERSONAS.map(evalPersona);

export function summary(results: PersonaResult[]) {
  const sum = (f: (r: PersonaResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const total = sum((r) => r.facts.total);
  return {
    personas: results.length,
    drafts: sum((r) => r.drafts),
    ideas: sum((r) => r.ideas),
    labelText: sum((r) => r.labelText.length),
    repeatedSentences: sum((r) => r.repeated.length),
    fillerLines: sum((r) => r.filler.length),
    hooksNotTheirs: sum((r) => r.hooksNotTheirs.length),
    factsKept: total ? sum((r) => r.facts.kept) / total : 1,
    grammarFlags: sum((r) => r.grammar.length),
    promotedPostsMax: Math.max(0, ...results.map((r) => r.promoted)),
  };
}

export function formatReport(results: PersonaResult[], verbose = false): string {
  const lines: string[] = [];
  for (const r of results) {
    const problems = [
      ...r.labelText,
      ...r.repeated.map((s) => `repeated "${s}"`),
      ...r.filler.map((f) => `filler ${f}`),
      ...r.hooksNotTheirs.map((h) => `hook ${h}`),
      ...r.facts.lost.map((f) => `lost ${f}`),
      ...r.grammar,
    ];
    lines.push(
      `${r.id.padEnd(36)} drafts ${String(r.drafts).padStart(2)}  ideas ${String(r.ideas).padStart(2)}  facts ${r.facts.kept}/${r.facts.total}${problems.length ? `  ✗ ${problems.length}` : ""}`,
    );
    for (const p of problems) lines.push(`    ${p}`);
    if (verbose)
      for (const e of r.entries)
        lines.push(
          e.planned.piece
            ? `  --- ${e.planned.postType}${e.planned.promote ? " (promoted)" : ""}\n${e.content.replace(/^/gm, "    ")}`
            : `  --- idea (${e.planned.postType}): ${e.planned.idea!.title} | ${e.planned.idea!.question}`,
        );
  }
  const s = summary(results);
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  lines.push(
    "",
    `personas ${s.personas}, drafts ${s.drafts}, idea cards ${s.ideas}`,
    `${mark(s.labelText <= TARGETS.labelText)} label or transcript text in a draft: ${s.labelText} (target ${TARGETS.labelText})`,
    `${mark(s.repeatedSentences <= TARGETS.repeatedSentences)} sentences repeated across a calendar: ${s.repeatedSentences} (target ${TARGETS.repeatedSentences})`,
    `${mark(s.fillerLines <= TARGETS.fillerLines)} filler lines (not the member's words, not the closing question or P.S.): ${s.fillerLines} (target ${TARGETS.fillerLines})`,
    `${mark(s.hooksNotTheirs <= TARGETS.hooksNotTheirs)} hooks not from the member's material: ${s.hooksNotTheirs} (target ${TARGETS.hooksNotTheirs})`,
    `${mark(s.factsKept >= TARGETS.factsKept)} member facts kept: ${(s.factsKept * 100).toFixed(1)} % (target ≥ ${TARGETS.factsKept * 100} %)`,
    `${mark(s.grammarFlags <= TARGETS.grammarFlags)} grammar flags: ${s.grammarFlags} (target ${TARGETS.grammarFlags})`,
    `${mark(s.promotedPostsMax <= TARGETS.promotedPostsMax)} most promoted posts in a calendar: ${s.promotedPostsMax} (at most ${TARGETS.promotedPostsMax})`,
  );
  return lines.join("\n");
}
