import { IMAGE_TEXT, imageProblem, MAX_IMAGE_BYTES, sniffImageType } from "../../app/spec/uploads";
import { readConfig } from "../config";
import type { AssetRow } from "../db/assets";
import { fetchStockPhoto } from "../providers/pexels";
import { getObject } from "./media";

export type ImageBytes = { ok: true; body: ArrayBuffer; contentType: string } | { ok: false; reason: string; transient?: boolean };

/**
 * An attachment's bytes for publishing: uploads from R2; stock photos fetched at publish time,
 * only from the allow-listed hosts, never following redirects, and never more than the limit.
 */
export async function imageBytes(env: Env, asset: AssetRow): Promise<ImageBytes> {
  let body: ArrayBuffer;
  if (asset.type === "pexels") {
    // Stock photos come through their provider (allow-listed hosts, size-limited).
    const photo = asset.sourceUrl ? await fetchStockPhoto(asset.sourceUrl, readConfig(env).STOCK_IMAGE_HOSTS, MAX_IMAGE_BYTES) : null;
    if (!photo) return { ok: false, reason: "its source isn't allowed." };
    if (!photo.ok) return photo;
    body = photo.body;
  } else {
    const object = asset.r2Key ? await getObject(env.MEDIA, asset.r2Key) : null;
    if (!object) return { ok: false, reason: "the uploaded file is gone. Upload it again." };
    body = await object.arrayBuffer();
  }
  if (body.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "it is too large." };
  const type = sniffImageType(new Uint8Array(body.slice(0, 16)));
  if (!type) return { ok: false, reason: "it isn't a PNG or JPEG image." };
  // What LinkedIn would refuse after the upload (too many pixels, an unreadable header) stops here, in plain words.
  const problem = imageProblem(new Uint8Array(body));
  if (problem) return { ok: false, reason: problem === IMAGE_TEXT.unreadable ? "it isn't a PNG or JPEG image." : lowerFirstWord(problem) };
  return { ok: true, body, contentType: type };
}

/** "This image is…" after "Image 2 couldn't be used: " reads "this image is…". */
const lowerFirstWord = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
