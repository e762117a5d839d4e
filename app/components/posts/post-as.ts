/**
 * "Post as": which of the team's accounts a post goes out as (issue 25, item 5). The choice is a
 * list of slots, one account each: the first is who the post is from; a new post may add more on
 * purpose ("Also post as…"), one post per account. Choosing in a slot replaces its account, never
 * adds one. Pure, so the dialog and its tests share the rules.
 */

/** An account as "Post as" and the preview show it (GET /api/apps, or a post's own accounts). */
export type Account = { id: string; name: string; avatar: string | null; yours?: boolean };

/** Who a new post goes out as unless the member says otherwise: their own account, else the team's first. */
export function defaultAccount(apps: readonly Account[]): string | null {
  return (apps.find((a) => a.yours) ?? apps[0])?.id ?? null;
}

/**
 * The choice when the dialog opens: an existing post is one account's (the API takes one id on
 * edit), so its own; a new post, the default. None when the team has no account yet.
 */
export function initialChoice(apps: readonly Account[], post?: { apps: readonly { id: string }[] }): string[] {
  if (post?.apps.length) return [post.apps[0].id];
  const first = defaultAccount(apps);
  return first ? [first] : [];
}

/** Slot `index` goes out as `id` instead: a replacement. An account already in another slot is not taken twice. */
export function chooseAt(chosen: readonly string[], index: number, id: string): string[] {
  if (index < 0 || index >= chosen.length || chosen.some((c, i) => c === id && i !== index)) return [...chosen];
  return chosen.map((c, i) => (i === index ? id : c));
}

/** "Also post as…": a slot more, with the first account not chosen yet; unchanged when every account is. */
export function alsoPostAs(chosen: readonly string[], apps: readonly Account[]): string[] {
  const next = apps.find((a) => !chosen.includes(a.id));
  return next ? [...chosen, next.id] : [...chosen];
}

/** Takes slot `index` away again; the last account always stays. */
export function removeAt(chosen: readonly string[], index: number): string[] {
  if (chosen.length <= 1 || index < 0 || index >= chosen.length) return [...chosen];
  return chosen.filter((_, i) => i !== index);
}

/** What slot `index` offers: every account but those the other slots hold, in the team's order. */
export function optionsFor(chosen: readonly string[], index: number, apps: readonly Account[]): Account[] {
  return apps.filter((a) => a.id === chosen[index] || !chosen.includes(a.id));
}

/**
 * Whose the preview is: each chosen account with its name and avatar, in the order chosen. An
 * edited post whose account has left the team still shows as that account (the post says whose);
 * with no account at all, "You".
 */
export function authorsOf(chosen: readonly string[], apps: readonly Account[], post?: { apps: readonly Account[] }): Account[] {
  const known = [...apps, ...(post?.apps ?? [])];
  const authors = chosen.flatMap((id) => known.find((a) => a.id === id) ?? []);
  return authors.length ? authors : [{ id: "you", name: "You", avatar: null }];
}
