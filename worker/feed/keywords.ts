/**
 * The words a post is about, for grouping posts into topics without a model: lower-cased,
 * plural "s" dropped, stopwords and numbers out, generic words kept only inside pairs, and the
 * pairs of words that stand side by side ("remote work", "job description"). The surface form
 * most often seen names a topic.
 */

const STOPWORDS = new Set(
  (
    "a about above after again against all almost also am an and any are aren't as at be because been before being below between both but by can " +
    "can't cannot could couldn't did didn't do does doesn't doing don't down during each even ever every few for from further get gets got had " +
    "hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in " +
    "into is isn't it it's its itself just let's like made make makes many me more most much must mustn't my myself new no nor not now of off " +
    "on once one only or other ought our ours ourselves out over own same say said says she she'd she'll she's should shouldn't so some still " +
    "such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this those through " +
    "to too two under until up upon us very was wasn't way we we'd we'll we're we've well were weren't what what's when when's where where's " +
    "which while who who's whom why why's will with won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves " +
    // Words every post uses, which would make every post one topic.
    "ask show hn http https www com html via thing things lot lots really actually know think want need use used using year years day days " +
    "week weeks month months time times people way ways first last next back good great best better big little part went going go gone " +
    "take took come came see saw look looked tell told keep kept put thought feel felt give gave find found start started try tried " +
    "three four five six seven eight nine ten hundred thousand instead because without within across around another each every nothing " +
    "something everything anything someone everyone nobody always never often sometimes maybe yes today yesterday tomorrow here's"
  ).split(/\s+/),
);

/**
 * Words that say what a post is about only beside another word: "remote work", "sales team",
 * "customer support" are topics; "work", "team", "customer" alone are not.
 */
const GENERIC = new Set(
  (
    "work works working worked team teams company companies business job jobs role roles person someone customer customers client clients " +
    "user users product products thing question questions answer answers hour hours minute minutes second seconds fewer less least win won " +
    "lose lost number numbers result results reason reasons change changes changed problem problems idea ideas point points story stories " +
    "lesson lessons mistake mistakes truth fact facts part parts side end start one ones other others same different new old real right wrong " +
    "hard easy simple small big large long short high low top bottom full half whole today week day month year life world place home office " +
    "money plan plans list lists step steps rule rules way ways case cases name names word words line lines page pages email emails call calls " +
    "post posts posted posting linkedin content meeting made doing done getting asked asking ask told learned learn learning stopped stop built build building wrote write writing read " +
    "reading talk talking said says sent send running run ran moved move changed cut cuts grew grow went became become kept keep "
  ).split(/\s+/),
);

/** Short words that carry a topic. */
const SHORT_KEEP = new Set(["ai", "ml", "ux", "ui", "hr", "vc", "pr", "b2b", "b2c", "ceo", "cto", "cfo", "seo", "api", "llm", "saas"]);
/** Shown in capitals when they name a topic. */
const ACRONYMS = new Set([...SHORT_KEEP, "llms", "okr", "okrs", "gpt", "roi", "kpi", "kpis", "crm", "mvp"]);

/** "startups" → "startup", "meetings" → "meeting"; leaves "business", "status", "analysis" alone. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is|ics|ws)$/.test(word)) return word.slice(0, -1);
  return word;
}

const TOKEN = /[a-z][a-z0-9'+#-]*[a-z0-9+#]|[a-z]{2}/g;

export type Terms = { terms: Set<string>; surfaces: Map<string, string> };

/** A text's topic terms: kept words (stemmed) and adjacent pairs of them, within a sentence. */
export function termsOf(text: string): Terms {
  const terms = new Set<string>();
  const surfaces = new Map<string, string>();
  for (const sentence of text.toLowerCase().split(/[.!?;:\n()"“”]+/)) {
    let previous: { term: string; surface: string } | null = null;
    for (const m of sentence.matchAll(TOKEN)) {
      const surface = m[0].replace(/'s$/, "");
      const keep = (surface.length >= 3 || SHORT_KEEP.has(surface)) && !STOPWORDS.has(surface) && !/^\d/.test(surface);
      if (!keep) {
        previous = null;
        continue;
      }
      const term = stem(surface);
      if (!GENERIC.has(surface) && !GENERIC.has(term)) terms.add(term);
      if (!surfaces.has(term)) surfaces.set(term, surface);
      if (previous) {
        const pair = `${previous.term} ${term}`;
        terms.add(pair);
        if (!surfaces.has(pair)) surfaces.set(pair, `${previous.surface} ${surface}`);
      }
      previous = { term, surface };
    }
  }
  return { terms, surfaces };
}

/** A topic's shown name: "remote work" → "Remote work", "ai" → "AI", "llm agents" → "LLM agents". */
export function topicName(surface: string): string {
  const words = surface.split(" ").map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  const first = words[0];
  words[0] = first === first.toUpperCase() ? first : first[0].toUpperCase() + first.slice(1);
  return words.join(" ");
}

export const slug = (term: string) =>
  term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
