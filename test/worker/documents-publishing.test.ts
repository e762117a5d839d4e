/**
 * Documents (PDF carousels, issue 26 item 2) at publish time and on LinkedIn's side: the post's
 * PDF goes from R2 through the Documents API as the posting account, waits for LinkedIn's
 * processing (docs/decisions/051), and goes out once as `content.media {id, title}`; the emulator
 * refuses what LinkedIn refuses. The post's document is written straight to D1 and R2 here, as the
 * upload path would leave it (that path has its own tests: documents.test.ts).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { setPostDocument } from "../../worker/db/documents";
import { DOCUMENT_REASONS } from "../../worker/publishing/formats/document";
import { IMAGES_NOTES } from "../../worker/publishing/formats/images";
import { makePdf } from "../pdf-fixture";
import { createPost, emulatorFault, emulatorGrant, linkedinUrl, marker, postRow, signIn } from "./helpers";
import { PNG } from "./image-files";
import { linkedinRest, linkedinVerdict, postStraightToLinkedIn } from "./linkedin-direct";
import { attemptsOf, publishNow, settledJob, teamOf } from "./publishing-helpers";

type EmulatedPost = {
  urn: string;
  commentary: string;
  images: string[];
  document: { id: string; title: string; pages: number } | null;
  raw: { content?: unknown };
};

const at = (path: string) => new URL(path, linkedinUrl());

async function emulatedPosts(text: string) {
  const state = (await (await fetch(at("/__emulator/state"))).json()) as { posts: EmulatedPost[] };
  return state.posts.filter((p) => p.commentary.includes(text));
}

/** A ready PDF asset of the team's (the row and the R2 object the upload path leaves), attached to the post with a title. */
async function attachPdf(teamId: string, postId: string, options: { pages: number; title: string; stored?: boolean }) {
  const id = crypto.randomUUID();
  const key = `teams/${teamId}/uploads/${id}.pdf`;
  const bytes = await makePdf({ pages: options.pages, lines: ["A line on every slide"] });
  await env.DB.prepare(
    "INSERT INTO assets (id, team_id, type, r2_key, content_type, size, page_count, status, created_at) VALUES (?, ?, 'upload', ?, 'application/pdf', ?, ?, 'ready', ?)",
  )
    .bind(id, teamId, key, bytes.length, options.pages, Date.now())
    .run();
  if (options.stored !== false) await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
  await setPostDocument(db(env), postId, { assetId: id, title: options.title });
  return { assetId: id, bytes };
}

let token: string;
let teamId: string;
beforeEach(async () => {
  token = await signIn();
  teamId = await teamOf(token);
});

