/**
 * Talking to the LinkedIn emulator directly, as any app could, not through the worker: the tests of
 * the emulator's own rules (what LinkedIn refuses, and in which words).
 */
import { env } from "cloudflare:workers";
import { linkedinUrl, marker } from "./helpers";

/** LinkedIn's REST headers for an access token, at the version the worker pins. */
export const linkedinRest = (accessToken: string) => ({
  authorization: `Bearer ${accessToken}`,
  "linkedin-version": env.LINKEDIN_VERSION,
  "x-restli-protocol-version": "2.0.0",
  "content-type": "application/json",
});

/**
 * A post sent straight to the LinkedIn emulator, not through the worker: the fields LinkedIn's
 * Posts API requires (Maya as author, public, the main feed, published), with `fields` added or
 * replacing them.
 */
export function postStraightToLinkedIn(headers: Record<string, string>, fields: Record<string, unknown> = {}) {
  return fetch(new URL("/rest/posts", linkedinUrl()), {
    method: "POST",
    headers,
    body: JSON.stringify({
      author: "urn:li:person:demo-maya-chen",
      commentary: `Straight to LinkedIn ${marker()}`,
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
      ...fields,
    }),
  });
}

/** What LinkedIn answered such a post: its status, and the message when it refused (null on 201). */
export async function linkedinVerdict(res: Response) {
  return { status: res.status, message: res.status === 201 ? null : ((await res.json()) as { message: string }).message };
}
