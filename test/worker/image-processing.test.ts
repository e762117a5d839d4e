/**
 * Images as LinkedIn takes them (docs/decisions/066): fewer than 36,152,320 pixels, checked when
 * the member uploads; then, at publish, processed by LinkedIn before the post may name them. A
 * company page's token can read the image's status and waits for it; a member's cannot (403) and
 * waits a grace instead. The emulator refuses a post that names an image still processing, so a
 * publisher that did not wait would fail these tests.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_TEXT } from "../../app/spec/uploads";
import { IMAGE_PROCESSING, IMAGE_REASONS } from "../../worker/publishing/formats/images";
import { api, clearEmulatorFaults, createPost, emulator, linkedinPostsContaining, marker, postJson, signIn } from "./helpers";
import { jpegHeader, PNG, pngHeader } from "./image-files";
import {
  attemptsOf,
  LINKEDIN_IMAGE_PROCESSING_DEFAULT,
  linkedinImageProcessing,
  publishNow,
  settledJob,
  signInAsCompanyPage,
  teamOf,
} from "./publishing-helpers";

beforeEach(() => clearEmulatorFaults());
afterEach(() => linkedinImageProcessing(LINKEDIN_IMAGE_PROCESSING_DEFAULT));

/** The upload as the browser makes it: a signed URL, then one PUT of the bytes. */
async function put(token: string, bytes: Uint8Array, type = "image/png") {
  const { data } = (await (await postJson("/api/get-upload-url", { type, upload: true }, token)).json()) as { data: { url: string; id: string } };
  const url = new URL(data.url);
  const res = await api(url.pathname + url.search, { method: "PUT", body: bytes, headers: { "content-type": type } });
  return { res, id: data.id };
}

async function postWithImage(token: string, label: string) {
  const { res, id: image } = await put(token, PNG);
  expect(res.status).toBe(200);
  const text = `${label} ${marker()}`;
  const id = await createPost(token, { content: text });
  await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: image, url: "" }] }) });
  return { id, text };
}

const imageImagesOf = async (text: string) => ((await linkedinPostsContaining(text))[0] as unknown as { images: string[] } | undefined)?.images ?? [];
const statusReads = async () => (await emulator()).calls.filter((c) => c.method === "GET" && c.path.startsWith("/rest/images/")).length;

describe("uploading an image LinkedIn would refuse", () => {
  it("36,152,320 pixels or more is refused when it is uploaded, in plain words, and nothing is stored; 6,000 × 6,000 is taken", async () => {
    const token = await signIn();
    const before = (await env.MEDIA.list()).objects.length;
    const big = await put(token, pngHeader(8000, 6000));
    expect(big.res.status).toBe(400);
    expect(await big.res.json()).toEqual({ msg: IMAGE_TEXT.tooManyPixels(8000, 6000) });
    expect(IMAGE_TEXT.tooManyPixels(8000, 6000)).toContain("8,000 × 6,000 pixels");
    // A JPEG's frame header after 70 KB of camera metadata: the whole file is read to find it.
    const deep = await put(token, jpegHeader(7000, 6000, 60_000), "image/jpeg");
    expect(deep.res.status).toBe(400);
    expect(await deep.res.json()).toEqual({ msg: IMAGE_TEXT.tooManyPixels(7000, 6000) });
    expect((await env.MEDIA.list()).objects.length).toBe(before);
    expect((await put(token, jpegHeader(6000, 6000), "image/jpeg")).res.status).toBe(200);
    // A PNG whose header is cut short is no image.
    const cut = await put(token, PNG.slice(0, 20));
    expect(cut.res.status).toBe(400);
    expect(await cut.res.json()).toEqual({ msg: IMAGE_TEXT.unreadable });
  });

  it("an image stored before this check that LinkedIn would refuse fails at publish with the reason, and nothing is posted", async () => {
    const token = await signIn();
    const teamId = await teamOf(token);
    const asset = crypto.randomUUID();
    const key = `teams/${teamId}/uploads/${asset}.png`;
    const bytes = pngHeader(9000, 9000);
    await env.MEDIA.put(key, bytes);
    await env.DB.prepare("INSERT INTO assets (id, team_id, type, r2_key, content_type, size, status) VALUES (?, ?, 'upload', ?, 'image/png', ?, 'ready')")
      .bind(asset, teamId, key, bytes.length)
      .run();
    const text = `Too many pixels ${marker()}`;
    const id = await createPost(token, { content: text });
    await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: asset, url: "" }] }) });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("failed");
    expect(done.error).toBe(`Image 1 couldn't be used: this image is 9,000 × 9,000 pixels. ${IMAGE_TEXT.tooManyPixels(9000, 9000).split(". ")[1]}`);
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });
});

describe("publishing waits until LinkedIn has processed the images", () => {
  it("a member's post (LinkedIn won't say: 403) waits the grace once, then goes out with its image", async () => {
    await linkedinImageProcessing({ ms: IMAGE_PROCESSING.graceMs - 500 });
    const token = await signIn();
    const { id, text } = await postWithImage(token, "Processed picture");
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    expect(await imageImagesOf(text)).toHaveLength(1);
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(["published"]);
  });

  it("a company page's post asks until the image is processed, longer than the grace, and goes out once", async () => {
    await linkedinImageProcessing({ ms: IMAGE_PROCESSING.graceMs + 1_500 });
    const token = await signInAsCompanyPage();
    const { id, text } = await postWithImage(token, "Page picture");
    const reads = await statusReads();
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    expect(await imageImagesOf(text)).toHaveLength(1);
    // It asked more than once: the first answers said PROCESSING.
    expect((await statusReads()) - reads).toBeGreaterThan(1);
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(["published"]);
  });

  it("an image LinkedIn can't process fails the post with a reason the member can act on, before the post call", async () => {
    await linkedinImageProcessing({ ms: 100, failure: "corrupt frame" });
    const token = await signInAsCompanyPage();
    const { id, text } = await postWithImage(token, "Unprocessable picture");
    const done = await settledJob(token, await publishNow(token, id));
    expect(done).toMatchObject({ status: "failed", error: IMAGE_REASONS.processingFailed(1) });
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
    expect((await attemptsOf(id))[0].called_at).toBeNull();
  });
});
