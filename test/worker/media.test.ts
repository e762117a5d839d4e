import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { allowedStockUrl } from "../../worker/providers/pexels";
import { presignR2Put, signUploadClaim } from "../../worker/storage/upload-url";
import { api, count, createPost, postJson, signIn } from "./helpers";
import { JPEG, PNG } from "./image-files";
import { publishNow, settledJob } from "./publishing-helpers";

async function uploadUrl(token: string, type = "image/png", extra: Record<string, unknown> = {}) {
  const res = await postJson("/api/get-upload-url", { type, upload: true, ...extra }, token);
  return { res, data: res.ok ? ((await res.json()) as { data: { url: string; id: string } }).data : null };
}

const put = (url: string, body: BodyInit, contentType: string) => {
  const u = new URL(url);
  return api(u.pathname + u.search, { method: "PUT", body, headers: { "content-type": contentType } });
};

async function objectsUnder(prefix: string) {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

async function uploaded(token: string, bytes = PNG, type = "image/png") {
  const { data } = await uploadUrl(token, type);
  const res = await put(data!.url, bytes, type);
  expect(res.status).toBe(200);
  return data!.id;
}

describe("upload URLs", () => {
  it("an upload gets a signed URL bound to a key under the team; the PUT stores a checked image", async () => {
    const token = await signIn();
    const { res, data } = await uploadUrl(token);
    expect(res.status).toBe(200);
    expect(data!.url).toMatch(/^http:\/\/app\.test\/public\/api\/uploads\/[\w-]+\.[\w-]+$/);
    const stored = await put(data!.url, PNG, "image/png");
    expect(stored.status).toBe(200);
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    expect(await objectsUnder(`teams/${teamId}/uploads/`)).toEqual([`teams/${teamId}/uploads/${data!.id}.png`]);
    const media = await api(`/api/media/${data!.id}`, { token });
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(media.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
  });

  it("the POST form of the request works the same (the spec gives both)", async () => {
    const token = await signIn();
    const res = await postJson("/api/get-upload-url", { type: "image/jpeg", upload: true }, token);
    const { data } = (await res.json()) as { data: { url: string; id: string } };
    expect((await put(data.url, JPEG, "image/jpeg")).status).toBe(200);
  });

  it("refuses types other than png, jpeg and pdf", async () => {
    const token = await signIn();
    const { res } = await uploadUrl(token, "image/gif");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "File type must be one of image/png, image/jpeg, application/pdf" });
    expect(await count("assets")).toBe(0);
  });
});

/** The upload was refused with `status` (and `msg`, the words the member sees), and nothing was stored. */
async function expectRefused(res: Response, status: number, msg?: string) {
  expect(res.status).toBe(status);
  if (msg) expect(await res.json()).toEqual({ msg });
  expect((await env.MEDIA.list()).objects).toHaveLength(0);
}