describe("publishing a document post", () => {
  it("goes out once, as content.media {id: the document's urn, title}, and LinkedIn holds the PDF's bytes", async () => {
    const text = `Our quarter in slides ${marker()}`;
    const id = await createPost(token, { content: text });
    const { bytes } = await attachPdf(teamId, id, { pages: 3, title: "Q3 in ten slides" });
    const done = await settledJob(token, await publishNow(token, id), 30_000);
    expect(done.status).toBe("completed");
    expect((await postRow(id))?.status).toBe("published");

    const onLinkedIn = await emulatedPosts(text);
    expect(onLinkedIn).toHaveLength(1);
    const content = onLinkedIn[0].raw.content as { media: { id: string; title: string } };
    expect(content).toEqual({ media: { id: expect.stringMatching(/^urn:li:document:/), title: "Q3 in ten slides" } });
    expect(onLinkedIn[0].images).toEqual([]);
    expect(onLinkedIn[0].document).toEqual({ id: content.media.id, title: "Q3 in ten slides", pages: 3 });
    const held = await fetch(at(`/documents/${encodeURIComponent(content.media.id)}`));
    expect(held.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await held.arrayBuffer())).toEqual(bytes);

    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => a.outcome)).toEqual(["published"]);
    expect(attempts[0].reason).toBeNull();
    const calls = ((await (await fetch(at("/__emulator/state"))).json()) as { calls: Array<{ method: string; path: string }> }).calls;
    const urn = encodeURIComponent(content.media.id);
    // One upload; a member's token may not read the document's status: asked once, then the grace (decision 051).
    expect(calls.filter((c) => c.path === `/upload/${urn}`).map((c) => c.method)).toEqual(["PUT"]);
    expect(calls.filter((c) => c.path === `/rest/documents/${urn}`).map((c) => c.method)).toEqual(["GET"]);

    // The emulator's page draws it as LinkedIn does: the title, the page count, the first pages.
    const page = await (await fetch(at(`/feed/update/${onLinkedIn[0].urn}/`))).text();
    expect(page).toContain("Q3 in ten slides");
    expect(page).toContain("3 pages");
    expect(page).toContain(`data-src="/documents/${encodeURIComponent(content.media.id)}"`);
    expect(page).toContain("<figcaption>Page 1</figcaption>");
    expect((await fetch(at("/pdfjs/pdf.min.mjs"))).status).toBe(200);
    expect((await fetch(at("/pdfjs/pdf.worker.min.mjs"))).status).toBe(200);
  });

  it("a 5xx from the Documents API: retried, then published once", async () => {
    const text = `Slides after a hiccup ${marker()}`;
    const id = await createPost(token, { content: text });
    await attachPdf(teamId, id, { pages: 2, title: "Hiccup deck" });
    await emulatorFault({ path: "/rest/documents", status: 503, noBody: true });
    const done = await settledJob(token, await publishNow(token, id), 40_000);
    expect(done.status).toBe("completed");
    expect(await emulatedPosts(text)).toHaveLength(1);
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => a.outcome)).toEqual(["retry", "published"]);
    expect(attempts[0].reason).toMatch(/^The PDF couldn't be uploaded to LinkedIn: LinkedIn's document upload failed for now \(503\)/);
    expect(attempts[0].called_at).toBeNull(); // the post call was never made
  });

  it("a PDF gone from storage fails the post with a plain reason, and LinkedIn is never asked", async () => {
    const text = `Slides that vanished ${marker()}`;
    const id = await createPost(token, { content: text });
    await attachPdf(teamId, id, { pages: 2, title: "Vanished deck", stored: false });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("failed");
    expect(done.error).toBe(DOCUMENT_REASONS.gone);
    const row = await postRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toBe(DOCUMENT_REASONS.gone);
    expect(await emulatedPosts(text)).toHaveLength(0);
  });

  it("a post that somehow has a PDF and images goes out as the PDF, and the history says the images were left out", async () => {
    const text = `Deck and picture ${marker()}`;
    const id = await createPost(token, { content: text });
    await attachPdf(teamId, id, { pages: 1, title: "One slide" });
    // Saving refuses this; written by hand, as data from before the rule would be.
    const png = new Uint8Array(PNG);
    const imageId = crypto.randomUUID();
    const key = `teams/${teamId}/uploads/${imageId}.png`;
    await env.MEDIA.put(key, png);
    await env.DB.prepare("INSERT INTO assets (id, team_id, type, r2_key, content_type, status, created_at) VALUES (?, ?, 'upload', ?, 'image/png', 'ready', ?)")
      .bind(imageId, teamId, key, Date.now())
      .run();
    await env.DB.prepare("INSERT INTO post_assets (post_id, asset_id, position) VALUES (?, ?, 0)").bind(id, imageId).run();
    const done = await settledJob(token, await publishNow(token, id), 30_000);
    expect(done.status).toBe("completed");
    const [onLinkedIn] = await emulatedPosts(text);
    expect(onLinkedIn.images).toEqual([]);
    expect(onLinkedIn.raw.content).toEqual({ media: { id: expect.stringMatching(/^urn:li:document:/), title: "One slide" } });
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: IMAGES_NOTES.documentWins });
  });
});

