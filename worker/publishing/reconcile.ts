/**
 * Reconcile before asking: after an answer that may hide a stored post, look the post up on
 * LinkedIn before anything else. Found: it is published, with its urn. Provably absent: safe to
 * try again. Cannot tell: only then is the member asked (the post becomes `unknown`).
 */
import type { LinkedInProvider } from "../providers/linkedin";
import { fingerprintOfListed } from "./fingerprint";

/** `unauthorized`: LinkedIn refused the token while we looked (a fresh token may look again). */
export type Reconciled = { kind: "found"; urn: string } | { kind: "absent" } | { kind: "cannot-tell"; reason: string; unauthorized?: boolean };

/** How far around the call a listed post's time may fall and still be the one we sent (clock skew, LinkedIn's processing). */
const WINDOW_MS = 2 * 60_000;

/**
 * Reading an author's posts needs r_organization_social for a company page; for a member,
 * r_member_social, which LinkedIn grants to few apps. Without it there is nothing to look at.
 */
export function canLookUp(account: { urn: string; scopes: string | null }) {
  const scopes = new Set((account.scopes ?? "").split(/[\s,]+/).filter(Boolean));
  if (account.urn.startsWith("urn:li:organization:")) return scopes.has("r_organization_social");
  return scopes.has("r_member_social");
}

export const CANNOT_READ = "LinkedIn doesn't let us read this account's posts, so we can't check whether it went out.";

export async function reconcile(
  posts: Pick<LinkedInProvider, "recentPosts">,
  accessToken: string,
  account: { urn: string; scopes: string | null },
  sent: { fingerprint: string; calledAt: number },
  now = Date.now(),
): Promise<Reconciled> {
  if (!canLookUp(account)) return { kind: "cannot-tell", reason: CANNOT_READ };
  const listed = await posts.recentPosts(accessToken, account.urn, sent.calledAt - WINDOW_MS);
  if (!listed.ok) return { kind: "cannot-tell", reason: `We couldn't check LinkedIn: ${listed.reason}`, unauthorized: listed.unauthorized };
  for (const post of listed.posts) {
    const at = post.createdAt ?? post.lastModifiedAt;
    if (at !== null && (at < sent.calledAt - WINDOW_MS || at > now + WINDOW_MS)) continue;
    if ((await fingerprintOfListed(account.urn, post.commentary)) === sent.fingerprint) return { kind: "found", urn: post.urn };
  }
  if (!listed.complete) return { kind: "cannot-tell", reason: "The account posts too often to check its whole recent list." };
  return { kind: "absent" };
}
