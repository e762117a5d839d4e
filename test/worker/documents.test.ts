/**
 * PDF documents through the API (issue 26 item 2, docs/decisions/050): the upload checks that a
 * file is a PDF by its bytes and counts its pages; a post carries one document with a title,
 * never with images or a poll; another team's PDF, an image passed as a document, a document
 * passed as an image are refused, and nothing changes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DOCUMENT_TEXT } from "../../app/spec/documents";
import { POLL_TEXT } from "../../app/spec/poll";
import { makePdf } from "../pdf-fixture";
import { api, count, createPost, postJson, postRow, signIn } from "./helpers";
import { PNG } from "./image-files";

type Uploaded = { id: string; url: string; pages?: number };

async function uploadUrl(token: string, type: string, extra: Record<string, unknown> = {}) {
  const res = await postJson("/api/get-upload-url", { type, upload: true, ...extra }, token);
  return { res, data: res.ok ? ((await res.json()) as { data: { url: string; id: string } }).data : null };
}

function put(url: string, body: BodyInit, contentType: string) {
  const u = new URL(url);
  return api(u.pathname + u.search, { method: "PUT", body, headers: { "content-type": contentType } });
}

/** Asks for a PDF upload URL and PUTs the bytes: the answer and what it said. */
async function uploadPdf(token: string, bytes: Uint8Array) {
  const { data } = await uploadUrl(token, "application/pdf", { size: bytes.length });
  const res = await put(data!.url, bytes, "application/pdf");
  const body = (await res.json()) as { data?: Uploaded; msg?: string };
  return { status: res.status, id: data!.id, ...body };
}

async function readyPdf(token: string, pages = 5) {
  const up = await uploadPdf(token, await makePdf({ pages }));
  expect(up.status).toBe(200);
  return up.data!.id;
}

async function uploadPng(token: string) {
  const { data } = await uploadUrl(token, "image/png");
  expect((await put(data!.url, PNG, "image/png")).status).toBe(200);
  return data!.id;
}

type View = { id: string; document: unknown; attachments: unknown[]; poll: unknown; version: number };
/** The post as /posts lists it. */
async function viewOf(token: string, id: string) {
  const list = (await (await api("/api/posts", { token })).json()) as { data: { data: View[] } };
  const view = list.data.data.find((p) => p.id === id);
  if (!view) throw new Error(`post ${id} not listed`);
  return view;
}

const update = (token: string, id: string, body: Record<string, unknown>) => api(`/api/post/${id}`, { method: "PUT", body: JSON.stringify(body), token });

