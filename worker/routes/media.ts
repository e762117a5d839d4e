import { Hono } from "hono";
import { z } from "zod";
import { readAtMost } from "../../app/spec/body-limits";
import { DOCUMENT_LIMITS, DOCUMENT_TEXT, DOCUMENT_TYPE } from "../../app/spec/documents";
import { stockSearchSchema } from "../../app/spec/schemas";
import { extensionFor, isImageType, MAX_IMAGE_BYTES, UPLOAD_URL_TTL_SECONDS } from "../../app/spec/uploads";
import { r2Credentials, readConfig } from "../config";
import {
  type AssetRow,
  deleteAsset,
  findAssetByKey,
  findTeamAsset,
  insertAsset,
  markAssetReady,
  postAttachments,
  recentTeamAssets,
  teamPostExists,
} from "../db/assets";
import { newId } from "../db/client";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { pexelsFor } from "../providers";
import { allowedStockUrl, StockPhotoError } from "../providers/pexels";
import { checkStoredUpload, getObject, mediaUrl, putUpload, uploadKey } from "../storage/media";
import { presignR2Put, signUploadClaim, verifyUploadClaim } from "../storage/upload-url";

/** The spec gives the method both ways; since it creates an asset, only POST is served (docs/decisions/021). */
const uploadRequestSchema = z.object({
  type: z.string({ required_error: "type is required" }),
  upload: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).default(true),
  size: z.coerce.number().int().positive().optional(),
  /** For a stock image (upload false): the Pexels photo chosen. */
  photoId: z.coerce.number().int().positive().optional(),
});

const UPLOAD_PATH = "/public/api/uploads";

/** A stock photo becomes an asset of the team: {assetId}. The photo is looked up, never taken from the client. */
async function stockAsset(c: { env: Env; var: AppEnv["Variables"] }, photoId: number | undefined) {
  if (!photoId) throw badRequest("Pick a stock photo from the search to add it.");
  let photo: Awaited<ReturnType<ReturnType<typeof pexelsFor>["photo"]>>;
  try {
    photo = await pexelsFor(c.env).photo(photoId);
  } catch (error) {
    throw new ApiError(502, error instanceof StockPhotoError ? error.message : "Stock photos are unavailable right now. Please try again.");
  }
  if (!allowedStockUrl(photo.large, readConfig(c.env).STOCK_IMAGE_HOSTS)) throw badRequest("That stock photo can't be used.");
  const id = newId();
  await insertAsset(c.var.db, { id, teamId: c.var.caller.teamId, type: "pexels", sourceUrl: photo.large, contentType: "image/jpeg", status: "ready" });
  return { assetId: id };
}

/** What an upload may be: an image (PNG, JPEG) or a PDF document (docs/decisions/050), and how large. */
function uploadKind(type: string, size: number | undefined) {
  if (type === DOCUMENT_TYPE) {
    if (size !== undefined && size > DOCUMENT_LIMITS.maxBytes) throw badRequest(DOCUMENT_TEXT.tooLarge);
    return { contentType: DOCUMENT_TYPE, ext: "pdf", maxBytes: DOCUMENT_LIMITS.maxBytes };
  }
  if (!isImageType(type)) throw badRequest(`File type must be one of image/png, image/jpeg, ${DOCUMENT_TYPE}`);
  if (size !== undefined && size > MAX_IMAGE_BYTES) throw badRequest(`File is larger than ${MAX_IMAGE_BYTES} bytes`);
  return { contentType: type, ext: extensionFor(type), maxBytes: MAX_IMAGE_BYTES };
}

async function uploadUrl(c: { env: Env; var: AppEnv["Variables"] }, input: z.infer<typeof uploadRequestSchema>) {
  if (!input.upload) return stockAsset(c, input.photoId);
  const kind = uploadKind(input.type, input.size);
  const config = readConfig(c.env);
  const id = newId();
  const key = uploadKey(c.var.caller.teamId, id, kind.ext);
  await insertAsset(c.var.db, { id, teamId: c.var.caller.teamId, type: "upload", r2Key: key, contentType: kind.contentType, status: "pending" });
  const claim = { key, contentType: kind.contentType, maxBytes: input.size ?? kind.maxBytes, exp: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS };
  const r2 = r2Credentials(config);
  if (r2) {
    // Production: straight to R2. The size is signed when the browser said it; the checks run when the upload is attached.
    return { url: await presignR2Put(r2, claim, input.size), id };
  }
  const token = await signUploadClaim(config.SESSION_SECRET, claim);
  return { url: new URL(`${UPLOAD_PATH}/${token}`, config.APP_URL).toString(), id };
}

