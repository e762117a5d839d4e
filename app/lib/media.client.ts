/** The browser's media calls: upload URLs, the PUT with progress, stock photos, a post's assets. */
import { TEXT } from "~/spec/texts";
import { apiCall } from "./api.client";

export type LibraryAsset = { id: string; url: string; recommended?: boolean; isFromAttachment?: boolean };
export type StockResult = { id: number; url: string; alt: string; photographer: string };

export class UploadFailed extends Error {}

/** Asks for a signed URL, then PUTs the file there with its content type, reporting progress. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<LibraryAsset> {
  const { url, id } = await apiCall<{ url: string; id: string }>("/api/get-upload-url", {
    body: { type: file.type, upload: true, size: file.size },
    toast: false,
  });
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

export const searchStockPhotos = (query: string) =>
  apiCall<{ data: StockResult[] }>(`/api/stock-photos?query=${encodeURIComponent(query)}`).then((r) => r.data);

export async function addStockPhoto(photo: StockResult): Promise<LibraryAsset> {
  const { assetId } = await apiCall<{ assetId: string }>("/api/get-upload-url", { body: { type: "image/jpeg", upload: false, photoId: photo.id } });
  return { id: assetId, url: photo.url, recommended: true };
}

export const listAssets = (postId?: string) =>
  apiCall<{ data: LibraryAsset[] }>("/api/assets", { body: { postId: postId ?? null }, fallback: TEXT.errors.fetchingPosts }).then((r) => r.data);