describe("the LinkedIn emulator's document rules", () => {
  const rest = linkedinRest;

  async function initialize(accessToken: string, owner: string) {
    const res = await fetch(at("/rest/documents?action=initializeUpload"), {
      method: "POST",
      headers: rest(accessToken),
      body: JSON.stringify({ initializeUploadRequest: { owner } }),
    });
    return { status: res.status, body: (await res.json()) as { value: { uploadUrl: string; document: string; uploadUrlExpiresAt: number }; message?: string } };
  }

  async function put(accessToken: string, uploadUrl: string, bytes: Uint8Array) {
    const res = await fetch(uploadUrl, { method: "PUT", headers: { authorization: `Bearer ${accessToken}` }, body: bytes });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  }

  /** A document uploaded by `owner` and processed (the emulator's processing is short). */
  async function uploaded(accessToken: string, owner: string, pages = 2) {
    const { body } = await initialize(accessToken, owner);
    expect((await put(accessToken, body.value.uploadUrl, await makePdf({ pages }))).status).toBe(201);
    await new Promise((r) => setTimeout(r, 400));
    return body.value.document;
  }

  async function post(accessToken: string, content: unknown, author = "urn:li:person:demo-maya-chen") {
    return linkedinVerdict(await postStraightToLinkedIn(rest(accessToken), { author, commentary: `Deck ${marker()}`, content }));
  }

  it("the upload: initializeUpload answers a document urn; the PUT refuses a file that isn't a PDF, and one over 300 pages", async () => {
    const { access_token } = await emulatorGrant("r_basicprofile w_member_social");
    const init = await initialize(access_token, "urn:li:person:demo-maya-chen");
    expect(init.status).toBe(200);
    expect(init.body.value).toEqual({
      uploadUrl: expect.any(String),
      document: expect.stringMatching(/^urn:li:document:/),
      uploadUrlExpiresAt: expect.any(Number),
    });

    const renamed = new TextEncoder().encode("PK\u0003\u0004 a slide deck saved as .pptx, renamed .pdf");
    expect(await put(access_token, init.body.value.uploadUrl, renamed)).toEqual({
      status: 400,
      body: { status: 400, message: "The uploaded file is not a supported document type (PPT, PPTX, DOC, DOCX or PDF)" },
    });
    const long = await put(access_token, init.body.value.uploadUrl, await makePdf({ pages: 301, objectStreams: true }));
    expect(long).toEqual({ status: 400, body: { status: 400, message: "The document cannot exceed 300 pages; it has 301" } });
    // Refused uploads leave nothing to post.
    expect((await post(access_token, { media: { id: init.body.value.document, title: "Never arrived" } })).message).toBe(
      `Document ${init.body.value.document} was never uploaded`,
    );
    // 300 pages is fine.
    expect((await put(access_token, init.body.value.uploadUrl, await makePdf({ pages: 300, objectStreams: true }))).status).toBe(201);

    // Someone else's owner: LinkedIn's 403 body for documents.
    const other = await initialize(access_token, "urn:li:person:member-arjun-mehta");
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Accessing this document resource is forbidden. Please check your permissions for this resource");
  });

  it("the status: PROCESSING, then AVAILABLE; a member's token without r_member_social may not read it", async () => {
    await fetch(at("/__emulator/document-processing"), { method: "POST", body: JSON.stringify({ ms: 500 }) });
    const reader = await emulatorGrant("r_basicprofile w_member_social r_member_social");
    const { body } = await initialize(reader.access_token, "urn:li:person:demo-maya-chen");
    const statusOf = async (accessToken: string) => {
      const res = await fetch(at(`/rest/documents/${encodeURIComponent(body.value.document)}`), { headers: rest(accessToken) });
      return { status: res.status, body: (await res.json()) as { status?: string; message?: string } };
    };
    expect((await statusOf(reader.access_token)).body.status).toBe("WAITING_UPLOAD");
    await put(reader.access_token, body.value.uploadUrl, await makePdf({ pages: 2 }));
    expect((await statusOf(reader.access_token)).body.status).toBe("PROCESSING");
    // A post can't use it yet.
    expect((await post(reader.access_token, { media: { id: body.value.document, title: "Too soon" } })).message).toBe(
      `Document ${body.value.document} is not ready (PROCESSING): wait until its status is AVAILABLE`,
    );
    await new Promise((r) => setTimeout(r, 600));
    expect((await statusOf(reader.access_token)).body).toMatchObject({ status: "AVAILABLE", id: body.value.document, owner: "urn:li:person:demo-maya-chen" });
    const member = await emulatorGrant("r_basicprofile w_member_social");
    expect(await statusOf(member.access_token)).toEqual({
      status: 403,
      body: { status: 403, message: "Accessing this document resource is forbidden. Please check your permissions for this resource" },
    });
    await fetch(at("/__emulator/document-processing"), { method: "POST", body: JSON.stringify({ ms: 300 }) });
  });

  it("a document post: its title is required, it carries nothing else, and its document must exist and be the author's", async () => {
    const maya = await emulatorGrant("r_basicprofile w_member_social");
    const arjun = await emulatorGrant("r_basicprofile w_member_social", "member-arjun-mehta");
    const doc = await uploaded(maya.access_token, "urn:li:person:demo-maya-chen");

    expect(await post(maya.access_token, { media: { id: doc } })).toEqual({
      status: 422,
      message: "ERROR :: /content/media/title :: field is required but not found and has no default value",
    });
    expect((await post(maya.access_token, { media: { id: doc, title: null } })).message).toBe(
      "ERROR :: /content/media/title :: null cannot be coerced to String",
    );
    expect(
      await post(maya.access_token, { media: { id: doc, title: "Deck" }, multiImage: { images: [{ id: "urn:li:image:a" }, { id: "urn:li:image:b" }] } }),
    ).toEqual({
      status: 422,
      message: "ERROR :: /content :: a document post carries its document alone, not beside multiImage, poll or article",
    });
    expect((await post(maya.access_token, { multiImage: { images: [{ id: doc }, { id: "urn:li:image:b" }] } })).message).toBe(
      "ERROR :: /content/multiImage/images :: a document cannot be one of a post's images",
    );
    const poll = { question: "Which?", options: [{ text: "This" }, { text: "That" }], settings: { duration: "ONE_DAY" } };
    expect((await post(maya.access_token, { media: { id: doc, title: "Deck" }, poll })).status).toBe(422);
    expect((await post(maya.access_token, { media: { id: doc, title: "Deck" }, article: { source: "https://example.com/", title: "A page" } })).status).toBe(
      422,
    );

    expect(await post(maya.access_token, { media: { id: "urn:li:document:D0000nothere", title: "Deck" } })).toEqual({
      status: 422,
      message: "ERROR :: /content/media/id :: urn:li:document:D0000nothere does not exist",
    });
    const arjuns = await uploaded(arjun.access_token, "urn:li:person:member-arjun-mehta");
    expect(await post(maya.access_token, { media: { id: arjuns, title: "Deck" } })).toEqual({
      status: 422,
      message: `Document ${arjuns} belongs to another author`,
    });

    expect(await post(maya.access_token, { media: { id: doc, title: "Deck" } })).toEqual({ status: 201, message: null });
  });
});
