/**
 * Company pages to mention (issue 26 item 4; docs/decisions/049): the pages the team's LinkedIn
 * accounts administer whose name or vanity name holds the query, and the page the query names
 * as an address or a vanity name. Only the caller's team's own accounts' tokens are used.
 */
import { MENTION_SUGGESTIONS_MAX, MENTION_TEXT, type MentionOrganization, vanityNameFrom } from "../../app/spec/mentions";
import { findTeamApp, listTeamApps } from "../db/apps";
import type { Db } from "../db/client";
import { linkedinFor } from "../providers";
import { LinkedInError, type LinkedInOrganization } from "../providers/linkedin";
import { accessTokenFor, refreshedToken } from "../publishing/tokens";

/** At most this many of the team's accounts are tried for a token LinkedIn takes. */
const ACCOUNTS_TRIED = 3;

export type MentionSuggestions = { organizations: MentionOrganization[]; note: string | null };

export async function mentionSuggestions(env: Env, db: Db, teamId: string, query: string): Promise<MentionSuggestions> {
  const q = query.trim().replace(/^@/, "");
  // Company pages first: their tokens carry rw_organization_admin, which both look-ups need.
  const accounts = (await listTeamApps(db, teamId))
    .filter((a) => a.status === "active")
    .sort((a, b) => Number(b.profileType === "company") - Number(a.profileType === "company"))
    .slice(0, ACCOUNTS_TRIED);
  if (accounts.length === 0) return { organizations: [], note: MENTION_TEXT.noAccount };
  const provider = linkedinFor(env);
  const vanityName = vanityNameFrom(q);
  const needle = q.toLowerCase();
  // A look-up LinkedIn refused (403: no rw_organization_admin on a member's own account) finds
  // nothing; when every account was refused, the team is told why rather than "no page found".
  let refused = 0;
  let asked = 0;
  const refusedIs =
    <T>(none: T) =>
    (error: unknown): T => {
      if (error instanceof LinkedInError && error.status === 403) {
        refused += 1;
        return none;
      }
      throw error;
    };
  const answer = (organizations: LinkedInOrganization[]): MentionSuggestions => ({
    organizations: shown(organizations),
    note: organizations.length === 0 && refused === asked ? MENTION_TEXT.needsPage : null,
  });
  for (const account of accounts) {
    const app = await findTeamApp(db, teamId, account.id);
    if (!app) continue;
    const look = async (token: string) => {
      asked += vanityName ? 2 : 1;
      const administered = await provider.administeredOrganizations(token).catch(refusedIs<LinkedInOrganization[]>([]));
      const named = administered.filter((o) => o.name.toLowerCase().includes(needle) || o.vanityName?.toLowerCase().includes(vanityName ?? needle));
      const found = vanityName ? await provider.organizationByVanityName(token, vanityName).catch(refusedIs(null)) : null;
      return [...named, ...(found ? [found] : [])];
    };
    let token = await accessTokenFor(env, db, app);
    if (!token.ok) continue;
    try {
      return answer(await look(token.token));
    } catch (error) {
      if (!(error instanceof LinkedInError) || error.status !== 401) continue;
    }
    token = await refreshedToken(env, db, app.id, token.tokenEnc);
    if (!token.ok) continue;
    try {
      return answer(await look(token.token));
    } catch {}
  }
  return { organizations: [], note: MENTION_TEXT.failed };
}

function shown(found: LinkedInOrganization[]): MentionOrganization[] {
  const seen = new Set<string>();
  return found
    .filter((o) => !seen.has(o.urn) && seen.add(o.urn))
    .slice(0, MENTION_SUGGESTIONS_MAX)
    .map((o) => ({ name: o.name, vanityName: o.vanityName, urn: o.urn }));
}