describe("upload URL tampering: refused, nothing stored", () => {
  it("another key", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token);
    const [body, sig] = new URL(data!.url).pathname.split("/").pop()!.split(".");
    const claim = JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/")));
    claim.key = "teams/someone-else/uploads/x.png";
    const forged = btoa(JSON.stringify(claim)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const res = await put(`http://app.test/public/api/uploads/${forged}.${sig}`, PNG, "image/png");
    await expectRefused(res, 403);
  });

  it("another content type", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token, "image/png");
    const res = await put(data!.url, JPEG, "image/jpeg");
    await expectRefused(res, 400, "This upload link is for image/png files.");
  });

  it("an expired URL", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token);
    const key = ((await env.DB.prepare("SELECT r2_key FROM assets WHERE id = ?").bind(data!.id).first()) as { r2_key: string }).r2_key;
    const expired = await signUploadClaim(env.SESSION_SECRET, { key, contentType: "image/png", maxBytes: 1000, exp: Math.floor(Date.now() / 1000) - 1 });
    const res = await put(`http://app.test/public/api/uploads/${expired}`, PNG, "image/png");
    await expectRefused(res, 403, "This upload link has expired. Please try again.");
  });

  it("a body over the limit", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token, "image/png", { size: 20 });
    const big = new Uint8Array(PNG.length + 64);
    big.set(PNG);
    const res = await put(data!.url, big, "image/png");
    await expectRefused(res, 413, "File is larger than 20 bytes");
  });

  it("a body that is not an image, sent as one", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token);
    const res = await put(data!.url, new TextEncoder().encode("<script>alert(1)</script>"), "image/png");
    await expectRefused(res, 400, "That file isn't the PNG or JPEG image it says it is.");
    expect(await count("assets")).toBe(0);
  });

  it("a URL used twice stores once", async () => {
    const token = await signIn();
    const { data } = await uploadUrl(token);
    expect((await put(data!.url, PNG, "image/png")).status).toBe(200);
    expect((await put(data!.url, JPEG, "image/png")).status).toBe(403);
    const media = await api(`/api/media/${data!.id}`, { token });
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
  });
});

describe("attachments and assets", () => {
  it("a post keeps its images in the order chosen", async () => {
    const token = await signIn();
    const first = await uploaded(token);
    const second = await uploaded(token, JPEG, "image/jpeg");
    const postId = await createPost(token, { content: "With pictures" });
    const res = await api(`/api/post/${postId}`, {
      method: "PATCH",
      token,
      body: JSON.stringify({
        attachments: [
          { id: second, url: "x" },
          { id: first, url: "y" },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const list = (await (await api("/api/posts", { token })).json()) as {
      data: { data: Array<{ id: string; attachments: Array<{ id: string; url: string }> }> };
    };
    expect(list.data.data.find((p) => p.id === postId)?.attachments).toEqual([
      { id: second, url: `/api/media/${second}` },
      { id: first, url: `/api/media/${first}` },
    ]);
    const assets = (await (await postJson("/api/assets", { postId }, token)).json()) as {
      data: { data: Array<{ id: string; isFromAttachment: boolean; recommended: boolean }> };
    };
    expect(assets.data.data.filter((a) => a.isFromAttachment).map((a) => a.id)).toEqual([second, first]);
  });

  it("another team's images and media are refused", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const mayas = await uploaded(maya);
    expect((await api(`/api/media/${mayas}`, { token: arjun })).status).toBe(404);
    const arjunsPost = await createPost(arjun, { content: "Mine" });
    const steal = await api(`/api/post/${arjunsPost}`, { method: "PUT", token: arjun, body: JSON.stringify({ attachments: [{ id: mayas, url: "x" }] }) });
    expect(steal.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM post_assets").first<{ n: number }>()).toEqual({ n: 0 });
    const mayasPost = await createPost(maya, { content: "Maya's" });
    expect((await postJson("/api/assets", { postId: mayasPost }, arjun)).status).toBe(404);
    const theirs = (await (await postJson("/api/assets", {}, arjun)).json()) as { data: { data: unknown[] } };
    expect(theirs.data.data).toEqual([]);
  });
});

describe("publishing with images", () => {
  async function emulatorPost(text: string) {
    const state = (await (await fetch(new URL("/__emulator/state", env.LINKEDIN_API_BASE))).json()) as {
      posts: Array<{ commentary: string; images: string[]; raw: { content?: unknown } }>;
    };
    return state.posts.filter((p) => p.commentary === text);
  }

  const publishAndSettle = async (token: string, postId: string) => settledJob(token, await publishNow(token, postId));

  it("two images: a multi-image post with both, in order, bytes intact", async () => {
    const token = await signIn();
    const first = await uploaded(token, JPEG, "image/jpeg");
    const second = await uploaded(token);
    const text = `Two pictures ${crypto.randomUUID()}`;
    const postId = await createPost(token, { content: text });
    await api(`/api/post/${postId}`, {
      method: "PATCH",
      token,
      body: JSON.stringify({
        attachments: [
          { id: first, url: "" },
          { id: second, url: "" },
        ],
      }),
    });
    expect((await publishAndSettle(token, postId)).status).toBe("completed");
    const [onLinkedIn] = await emulatorPost(text);
    expect(onLinkedIn.images).toHaveLength(2);
    expect(onLinkedIn.raw.content).toEqual({ multiImage: { images: onLinkedIn.images.map((id) => ({ id })) } });
    const bytes = await Promise.all(
      onLinkedIn.images.map(
        async (id) => new Uint8Array(await (await fetch(new URL(`/images/${encodeURIComponent(id)}`, env.LINKEDIN_API_BASE))).arrayBuffer()),
      ),
    );
    expect(bytes).toEqual([JPEG, PNG]);
  });

  it("one image: a single-media post", async () => {
    const token = await signIn();
    const only = await uploaded(token);
    const text = `One picture ${crypto.randomUUID()}`;
    const postId = await createPost(token, { content: text });
    await api(`/api/post/${postId}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: only, url: "" }] }) });
    expect((await publishAndSettle(token, postId)).status).toBe("completed");
    const [onLinkedIn] = await emulatorPost(text);
    expect(onLinkedIn.raw.content).toEqual({ media: { id: onLinkedIn.images[0] } });
  });

  it("an image LinkedIn won't take fails the post with a reason: never a post without its images", async () => {
    const token = await signIn();
    const only = await uploaded(token);
    const text = `Broken picture ${crypto.randomUUID()}`;
    const postId = await createPost(token, { content: text });
    await api(`/api/post/${postId}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: only, url: "" }] }) });
    await fetch(new URL("/__emulator/faults", env.LINKEDIN_API_BASE), {
      method: "POST",
      body: JSON.stringify({ path: "/rest/images", status: 400, times: 1 }),
    });
    const job = await publishAndSettle(token, postId);
    expect(job.status).toBe("failed");
    expect(job.error).toBe("Image 1 couldn't be uploaded to LinkedIn: LinkedIn's image upload was refused (400).");
    expect(await emulatorPost(text)).toHaveLength(0);
  });
});

