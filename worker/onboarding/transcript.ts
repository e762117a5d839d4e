/**
 * A conversation's transcript read as question/answer pairs: what the interviewer asked and what
 * the member said back. Only answers are material; the interviewer's words never reach a post.
 *
 * Transcripts come in many forms: Vapi's "AI:/User:", "Assistant:/Customer:", "Bot:", our own
 * "Ziva (1):/You:", a person's name, timestamps before the label ("[00:01:12] AI:", "00:42 User:"),
 * and long answers wrapped onto lines with no label. Each line is read once (linear).
 */

export type Turn = { speaker: "interviewer" | "member"; text: string };
export type Exchange = { question: string; answer: string };

const INTERVIEWER = /^(?:ai|assistant|bot|agent|ziva|interviewer|host|system|q|question|operator|vapi)$/i;
const MEMBER = /^(?:user|customer|you|member|human|caller|client|guest|a|answer|me|interviewee|speaker)$/i;

/** "[00:01:12]", "00:42", "(12:03)", "12:03:44 -" before a label. */
const TIMESTAMP = /^\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s*[-–]?\s*/;
/** "AI:", "Ziva (2):", "Maya Chen:", "User 1:": a short label of letters before a colon. */
const LABEL = /^([A-Za-z][A-Za-z.'’-]*(?: [A-Za-z][A-Za-z.'’-]*){0,2})(?:\s*\(?\d{1,2}\)?)?\s*:\s*(.*)$/;

/** A label's words that would be ordinary words in an answer ("Result: …" is not a speaker). */
const NOT_A_SPEAKER =
  /^(?:the|my|our|one|two|step|steps|result|lesson|note|ps|p\.s|update|first|second|third|then|now|tip|so|and|but|example|e\.g|i\.e|because|why|how|what|when|answer is|fact|goal|audience|background)$/i;

function splitLabel(line: string): { label: string; text: string } | null {
  const m = LABEL.exec(line);
  if (!m) return null;
  const label = m[1].trim();
  if (NOT_A_SPEAKER.test(label)) return null;
  // A name label is at most three capitalised words; lower-case labels only when they are known roles.
  const known = INTERVIEWER.test(label) || MEMBER.test(label);
  if (!known && !label.split(" ").every((w) => /^[A-Z]/.test(w))) return null;
  return { label, text: m[2] };
}

/** The turns of a transcript, with who spoke each: known roles first, then names by who asks. */
export function turnsOf(transcript: string): Turn[] {
  const raw: Array<{ label: string | null; text: string }> = [];
  for (const line of transcript.replace(/\r\n?/g, "\n").split("\n")) {
    const bare = line.replace(TIMESTAMP, "").trim();
    if (!bare) continue;
    const labelled = splitLabel(bare);
    if (labelled) raw.push({ label: labelled.label, text: labelled.text.trim() });
    else if (raw.length) raw[raw.length - 1].text += ` ${bare}`;
    else raw.push({ label: null, text: bare });
  }
  // Names: the one who asks more questions is the interviewer; a name that is Ziva's always is.
  const names = new Map<string, { asks: number; turns: number }>();
  for (const r of raw) {
    if (!r.label || INTERVIEWER.test(r.label) || MEMBER.test(r.label)) continue;
    const n = names.get(r.label) ?? { asks: 0, turns: 0 };
    n.turns++;
    if (/\?\s*$/.test(r.text)) n.asks++;
    names.set(r.label, n);
  }
  const knownInterviewer = raw.some((r) => r.label && INTERVIEWER.test(r.label));
  const knownMember = raw.some((r) => r.label && MEMBER.test(r.label));
  const ranked = [...names.entries()].sort((a, b) => b[1].asks / b[1].turns - a[1].asks / a[1].turns);
  const nameRole = new Map<string, Turn["speaker"]>();
  ranked.forEach(([name], i) => {
    if (knownInterviewer) nameRole.set(name, "member");
    else if (knownMember) nameRole.set(name, "interviewer");
    else nameRole.set(name, i === 0 && ranked.length > 1 ? "interviewer" : ranked.length === 1 ? "member" : "member");
  });
  const turns: Turn[] = [];
  for (const r of raw) {
    const speaker: Turn["speaker"] =
      r.label === null ? "member" : INTERVIEWER.test(r.label) ? "interviewer" : MEMBER.test(r.label) ? "member" : (nameRole.get(r.label) ?? "member");
    const text = r.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const last = turns.at(-1);
    // Consecutive turns of one speaker are one turn.
    if (last && last.speaker === speaker) last.text += ` ${text}`;
    else turns.push({ speaker, text });
  }
  return turns;
}

/** "Yeah." "Sure, go ahead." "Okay": acknowledgements, not answers. */
const ACKNOWLEDGEMENT =
  /^(?:(?:yes|yeah|yep|yup|sure|ok|okay|right|great|thanks|thank you|hi|hello|hey|bye|goodbye|go ahead|of course|no problem|sounds good|perfect|cool|alright|all right|mm+|uh-huh|absolutely)[\s,.!]*)+(?:go ahead|thanks|thank you|bye|speaking|that's me|ready)?[.!]*$/i;

/**
 * Question/answer pairs: each member turn answers the interviewer's last question; a follow-up
 * ("And what happened after that?") adds to the same answer. Greetings and acknowledgements go.
 */
export function exchangesOf(transcript: string): Exchange[] {
  const out: Exchange[] = [];
  let question: string | null = null;
  let followUp = false;
  for (const turn of turnsOf(transcript)) {
    if (turn.speaker === "interviewer") {
      const asked = lastQuestion(turn.text);
      if (asked) {
        // "And what happened after that?" alone keeps the member on the same answer.
        followUp = out.length > 0 && out.at(-1)!.question === question && isFollowUp(asked) && turn.text.split(/\s+/).length <= 12;
        if (!followUp) question = asked;
      } else if (turn.text.split(/\s+/).length >= 5) {
        // A statement that asks nothing ("Thanks so much for your time. Goodbye!") ends the exchange.
        question = null;
      }
      continue;
    }
    const answer = turn.text.trim();
    if (!question || ACKNOWLEDGEMENT.test(answer)) continue;
    const last = out.at(-1);
    if (last && last.question === question) last.answer += ` ${answer}`;
    else out.push({ question, answer });
  }
  return out;
}

const ACK_LEAD = /^(?:great|thanks|thank you|okay|ok|perfect|lovely|got it|next question|last one|and)[,.!:]?\s*/i;
const IMPERATIVE = /^(?:tell me|describe|walk me through|share|give me|talk me through)\b/i;

/**
 * What the interviewer asked last: the question sentences at the end of the turn, with an
 * imperative before them ("Tell me about a moment at work. What happened?"), without the
 * acknowledgement that led in ("Thanks, that's really helpful.").
 */
function lastQuestion(text: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.replace(ACK_LEAD, "").trim());
  const asked: string[] = [];
  for (let i = sentences.length - 1; i >= 0; i--) {
    const s = sentences[i];
    if (s.endsWith("?") || (asked.length && IMPERATIVE.test(s))) asked.unshift(s);
    else if (asked.length || !s) break;
  }
  if (asked.length) return asked.join(" ");
  // "Tell me about a moment at work." asks too.
  const ask = sentences.find((s) => IMPERATIVE.test(s));
  return ask ?? null;
}

const isFollowUp = (q: string) =>
  /^(?:and |so )?(?:what happened (?:next|after|then)|how did (?:that|it) (?:go|end|turn out)|why|and then|what changed|can you say more|tell me more|what did you do (?:next|then|after))/i.test(
    q,
  );
