/**
 * Public web pages and pictures, for link cards (docs/decisions/036). Every request is checked
 * before it is made: the address (worker/link-cards/addresses.ts), and for a name, what it
 * resolves to (DNS over HTTPS, https://developers.cloudflare.com/1.1.1.1/encryption/dns-over-https/
 * make-api-requests/dns-json/). Redirects are followed by hand, each hop checked again; one
 * deadline covers the whole of it, and bodies are read as a stream up to a cap. Never throws.
 */
import { readAtMost } from "../../app/spec/body-limits";
import { LINK_CARD_LIMITS, LINK_CARD_TEXT } from "../../app/spec/link-card";
import { checkLinkTarget, isPublicAddress } from "../link-cards/addresses";

export type PageGuard = {
  /** host[:port] taken as they are (the local emulators); empty in production. */
  allowedHosts: readonly string[];
  /** A DNS-over-HTTPS JSON endpoint; empty: names are not resolved first. */
  dnsUrl: string;
  /** For the whole fetch: DNS, every hop, and the body. */
  timeoutMs: number;
};

export type Fetched = { ok: true; url: string; contentType: string; body: ArrayBuffer } | { ok: false; reason: string };

type Want = { kind: "html" | "image"; maxBytes: number };

const USER_AGENT = "Mozilla/5.0 (compatible; PostcraftLinkPreview/1.0; +https://postcraft.app)";
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = { html: "text/html,application/xhtml+xml;q=0.9", image: "image/png,image/jpeg,image/gif;q=0.9" } as const;

class TimedOut extends Error {}
class Refused extends Error {}

/** A page (text/html only) or a picture (PNG, JPEG or GIF by its bytes), from a public host. */
export async function fetchPublic(link: string, guard: PageGuard, want: Want): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), guard.timeoutMs);
  try {
    return await follow(link, guard, want, controller.signal);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    if (error instanceof TimedOut || controller.signal.aborted) return { ok: false, reason: LINK_CARD_TEXT.tooSlow };
    return { ok: false, reason: LINK_CARD_TEXT.unreachable };
  } finally {
    clearTimeout(timer);
  }
}

async function follow(link: string, guard: PageGuard, want: Want, signal: AbortSignal): Promise<Fetched> {
  let next = link;
  for (let hop = 0; hop <= LINK_CARD_LIMITS.redirects; hop++) {
    const target = checkLinkTarget(next, guard.allowedHosts);
    if (!target.ok) throw new Refused(target.reason);
    if (target.needsDns && guard.dnsUrl) await checkResolvesPublicly(target.url.hostname, guard.dnsUrl, signal);
    const res = await untilAborted(
      fetch(target.url.href, { redirect: "manual", signal, headers: { accept: ACCEPT[want.kind], "user-agent": USER_AGENT } }),
      signal,
    );
    const location = res.headers.get("location");
    if (REDIRECTS.has(res.status) && location) {
      await res.body?.cancel();
      next = new URL(location, target.url).href;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, reason: LINK_CARD_TEXT.pageError(res.status) };
    }
    const contentType = res.headers.get("content-type") ?? "";
    if (want.kind === "html" && !/^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType)) {
      await res.body?.cancel();
      return { ok: false, reason: LINK_CARD_TEXT.notHtml };
    }
    if (Number(res.headers.get("content-length") ?? Number.NaN) > want.maxBytes) {
      await res.body?.cancel();
      return { ok: false, reason: LINK_CARD_TEXT.tooLarge };
    }
    const body = await readCapped(res.body, want.maxBytes, signal);
    if (!body) return { ok: false, reason: LINK_CARD_TEXT.tooLarge };
    if (want.kind === "image") {
      const type = sniffPicture(new Uint8Array(body, 0, Math.min(body.byteLength, 8)));
      return type ? { ok: true, url: target.url.href, contentType: type, body } : { ok: false, reason: LINK_CARD_TEXT.notAnImage };
    }
    return { ok: true, url: target.url.href, contentType, body };
  }
  throw new Refused(LINK_CARD_TEXT.tooManyRedirects);
}

/**
 * Refuses a name any of whose addresses is not public (a name pointing at 10.0.0.1 is as private
 * as the literal). Asked for A and AAAA side by side; fails closed when the resolver can't answer.
 * The fetch resolves the name again (Workers can't pin an address), so a name that changes its
 * answer in between is not caught here: Cloudflare's own egress does not reach private networks.
 */
async function checkResolvesPublicly(host: string, dnsUrl: string, signal: AbortSignal) {
  const ask = async (type: "A" | "AAAA") => {
    const url = new URL(dnsUrl);
    url.searchParams.set("name", host);
    url.searchParams.set("type", type);
    const res = await untilAborted(fetch(url.href, { headers: { accept: "application/dns-json" }, signal }), signal).catch((error) => {
      if (error instanceof TimedOut) throw error;
      throw new Refused(LINK_CARD_TEXT.dnsUnavailable);
    });
    const raw = res.ok ? await readCapped(res.body, 64 * 1024, signal) : null;
    if (!raw) throw new Refused(LINK_CARD_TEXT.dnsUnavailable);
    let answer: { Status?: number; Answer?: Array<{ type?: number; data?: string }> };
    try {
      answer = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new Refused(LINK_CARD_TEXT.dnsUnavailable);
    }
    // 0 NOERROR, 3 NXDOMAIN; anything else (SERVFAIL, REFUSED) says nothing about the name.
    if (answer.Status !== 0 && answer.Status !== 3) throw new Refused(LINK_CARD_TEXT.dnsUnavailable);
    return (answer.Answer ?? []).filter((a) => a.type === 1 || a.type === 28).map((a) => String(a.data ?? ""));
  };
  const addresses = (await Promise.all([ask("A"), ask("AAAA")])).flat();
  if (addresses.length === 0) throw new Refused(LINK_CARD_TEXT.noSuchSite);
  if (!addresses.every(isPublicAddress)) throw new Refused(LINK_CARD_TEXT.privateAddress);
}

/** The body, or null past `limit`: read as a stream and given up at the cap, within the deadline. */
const readCapped = (stream: ReadableStream<Uint8Array> | null, limit: number, signal: AbortSignal) =>
  readAtMost(stream, limit, (next) => untilAborted(next, signal));

/** A promise that gives up when the deadline passes, whether or not the runtime aborts it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new TimedOut());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new TimedOut());
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(signal.aborted ? new TimedOut() : error);
      },
    );
  });
}

/** The picture types LinkedIn's Images API takes (JPG, GIF, PNG), by their first bytes; never SVG. */
export function sniffPicture(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/gif" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 6 && String.fromCharCode(...bytes.slice(0, 6)).match(/^GIF8[79]a$/)) return "image/gif";
  return null;
}

/** The page's text, in the charset its Content-Type names (UTF-8 otherwise). */
export function decodePage(body: ArrayBuffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder().decode(body);
  }
}