describe("stock photos", () => {
  const pexelsCalls = async () =>
    (
      (await (await fetch(new URL("/__emulator/state", env.PEXELS_API_BASE))).json()) as {
        calls: Array<{ path: string; query: Record<string, string>; authorization: string }>;
      }
    ).calls;

  it("search goes through the worker with its key: 52 medium photos", async () => {
    const token = await signIn();
    const res = await api("/api/stock-photos?query=team%20meet", { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { data: Array<{ id: number; url: string }> } };
    expect(data.data).toHaveLength(52);
    expect(data.data[0].url).toMatch(/size=medium$/);
    const last = (await pexelsCalls()).at(-1)!;
    expect(last).toMatchObject({ path: "/v1/search", query: { query: "team meet", per_page: "52" }, authorization: "test-pexels-key" });
    expect(JSON.stringify(data)).not.toContain("test-pexels-key");
  });

  it("a blank query is refused without calling Pexels", async () => {
    const token = await signIn();
    const before = (await pexelsCalls()).length;
    const res = await api("/api/stock-photos?query=%20%20", { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "Type something to search for." });
    expect((await pexelsCalls()).length).toBe(before);
  });

  it("a chosen photo becomes the post's asset and is published with it", async () => {
    const token = await signIn();
    const { data } = (await (await api("/api/stock-photos?query=startups", { token })).json()) as { data: { data: Array<{ id: number }> } };
    const chosen = await postJson("/api/get-upload-url", { type: "image/jpeg", upload: false, photoId: data.data[3].id }, token);
    expect(chosen.status).toBe(200);
    const { assetId } = ((await chosen.json()) as { data: { assetId: string } }).data;
    const text = `Stock picture ${crypto.randomUUID()}`;
    const postId = await createPost(token, { content: text });
    await api(`/api/post/${postId}`, { method: "PATCH", token, body: JSON.stringify({ attachments: [{ id: assetId, url: "" }] }) });
    const assets = (await (await postJson("/api/assets", { postId }, token)).json()) as {
      data: { data: Array<{ id: string; recommended: boolean; isFromAttachment: boolean }> };
    };
    expect(assets.data.data[0]).toMatchObject({ id: assetId, isFromAttachment: true });
    expect((await settledJob(token, await publishNow(token, postId))).status).toBe("completed");
    const state = (await (await fetch(new URL("/__emulator/state", env.LINKEDIN_API_BASE))).json()) as {
      posts: Array<{ commentary: string; images: string[] }>;
    };
    expect(state.posts.find((p) => p.commentary === text)?.images).toHaveLength(1);
  });

  it("only allow-listed hosts are ever fetched", () => {
    const hosts = ["images.pexels.com"];
    expect(allowedStockUrl("https://images.pexels.com/photos/1/a.jpeg", hosts)).toBe(true);
    expect(allowedStockUrl("http://images.pexels.com/photos/1/a.jpeg", hosts)).toBe(false);
    expect(allowedStockUrl("https://images.pexels.com.evil.com/a.jpeg", hosts)).toBe(false);
    expect(allowedStockUrl("https://evil.com/?u=https://images.pexels.com", hosts)).toBe(false);
    expect(allowedStockUrl("http://169.254.169.254/latest", hosts)).toBe(false);
  });

  it("a stock pick without a photo makes no asset", async () => {
    const token = await signIn();
    const res = await postJson("/api/get-upload-url", { type: "image/jpeg", upload: false }, token);
    expect(res.status).toBe(400);
    expect(await count("assets")).toBe(0);
  });
});

describe("production uploads straight to R2", () => {
  it("the presigned URL signs key, content type, length and a short expiry", async () => {
    const url = new URL(
      await presignR2Put(
        { accountId: "acct123", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", bucket: "linkedin-studio-media" },
        { key: "teams/t1/uploads/a.png", contentType: "image/png", maxBytes: 100, exp: Math.floor(Date.now() / 1000) + 300 },
        1234,
      ),
    );
    expect(url.origin).toBe("https://acct123.r2.cloudflarestorage.com");
    expect(url.pathname).toBe("/linkedin-studio-media/teams/t1/uploads/a.png");
    expect(url.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("an upload that arrived in R2 is checked when attached: a real image becomes ready, anything else is deleted and refused", async () => {
    const token = await signIn();
    const postId = await createPost(token, { content: "Direct uploads" });
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    const pending = async (id: string, bytes: Uint8Array) => {
      const key = `teams/${teamId}/uploads/${id}.png`;
      await env.DB.prepare("INSERT INTO assets (id, team_id, type, r2_key, content_type, status) VALUES (?, ?, 'upload', ?, 'image/png', 'pending')")
        .bind(id, teamId, key)
        .run();
      await env.MEDIA.put(key, bytes); // as the browser's PUT to the presigned URL would
      return key;
    };
    await pending("good-direct", PNG);
    const badKey = await pending("bad-direct", new TextEncoder().encode("not an image at all"));
    const bad = await api(`/api/post/${postId}`, { method: "PATCH", token, body: JSON.stringify({ attachments: [{ id: "bad-direct", url: "" }] }) });
    expect(bad.status).toBe(400);
    expect(await env.MEDIA.head(badKey)).toBeNull();
    const good = await api(`/api/post/${postId}`, { method: "PATCH", token, body: JSON.stringify({ attachments: [{ id: "good-direct", url: "" }] }) });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: { attachments: Array<{ id: string }> } }).data.attachments.map((a) => a.id)).toEqual(["good-direct"]);
  });
});
