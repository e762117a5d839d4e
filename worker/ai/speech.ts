/**
 * Speech heard as text, and briefs typed as people talk: one long sentence with no full stops, split
 * where it turns. Shared by onboarding (Ziva's and the phone agent's transcripts) and the offline
 * writer (a brief typed without punctuation).
 */

/** Words after which a pronoun goes on the same sentence: saying and knowing, joining and relating. */
const JOINS_NEXT =
  /^(?:said|says|say|saying|told|tell|tells|think|thinking|thought|know|knew|knowing|feel|felt|hope|hoping|wish|guess|realised|realized|reckon|believe|mean|means|meant|sure|glad|sorry|afraid|found|find|noticed|saw|see|heard|learned|learnt|discovered|remember|remembered|forgot|understand|understood|assumed|figured|decided|promised|explained|admitted|agreed|showed|bet|swear|them|us|me|him|her|you|that|because|cos|cause|so|and|but|or|if|when|whenever|while|since|until|before|after|as|where|why|how|what|who|whom|which|whether|than|like|though|although|unless|once|then|now|maybe|probably|actually|honestly|basically|obviously|because)$/i;

/**
 * Speech recognition gives one long sentence: split it where it turns ("and then", "so", "but",
 * "and it", "by then", "otherwise", a question asked mid-sentence) when it runs past ~30 words.
 */
export function splitRunOn(sentence: string): string[] {
  // "People always ask us should I repair or replace and my answer is…": the question, then the
  // member's answer, however short the whole.
  const answer =
    /,?\s+(?:and\s+)?(?=(?:my answer is|our answer is|the answer is|what (?:I|we) (?:tell them|say) is|(?:I|we) always (?:tell them|say))\s)/i.exec(sentence);
  // ("…when I ask which decision changes within the hour, the answer is almost always none" is one
  // sentence: a typed one with its commas is never split at "the answer is".)
  const typed = answer && /^,?\s+(?:and\s+)?the answer is/i.test(sentence.slice(answer.index)) && /,/.test(sentence);
  if (answer && answer.index >= 15 && !typed) return [askedAs(sentence.slice(0, answer.index)), ...splitRunOn(sentence.slice(answer.index + answer[0].length))];
  // "please don't the coat actually keeps them cool": "don't" takes a verb, never "the", so a new sentence starts there.
  const dont = /^(.{3,}?\b(?:don['’]?t|do not))\s+(?=(?:the|a|an|your|their|my|our|his|her)\s)/i.exec(sentence);
  if (dont) return [dont[1], ...splitRunOn(sentence.slice(dont[0].length))];
  // "…still a bit shocked thanks to everyone at the college…": thanks to everyone is said to them, a
  // sentence of its own ("we grew 40% thanks to our new hire" is a reason, and stays).
  const thanks = /^(.{12,}?)\s+(?=(?:huge |big |massive )?(?:thanks|thank you) (?:so much )?to (?:everyone|everybody|all|each|every)\b)/i.exec(sentence);
  if (thanks && !/[.!?,;:]/.test(sentence)) return [...splitRunOn(thanks[1]), ...splitRunOn(sentence.slice(thanks[0].length))];
  const words = sentence.split(/\s+/);
  const subject = atANewSubject(sentence);
  if (subject) return [subject[0], ...splitRunOn(subject[1])];
  // "…it depends how you use it if you use it for the school run as well you can't claim all of it":
  // a condition said before what it decides ("you can't…") starts that sentence, with its comma.
  if (words.length > 15 && !/[.!?,;:"“”]/.test(sentence)) {
    const cond =
      /^(.{20,}?)\s+(if (?:you|I|we|they|he|she) (?:\S+\s){2,12}?)((?:you|I|we|they|he|she) (?:can't|cannot|can|won't|will|should|shouldn't|need to|have to|must|don't|won't)\s.+)$/i.exec(
        sentence,
      );
    if (cond && !JOINS_NEXT.test(cond[1].split(/\s+/).at(-1)!))
      return [...splitRunOn(cond[1]), `${cond[2].charAt(0).toUpperCase()}${cond[2].slice(1).trim()}, ${cond[3]}`];
  }
  // (A typed sentence has its commas where the member wanted its breaks, one every twenty words or
  // so: "…not just on safety but on how they are actually doing, and they give them a deputy so they
  // can take a day off" is one. Speech heard as text has none, or one in thirty words.)
  const commas = (sentence.match(/,/g) ?? []).length;
  if (words.length <= 30 || /[.!?]\s/.test(sentence) || commas * 20 >= words.length) return [sentence];
  const parts = sentence.split(
    /,?\s+(?:like,?\s+actually|like|actually),?\s+(?=(?:what|how|why|where) (?:does|do|did|is|are|would|should|could|can|will)\s)|(?<!\band),?\s+(?=(?:and then|and so|so then|but then|but|so|because of that|which meant|after that|and now|now|and (?:I|we|he|she|they|it)|then (?:I|we|he|she|they)|(?:and )?by then|(?:and )?that's when|otherwise|(?:and )?my answer is|(?:and )?what I tell them is|(?:everyone|everybody|nobody) [a-z]+s|(?:huge |big |massive )?(?:thanks|thank you) (?:to|so much))\s)/i,
  );
  const out: string[] = [];
  for (const p of parts) {
    const last = out.at(-1);
    // Never leave a fragment of under six words on its own.
    if (last && (p.split(/\s+/).length < 6 || last.split(/\s+/).length < 6)) out[out.length - 1] = `${last} ${p}`;
    else out.push(p);
  }
  return out;
}

/**
 * "everyone asks me can you shave my double coated dog in summer", said before the answer: the
 * question they ask, as a question ("Everyone asks me: can you shave…?").
 */
export function askedAs(said: string): string {
  const m =
    /^(.{3,60}?\b(?:(?:asks?|asking|asked)(?: (?:me|us))?|(?:get|am|are) asked(?: (?:all the time|most|the most|a lot|every day|every week))?(?: is)?))(?:,|:)?\s+((?:can|could|should|do|does|did|is|are|will|would|how|what|why|when|which)\s.+?)[.?]?$/i.exec(
      said.trim(),
    );
  return m ? `${m[1].replace(/\s+is$/i, "")}: ${m[2]}?` : said;
}

/**
 * "…came in absolutely terrified he'd been to another groomer…", "…saying i passed im buzzing…": a
 * pronoun with its contracted verb starts a sentence of its own, unless the word before joins it
 * (said, that, because, and…) or it ends a noun phrase it describes ("the first time I'd seen it").
 * Speech only: a sentence of over 20 words with no punctuation (a typed one has its commas, and a
 * quotation is the speaker's). The two parts, or null.
 */
export function atANewSubject(sentence: string): [string, string] | null {
  const words = sentence.split(/\s+/);
  if (words.length <= 20 || /[.!?,;:"“”]/.test(sentence)) return null;
  for (let i = 3; i < words.length - 2; i++) {
    // ("im" and "ive" are "I'm" and "I've" typed without the apostrophe.)
    if (!/^(?:(?:he|she|they|we|I|you)['’](?:d|s|re|ve|ll|m)|im|ive)$/i.test(words[i])) continue;
    if (JOINS_NEXT.test(words[i - 1].replace(/[,;]$/, ""))) continue;
    if (
      words
        .slice(Math.max(0, i - 3), i)
        .some((w) => /^(?:the|a|an|this|that|these|those|every|each|my|our|your|his|her|their|its|any|some|no|what|which)$/i.test(w))
    )
      continue;
    return [words.slice(0, i).join(" ").replace(/,$/, ""), words.slice(i).join(" ")];
  }
  return null;
}
