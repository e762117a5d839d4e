/** How the feed shows a post (spec §2): relative times, counts with K or M, text cut at 150 characters. */
export const SEE_MORE_AFTER = 150;

/** 'Just now', then minutes, hours, days, weeks, months, and 'yr ago'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return "Just now";
  const steps: Array<[number, string]> = [
    [60, "min"],
    [3600, "h"],
    [86_400, "d"],
    [604_800, "w"],
    [2_592_000, "mo"],
    [31_536_000, "yr"],
  ];
  let label = "min";
  let size = 60;
  for (const [s, name] of steps) if (seconds >= s) [size, label] = [s, name];
  return `${Math.floor(seconds / size)} ${label} ago`;
}

/** 950 → "950", 1200 → "1.2K", 15400 → "15K", 2500000 → "2.5M". */
export function abbreviateCount(n: number): string {
  const one = (v: number) => (v >= 10 ? String(Math.floor(v)) : String(Math.floor(v * 10) / 10)).replace(/\.0$/, "");
  if (n >= 1_000_000) return `${one(n / 1_000_000)}M`;
  if (n >= 1_000) return `${one(n / 1_000)}K`;
  return String(n);
}

/** The card's text: whole, or cut at a word boundary before 150 characters with an ellipsis. */
export function cutForCard(text: string): { text: string; cut: boolean } {
  const chars = [...text];
  if (chars.length <= SEE_MORE_AFTER) return { text, cut: false };
  const head = chars.slice(0, SEE_MORE_AFTER).join("");
  const space = head.lastIndexOf(" ");
  return { text: `${(space > SEE_MORE_AFTER * 0.6 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}
