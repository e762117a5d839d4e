/**
 * Where a link card may be read from (docs/decisions/036): public http(s) hosts only. Checked for
 * the link, for every redirect hop and for the card's picture, before any request is made.
 * Pure functions; the network side (DNS over HTTPS, the fetch) is worker/providers/web-pages.ts.
 */
import { LINK_CARD_TEXT } from "../../app/spec/link-card";

export type LinkTarget = { ok: true; url: URL; allowListed: boolean; needsDns: boolean } | { ok: false; reason: string };

/** Names that never resolve on the public internet (RFC 6761, 6762, 8375; .internal is ICANN's private TLD). */
const PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa"];

/**
 * Whether a request to `raw` may be made. The WHATWG URL parser has already turned every numeric
 * form of an IPv4 address (0x7f.1, 2130706433, 127.1) into dotted quads and IPv6 into its
 * compressed form, so literals are judged in one shape. `allowedHosts` (host[:port]) are taken as
 * they are: the local emulators on 127.0.0.1 (LINK_PREVIEW_ALLOWED_HOSTS; empty in production).
 */
export function checkLinkTarget(raw: string | URL, allowedHosts: readonly string[]): LinkTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: LINK_CARD_TEXT.notALink };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: LINK_CARD_TEXT.notALink };
  // Credentials in a link are never sent anywhere.
  if (url.username || url.password) return { ok: false, reason: LINK_CARD_TEXT.notALink };
  if (allowedHosts.includes(url.host.toLowerCase())) return { ok: true, url, allowListed: true, needsDns: false };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const literal = host.startsWith("[") ? host.slice(1, -1) : parseIPv4(host) ? host : null;
  if (literal !== null ? !isPublicAddress(literal) : isPrivateName(host)) return { ok: false, reason: LINK_CARD_TEXT.privateAddress };
  // Other ports are where internal services listen; public pages are on 80 and 443.
  if (url.port !== "") return { ok: false, reason: LINK_CARD_TEXT.unusualPort };
  if (literal !== null) return { ok: true, url, allowListed: false, needsDns: false };
  return { ok: true, url, allowListed: false, needsDns: true };
}

/** A name without a dot (intranet, router) is resolved by local search domains, never publicly. */
function isPrivateName(host: string) {
  return host === "localhost" || !host.includes(".") || PRIVATE_SUFFIXES.some((s) => host.endsWith(s));
}

/** An IPv4 or IPv6 address (as DNS answers it, or a URL's literal) that is reachable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return isPublicIPv4(v4);
  const v6 = parseIPv6(address);
  return v6 ? isPublicIPv6(v6) : false;
}

export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
}

/**
 * Special-purpose IPv4 blocks (IANA IPv4 Special-Purpose Address Registry): this network,
 * private (RFC 1918), CGNAT (100.64/10), loopback, link-local (169.254/16, cloud metadata),
 * IETF protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved, broadcast.
 */
function isPublicIPv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
  if (a === 192 && b === 88 && c === 99) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

/** Eight 16-bit groups, or null. Takes "::" and a dotted IPv4 tail (::ffff:10.0.0.1). */
export function parseIPv6(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(":");
  if (lastColon >= 0 && s.includes(".", lastColon)) {
    // The dotted tail is the last two groups, written in hex.
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (!v4) return null;
    s = `${s.slice(0, lastColon + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN)));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const all = [...head, ...Array<number>(8 - known).fill(0), ...rest];
  return all.every((g) => Number.isInteger(g)) ? all : null;
}

/**
 * Only global unicast (2000::/3), less its special blocks: IETF protocol assignments
 * (2001::/23, Teredo among them), documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16,
 * which carries any IPv4 address inside). Everything else (::, ::1, IPv4-mapped ::ffff:0:0/96,
 * NAT64, unique-local fc00::/7, link-local fe80::/10, multicast) is not public.
 */
function isPublicIPv6(g: number[]): boolean {
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] < 0x200) return false;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false;
  if (g[0] === 0x2002) return false;
  if (g[0] === 0x3fff && g[1] < 0x1000) return false;
  return true;
}
