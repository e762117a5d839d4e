/**
 * Pexels stock photos. The key is the worker's alone; the browser only ever sees photo URLs.
 * Production talks to api.pexels.com, local runs and tests to test/emulators/pexels.
 */
import { z } from "zod";
import { readAtMost } from "../../app/spec/body-limits";

export const STOCK_PER_PAGE = 52;

const photoSchema = z.object({
  id: z.number(),
  alt: z.string().nullable().optional(),
  photographer: z.string().optional(),
  src: z.object({ medium: z.string().url(), large: z.string().url() }),
});
export type StockPhoto = { id: number; alt: string; photographer: string; medium: string; large: string };

const toPhoto = (p: z.infer<typeof photoSchema>): StockPhoto => ({
  id: p.id,
  alt: p.alt ?? "",
  photographer: p.photographer ?? "",
  medium: p.src.medium,
  large: p.src.large,
});

export class StockPhotoError extends Error {}

export function pexels(settings: { apiBase: string; apiKey: string }) {
  const base = settings.apiBase.replace(/\/+$/, "");
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: settings.apiKey }, signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!res?.ok) throw new StockPhotoError(`Stock photos are unavailable right now${res ? ` (${res.status})` : ""}. Please try again.`);
    return res.json();
  };
  return {
    async search(query: string, page = 1): Promise<StockPhoto[]> {
      const params = new URLSearchParams({ query, per_page: String(STOCK_PER_PAGE), page: String(page) });
      const body = z.object({ photos: z.array(photoSchema) }).parse(await get(`/v1/search?${params}`));
      return body.photos.map(toPhoto);
    },
    async photo(id: number): Promise<StockPhoto> {
      return toPhoto(photoSchema.parse(await get(`/v1/photos/${id}`)));
    },
  };
}

/** Stock images are fetched only from the configured hosts (no server-side request to anywhere else). */
export function allowedStockUrl(url: string, hosts: string[]): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === "https:" || u.hostname === "127.0.0.1") && hosts.includes(u.host.toLowerCase());
  } catch {
    return false;
  }
}

export type StockPhotoBytes = { ok: true; body: ArrayBuffer } | { ok: false; reason: string; transient?: boolean };

/**
 * A chosen stock photo's bytes, at publish time: only from the allowed hosts, never following
 * redirects, never more than `maxBytes`. A network error, 429 or 5xx is the host's passing
 * trouble (publishing tries again later).
 */
export async function fetchStockPhoto(url: string, hosts: string[], maxBytes: number): Promise<StockPhotoBytes> {
  if (!allowedStockUrl(url, hosts)) return { ok: false, reason: "its source isn't allowed." };
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (!res || res.status === 429 || res.status === 408 || res.status >= 500) {
    await res?.body?.cancel();
    return { ok: false, reason: "the stock photo couldn't be fetched for now.", transient: true };
  }
  if (!res.ok || !res.body) return { ok: false, reason: "the stock photo couldn't be fetched." };
  if (Number(res.headers.get("content-length") ?? Number.NaN) > maxBytes) return { ok: false, reason: "it is too large." };
  const body = await readAtMost(res.body, maxBytes);
  return body ? { ok: true, body } : { ok: false, reason: "it is too large." };
}
