import { readAtMost } from "../../app/spec/body-limits";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../app/spec/uploads";
import { readConfig } from "../config";
import type { AssetRow } from "../db/assets";
import { allowedStockUrl } from "../providers/pexels";
import { getObject } from "./media";

export type ImageBytes = { ok: true; body: ArrayBuffer; contentType: string } | { ok: false; reason: string; transient?: boolean };

/**
 * An attachment's bytes for publishing: uploads from R2; stock photos fetched at publish time,
 * only from the allow-listed hosts, never following redirects, and never more than the limit.
 */
export async function imageBytes(env: Env, asset: AssetRow): Promise<ImageBytes> {
  let body: ArrayBuffer;
  if (asset.type === "pexels") {
    if (!asset.sourceUrl || !allowedStockUrl(asset.sourceUrl, readConfig(env).STOCK_IMAGE_HOSTS)) return { ok: false, reason: "its source isn't allowed." };
    const res = await fetch(asset.sourceUrl, { redirect: "manual", signal: AbortSignal.timeout(15_000) }).catch(() => null);
    // A network error, 429 or 5xx is the photo host's passing trouble: publishing tries again later.
    if (!res || res.status === 429 || res.status === 408 || res.status >= 500) {
      await res?.body?.cancel();
      return { ok: false, reason: "the stock photo couldn't be fetched for now.", transient: true };
    }
    if (!res.ok || !res.body) return { ok: false, reason: "the stock photo couldn't be fetched." };
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (declared > MAX_IMAGE_BYTES) return { ok: false, reason: "it is too large." };
    const limited = await readAtMost(res.body, MAX_IMAGE_BYTES);
    if (!limited) return { ok: false, reason: "it is too large." };
    body = limited;
  } else {
    const object = asset.r2Key ? await getObject(env.MEDIA, asset.r2Key) : null;
    if (!object) return { ok: false, reason: "the uploaded file is gone. Upload it again." };
    body = await object.arrayBuffer();
  }
  if (body.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "it is too large." };
  const type = sniffImageType(new Uint8Array(body.slice(0, 16)));
  if (!type) return { ok: false, reason: "it isn't a PNG or JPEG image." };
  return { ok: true, body, contentType: type };
}