describe("uploading a PDF", () => {
  it("a real PDF is stored under the team with its pages counted, and members read it back", async () => {
    const token = await signIn();
    const pdf = await makePdf({ pages: 7, objectStreams: true });
    const up = await uploadPdf(token, pdf);
    expect(up.status).toBe(200);
    expect(up.data).toEqual({ id: up.id, url: `/api/media/${up.id}`, pages: 7 });
    const asset = await env.DB.prepare("SELECT status, page_count, content_type, r2_key FROM assets WHERE id = ?").bind(up.id).first();
    expect(asset).toMatchObject({ status: "ready", page_count: 7, content_type: "application/pdf" });
    expect(String(asset!.r2_key)).toMatch(/^teams\/[\w-]+\/uploads\/[\w-]+\.pdf$/);
    const media = await api(`/api/media/${up.id}`, { token });
    expect(media.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(pdf);
    // A PDF is not an image: the editor's image library does not offer it.
    const library = (await (await postJson("/api/assets", {}, token)).json()) as { data: { data: Array<{ id: string }> } };
    expect(library.data.data.map((a) => a.id)).not.toContain(up.id);
  });

  it("a PNG renamed .pdf is refused by its bytes, and nothing is kept", async () => {
    const token = await signIn();
    const up = await uploadPdf(token, PNG);
    expect(up.status).toBe(400);
    expect(up.msg).toBe(DOCUMENT_TEXT.notPdf);
    expect(await count("assets")).toBe(0);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it("a PDF of 301 pages is refused with LinkedIn's limit in plain words", async () => {
    const token = await signIn();
    const up = await uploadPdf(token, await makePdf({ pages: 301, objectStreams: true }));
    expect(up.status).toBe(400);
    expect(up.msg).toBe(DOCUMENT_TEXT.tooManyPages(301));
    expect(await count("assets")).toBe(0);
  });

  it("a PDF said to be over 100 MB gets no upload URL; a body larger than the URL allows is refused", async () => {
    const token = await signIn();
    const { res } = await uploadUrl(token, "application/pdf", { size: DOCUMENT_LIMITS.maxBytes + 1 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: DOCUMENT_TEXT.tooLarge });
    // Signed for 10 bytes, sent more: refused before anything is stored.
    const { data } = await uploadUrl(token, "application/pdf", { size: 10 });
    const sent = await put(data!.url, await makePdf({ pages: 1 }), "application/pdf");
    expect(sent.status).toBe(413);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it("a PDF upload URL does not take an image, nor an image URL a PDF", async () => {
    const token = await signIn();
    const forPdf = await uploadUrl(token, "application/pdf");
    expect((await put(forPdf.data!.url, PNG, "image/png")).status).toBe(400);
    const forPng = await uploadUrl(token, "image/png");
    const sent = await put(forPng.data!.url, await makePdf({ pages: 1 }), "image/png");
    expect(sent.status).toBe(400);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });
});

describe("a post with a document", () => {
  it("created with its PDF and title: the post shows the document, its title and its pages", async () => {
    const token = await signIn();
    const pdfId = await readyPdf(token, 6);
    const res = await postJson("/api/post", { content: "Six slides on pricing.", document: { assetId: pdfId, title: "  Pricing,   in six slides " } }, token);
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    expect((await viewOf(token, id)).document).toEqual({ id: pdfId, url: `/api/media/${pdfId}`, title: "Pricing, in six slides", pages: 6 });
  });

  it("a title is required, and kept under 100 characters", async () => {
    const token = await signIn();
    const pdfId = await readyPdf(token);
    for (const [title, msg] of [
      ["   ", DOCUMENT_TEXT.titleRequired],
      ["x".repeat(DOCUMENT_LIMITS.titleChars + 1), DOCUMENT_TEXT.titleTooLong],
    ]) {
      const res = await postJson("/api/post", { content: "Slides", document: { assetId: pdfId, title } }, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe(msg);
    }
    const res = await postJson("/api/post", { content: "Slides", document: { assetId: pdfId } }, token);
    expect(res.status).toBe(400);
    expect(await count("posts")).toBe(0);
  });

  it("a document never goes with images, nor with a poll: refused in plain words, nothing changes", async () => {
    const token = await signIn();
    const pdfId = await readyPdf(token);
    const pngId = await uploadPng(token);
    const poll = { question: "Which slide?", options: ["The first", "The last"], duration: "THREE_DAYS" };

    const withPoll = await postJson("/api/post", { content: "Both", document: { assetId: pdfId, title: "Deck" }, poll }, token);
    expect(withPoll.status).toBe(400);
    expect(await withPoll.json()).toEqual({ msg: DOCUMENT_TEXT.noPoll });
    expect(await count("posts")).toBe(0);

    // A post with the document: adding images is refused, the document stays.
    const id = await createPost(token, { content: "Deck post" });
    expect((await update(token, id, { document: { assetId: pdfId, title: "Deck" } })).status).toBe(200);
    const images = await update(token, id, { attachments: [{ id: pngId, url: "" }] });
    expect(images.status).toBe(400);
    expect(await images.json()).toEqual({ msg: DOCUMENT_TEXT.noImages });
    expect((await viewOf(token, id)).attachments).toEqual([]);
    expect((await update(token, id, { poll })).status).toBe(400);

    // A post with images: adding the document is refused, the images stay.
    const other = await createPost(token, { content: "Photo post" });
    expect((await update(token, other, { attachments: [{ id: pngId, url: "" }] })).status).toBe(200);
    const doc = await update(token, other, { document: { assetId: pdfId, title: "Deck" } });
    expect(doc.status).toBe(400);
    expect(await doc.json()).toEqual({ msg: DOCUMENT_TEXT.noImages });
    expect((await viewOf(token, other)).document).toBeNull();

    // Both at once, the images swapped for the document in one edit: fine.
    expect((await update(token, other, { attachments: [], document: { assetId: pdfId, title: "Deck" } })).status).toBe(200);
    expect((await viewOf(token, other)).document).toMatchObject({ id: pdfId, title: "Deck" });
  });

  it("another team's PDF, an image as a document, a document as an image: refused, and the PDF is kept", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const mayasPdf = await readyPdf(maya);
    const arjunsPng = await uploadPng(arjun);
    const arjunsPdf = await readyPdf(arjun);

    const stolen = await postJson("/api/post", { content: "Not mine", document: { assetId: mayasPdf, title: "Hers" } }, arjun);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({ msg: DOCUMENT_TEXT.notFound });
    const image = await postJson("/api/post", { content: "A picture", document: { assetId: arjunsPng, title: "Picture" } }, arjun);
    expect(await image.json()).toEqual({ msg: DOCUMENT_TEXT.notFound });

    const id = await createPost(arjun, { content: "Images only" });
    const asImage = await update(arjun, id, { attachments: [{ id: arjunsPdf, url: "" }] });
    expect(asImage.status).toBe(400);
    expect(await env.DB.prepare("SELECT status FROM assets WHERE id = ?").bind(arjunsPdf).first()).toEqual({ status: "ready" });
    // Nor can Arjun read Maya's PDF.
    expect((await api(`/api/media/${mayasPdf}`, { token: arjun })).status).toBe(404);
  });

  it("a new title or another PDF is a new version (approval is per version); removing it too", async () => {
    const token = await signIn();
    const pdfId = await readyPdf(token);
    const id = await createPost(token, { content: "Versions" });
    const v0 = Number((await postRow(id))!.version);
    await update(token, id, { document: { assetId: pdfId, title: "Deck" } });
    const v1 = Number((await postRow(id))!.version);
    expect(v1).toBe(v0 + 1);
    await update(token, id, { document: { assetId: pdfId, title: "Deck" } });
    expect(Number((await postRow(id))!.version)).toBe(v1);
    await update(token, id, { document: { assetId: pdfId, title: "Deck, revised" } });
    expect(Number((await postRow(id))!.version)).toBe(v1 + 1);
    await update(token, id, { document: null });
    expect(Number((await postRow(id))!.version)).toBe(v1 + 2);
    expect((await viewOf(token, id)).document).toBeNull();
  });

  it("Duplicate keeps the document and its title", async () => {
    const token = await signIn();
    const pdfId = await readyPdf(token, 3);
    const res = await postJson("/api/post", { content: "Copy me", document: { assetId: pdfId, title: "Deck" } }, token);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    const dup = await postJson(`/api/post/${id}/duplicate`, {}, token);
    expect(dup.status).toBeLessThan(300);
    const copyId = ((await dup.json()) as { data: { id: string } }).data.id;
    expect((await viewOf(token, copyId)).document).toEqual({ id: pdfId, url: `/api/media/${pdfId}`, title: "Deck", pages: 3 });
  });

  it("production's straight-to-R2 upload is checked when it is attached: a real PDF gets its pages, a fake is deleted", async () => {
    const token = await signIn();
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    const pending = async (bytes: Uint8Array) => {
      const id = crypto.randomUUID();
      const key = `teams/${teamId}/uploads/${id}.pdf`;
      await env.MEDIA.put(key, bytes);
      await env.DB.prepare(
        "INSERT INTO assets (id, team_id, type, r2_key, content_type, status, created_at) VALUES (?, ?, 'upload', ?, 'application/pdf', 'pending', ?)",
      )
        .bind(id, teamId, key, Date.now())
        .run();
      return { id, key };
    };
    const real = await pending(await makePdf({ pages: 4 }));
    const ok = await postJson("/api/post", { content: "Straight to R2", document: { assetId: real.id, title: "Deck" } }, token);
    expect(ok.status).toBe(201);
    expect(await env.DB.prepare("SELECT status, page_count FROM assets WHERE id = ?").bind(real.id).first()).toEqual({ status: "ready", page_count: 4 });

    const fake = await pending(PNG);
    const refused = await postJson("/api/post", { content: "A fake", document: { assetId: fake.id, title: "Fake" } }, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ msg: DOCUMENT_TEXT.notPdf });
    expect(await env.DB.prepare("SELECT id FROM assets WHERE id = ?").bind(fake.id).first()).toBeNull();
    expect(await env.MEDIA.head(fake.key)).toBeNull();
  });

  it("the poll rule still holds on its own: a poll with images is refused", async () => {
    const token = await signIn();
    const pngId = await uploadPng(token);
    const id = await createPost(token, { content: "Photo" });
    await update(token, id, { attachments: [{ id: pngId, url: "" }] });
    const res = await update(token, id, { poll: { question: "Q?", options: ["A", "B"] } });
    expect(await res.json()).toEqual({ msg: POLL_TEXT.noImages });
  });
});
