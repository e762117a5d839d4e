/**
 * A LinkedIn post's link, as a member copies it, turned into the post's urn: the address bar's
 * /feed/update/urn:li:share:… (or activity, ugcPost, possibly percent-encoded), the share
 * button's /posts/name_slug-activity-123…, or the bare urn. Anything else is refused.
 */
const URN = /^urn:li:(share|activity|ugcPost):(\d{6,25})$/;
const POSTS_PATH = /-(activity|share|ugcPost)-(\d{6,25})(?:-[A-Za-z0-9_-]{0,12})?$/;

export function linkedinPostUrn(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > 600) return null;
  const bare = URN.exec(text);
  if (bare) return `urn:li:${bare[1]}:${bare[2]}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !/^(www\.)?linkedin\.com$/i.test(url.hostname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/\/$/, "");
  } catch {
    return null;
  }
  if (path.startsWith("/feed/update/")) {
    const urn = URN.exec(path.slice("/feed/update/".length));
    return urn ? `urn:li:${urn[1]}:${urn[2]}` : null;
  }
  if (path.startsWith("/posts/")) {
    const found = POSTS_PATH.exec(path);
    return found ? `urn:li:${found[1]}:${found[2]}` : null;
  }
  return null;
}

export const POST_LINK_HELP = "Paste the post's link from LinkedIn, such as https://www.linkedin.com/feed/update/urn:li:share:7123456789012345678";
