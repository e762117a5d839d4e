import { MAX_IMAGE_BYTES, sniffImageType } from "../../app/spec/uploads";
import type { AssetRow } from "../db/assets";
import { getObject } from "./media";

export type ImageBytes = { ok: true; body: ArrayBuffer; contentType: string } | { ok: false; reason: string };

/** An attachment's bytes for publishing: from R2 for uploads (stock photos join with the media work). */
export async function imageBytes(env: Env, asset: AssetRow): Promise<ImageBytes> {
  if (asset.type !== "upload" || !asset.r2Key) return { ok: false, reason: "stock photos can't be published yet." };
  const object = await getObject(env.MEDIA, asset.r2Key);
  if (!object) return { ok: false, reason: "the uploaded file is gone. Upload it again." };
  const body = await object.arrayBuffer();
  if (body.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "it is too large." };
  const type = sniffImageType(new Uint8Array(body.slice(0, 16)));
  if (!type) return { ok: false, reason: "it isn't a PNG or JPEG image." };
  return { ok: true, body, contentType: type };
}
