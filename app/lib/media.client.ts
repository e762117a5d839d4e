/** The browser's media calls: upload URLs, the PUT with progress, stock photos, a post's assets. */
import { DOCUMENT_TYPE } from "~/spec/documents";
import { TEXT } from "~/spec/texts";
import type { LibraryAsset, StockResult } from "./api";
import { apiCall } from "./api.client";

export class UploadFailed extends Error {}

/** Asks for a signed URL, then PUTs the file there with its content type, reporting progress; the PUT's answer. */
async function uploadFile(file: File, type: string, onProgress: (percent: number) => void, serverReason = false): Promise<{ id: string; body: unknown }> {
  const answer = await apiCall((api) => api.api["get-upload-url"].$post({ json: { type, upload: true, size: file.size } }), { toast: false });
  if (!("url" in answer)) throw new UploadFailed(TEXT.errors.uploadFailed);
  const { url, id } = answer;
  const body = await new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    const answered = () => {
      try {
        return JSON.parse(xhr.responseText) as { data?: unknown; msg?: string };
      } catch {
        return {};
      }
    };
    xhr.onload = () => {
      const json = answered();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json.data);
      // An image says 'Upload failed' and the status text (spec); a PDF, the server's reason (not a PDF, too many pages).
      const reason = serverReason && json.msg ? json.msg : `${TEXT.errors.uploadFailed} ${xhr.statusText || xhr.status}`.trim();
      reject(new UploadFailed(reason));
    };
    xhr.onerror = () => reject(new UploadFailed(`${TEXT.errors.uploadFailed} ${xhr.statusText || "network error"}`.trim()));
    xhr.send(file);
  });
  onProgress(100);
  return { id, body };
}

export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<LibraryAsset> {
  const { id } = await uploadFile(file, file.type, onProgress);
  return { id, url: `/api/media/${id}` };
}

/** A PDF for a document post (docs/decisions/050): stored, checked and its pages counted by the server. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<{ id: string; url: string; pages: number }> {
  const { id, body } = await uploadFile(file, DOCUMENT_TYPE, onProgress, true);
  const pages = (body as { pages?: unknown } | undefined)?.pages;
  return { id, url: `/api/media/${id}`, pages: typeof pages === "number" ? pages : 0 };
}

export const searchStockPhotos = (query: string) => apiCall((api) => api.api["stock-photos"].$get({ query: { query } })).then((r) => r.data);

export async function addStockPhoto(photo: StockResult): Promise<LibraryAsset> {
  const answer = await apiCall((api) => api.api["get-upload-url"].$post({ json: { type: "image/jpeg", upload: false, photoId: photo.id } }));
  if (!("assetId" in answer)) throw new Error(TEXT.errors.generic);
  return { id: answer.assetId, url: photo.url, recommended: true };
}

export const listAssets = (postId?: string) =>
  apiCall((api) => api.api.assets.$post({ json: { postId: postId ?? null } }), { fallback: TEXT.errors.fetchingPosts }).then((r) => r.data);