/** An upload URL or a stock photo asset. Mounted at /api/get-upload-url. */
export const uploadUrlRoutes = new Hono<AppEnv>()
  // A GET changes nothing (issue 9): asking for an upload URL makes an asset, so it is POST only.
  .get("/", () => {
    throw new ApiError(405, "Ask for an upload URL with POST /api/get-upload-url.");
  })
  .post("/", jsonBody(uploadRequestSchema), async (c) => c.json({ data: await uploadUrl(c, c.req.valid("json")) }));

/** Pexels search. Mounted at /api/stock-photos. */
export const stockPhotoRoutes = new Hono<AppEnv>().get("/", query(stockSearchSchema), async (c) => {
  const { query: words, page } = c.req.valid("query");
  try {
    const photos = await pexelsFor(c.env).search(words, page);
    return c.json({ data: { data: photos.map((p) => ({ id: p.id, url: p.medium, alt: p.alt, photographer: p.photographer })) } });
  } catch (error) {
    throw new ApiError(502, error instanceof StockPhotoError ? error.message : "Stock photos are unavailable right now. Please try again.");
  }
});

/** The image library of the team (and a post's attachments first). Mounted at /api/assets. */
export const assetRoutes = new Hono<AppEnv>().post("/", jsonBody(z.object({ postId: z.string().min(1).max(64).optional().nullable() })), async (c) => {
  const { postId } = c.req.valid("json");
  const teamId = c.var.caller.teamId;
  const store = c.var.db;
  let attached: AssetRow[] = [];
  if (postId) {
    if (!(await teamPostExists(store, teamId, postId))) throw notFound("Post not found");
    attached = (await postAttachments(store, teamId, [postId])).get(postId) ?? [];
  }
  const recent = await recentTeamAssets(
    store,
    teamId,
    attached.map((a) => a.id),
    Date.now() - 7 * 86_400_000,
  );
  const view = (a: { id: string; type: string }, isFromAttachment: boolean) => ({
    id: a.id,
    url: mediaUrl(a.id),
    recommended: a.type === "pexels",
    isFromAttachment,
  });
  return c.json({ data: { data: [...attached.map((a) => view(a, true)), ...recent.map((a) => view(a, false))] } });
});

/** An image or a PDF of the team, to the team's members only. Mounted at /api/media. */
export const mediaRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const asset = await findTeamAsset(c.var.db, c.var.caller.teamId, c.req.param("id"));
  if (asset?.status !== "ready") throw notFound("Image not found");
  if (asset.type === "pexels" && asset.sourceUrl) {
    if (!allowedStockUrl(asset.sourceUrl, readConfig(c.env).STOCK_IMAGE_HOSTS)) throw notFound("Image not found");
    return c.redirect(asset.sourceUrl, 302);
  }
  const object = asset.r2Key ? await getObject(c.env.MEDIA, asset.r2Key) : null;
  if (!object) throw notFound("Image not found");
  if (c.req.header("if-none-match") === object.httpEtag) return c.body(null, 304);
  return new Response(object.body, {
    headers: {
      "content-type": asset.contentType ?? "application/octet-stream",
      // Private: only the team's members may see it, so only their browsers keep it.
      "cache-control": "private, max-age=31536000, immutable",
      etag: object.httpEtag,
      "x-content-type-options": "nosniff",
    },
  });
});

/** The signed upload route (local stand-in for an R2 presigned URL). Mounted at /public/api/uploads. */
export const uploadRoutes = new Hono<AppEnv>().put("/:token", async (c) => {
  const check = await verifyUploadClaim(readConfig(c.env).SESSION_SECRET, c.req.param("token"));
  if (!check.ok) throw new ApiError(403, check.reason === "expired" ? "This upload link has expired. Please try again." : "This upload link isn't valid.");
  const { claim } = check;
  const store = c.var.db;
  const asset = await findAssetByKey(store, claim.key);
  if (asset?.status !== "pending") throw new ApiError(403, "This upload link isn't valid.");
  if ((c.req.header("content-type") ?? "").split(";")[0].trim() !== claim.contentType) {
    throw badRequest(`This upload link is for ${claim.contentType} files.`);
  }
  const declared = Number(c.req.header("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > claim.maxBytes) throw new ApiError(413, `File is larger than ${claim.maxBytes} bytes`);
  const body = await readAtMost(c.req.raw.body, claim.maxBytes);
  if (body === null) throw new ApiError(413, `File is larger than ${claim.maxBytes} bytes`);
  await putUpload(c.env.MEDIA, claim.key, body, claim.contentType);
  const stored = await checkStoredUpload(c.env.MEDIA, claim.key, claim.contentType, claim.maxBytes);
  if (!stored.ok) {
    await deleteAsset(store, asset.id);
    throw badRequest(stored.reason);
  }
  await markAssetReady(store, asset.id, stored.size, stored.pages);
  return c.json({ data: { id: asset.id, url: mediaUrl(asset.id), ...(stored.pages === undefined ? {} : { pages: stored.pages }) } });
});
