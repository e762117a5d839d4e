/** The browser's media calls: upload URLs, the PUT with progress, stock photos, a post's assets. */
import { TEXT } from "~/spec/texts";
import type { LibraryAsset, StockResult } from "./api";
import { apiCall } from "./api.client";

export class UploadFailed extends Error {}

/** Asks for a signed URL, then PUTs the file there with its content type, reporting progress. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<LibraryAsset> {
  const answer = await apiCall((api) => api.api["get-upload-url"].$post({ json: { type: file.type, upload: true, size: file.size } }), { toast: false });
  if (!("url" in answer)) throw new UploadFailed(TEXT.errors.uploadFailed);
  const { url, id } = answer;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailed(`${TEXT.errors.uploadFailed} ${xhr.statusText || xhr.status}`.trim()));
    xhr.onerror = () => reject(new UploadFailed(`${TEXT.errors.uploadFailed} ${xhr.statusText || "network error"}`.trim()));
    xhr.send(file);
  });
  onProgress(100);
  return { id, url: `/api/media/${id}` };
}

export const searchStockPhotos = (query: string) => apiCall((api) => api.api["stock-photos"].$get({ query: { query } })).then((r) => r.data);

export async function addStockPhoto(photo: StockResult): Promise<LibraryAsset> {
  const answer = await apiCall((api) => api.api["get-upload-url"].$post({ json: { type: "image/jpeg", upload: false, photoId: photo.id } }));
  if (!("assetId" in answer)) throw new Error(TEXT.errors.generic);
  return { id: answer.assetId, url: photo.url, recommended: true };
}

export const listAssets = (postId?: string) =>
  apiCall((api) => api.api.assets.$post({ json: { postId: postId ?? null } }), { fallback: TEXT.errors.fetchingPosts }).then((r) => r.data);
