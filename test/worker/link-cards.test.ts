/**
 * Link cards (docs/decisions/036), as a member and LinkedIn see them: the preview endpoint reads
 * the pages emulator (part of the feeds emulator) under the public-host guards, the card is kept
 * with the post for its team only, and publishing sends it as LinkedIn's article content.
 */
import { describe, expect, inject, it } from "vitest";
import { LINK_CARD_TEXT, type LinkCard } from "../../app/spec/link-card";
import { LINK_CARD_NOTES } from "../../worker/publishing/formats/link-card";
import {
  api,
  client,
  createPost,
  emulatorGrant,
  expireLinkedInTokens,
  linkedinUrl,
  marker,
  postJson,
  postRow,
  signIn,
  waitFor,
  withRefreshTokens,
} from "./helpers";
import { PNG } from "./image-files";
import { linkedinRest, linkedinVerdict, postStraightToLinkedIn } from "./linkedin-direct";
import { attemptsOf, LINKEDIN_IMAGE_PROCESSING_DEFAULT, linkedinImageProcessing, signInAsCompanyPage } from "./publishing-helpers";

const feeds = () => inject("feedsUrl");
const page = (path: string) => `${feeds()}${path}`;

type EmulatedPost = { urn: string; commentary: string; article: { source: string; title: string; description?: string; thumbnail?: string } | null };

async function preview(token: string, url: string) {
  const res = await postJson("/api/link-preview", { url }, token);
  return { status: res.status, body: (await res.json()) as { data?: LinkCard | null; msg?: string } };
}

async function pathsAsked(origin: string, hook: string) {
  const body = (await (await fetch(new URL(hook, origin))).json()) as { calls: Array<{ path: string }> };
  return body.calls.map((c) => c.path);
}
const feedsCalls = () => pathsAsked(feeds(), "/__emulator/calls");
const linkedinCalls = () => pathsAsked(linkedinUrl(), "/__emulator/state");

async function emulatedPost(text: string) {
  const state = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { posts: EmulatedPost[] };
  return state.posts.find((p) => p.commentary.includes(text)) ?? null;
}

/** A post with the page's link and the card the editor showed, published now; returns its id once LinkedIn has it. */
async function publishWithCard(token: string, path: string, extra: Record<string, unknown> = {}) {
  const text = `Worth reading ${marker()}: ${page(path)}`;
  const card = (await preview(token, page(path))).body.data ?? null;
  const id = await createPost(token, { content: text, ...extra, ...(extra.removedLink ? {} : { linkCard: card }) } as { content: string });
  const res = await client(token).api.post[":id"].publish.$post({ param: { id }, json: {} });
  expect(res.status).toBe(202);
  await waitFor(
    () => postRow(id),
    (r) => r?.status === "published" || r?.status === "failed",
  );
  expect((await postRow(id))?.status).toBe("published");
  return { id, text, card };
}

describe("previewing a link", () => {
  it("a page with Open Graph tags gives its card: title, description, picture and source host", async () => {
    const token = await signIn();
    const { status, body } = await preview(token, page("/pages/article"));
    expect(status).toBe(200);
    expect(body.data).toEqual({
      url: page("/pages/article"),
      title: "The weekly memo that replaced our status meetings",
      description: "We cancelled three recurring status meetings and asked every lead for one page on Friday. Six weeks in: 5 hours a week back per lead.",
      image: page("/pages/images/card.png"),
      source: "127.0.0.1",
    });
    // Without Open Graph: <title>, meta description and twitter:image; a redirect is followed.
    const fallback = await preview(token, page(`/pages/redirect?to=${encodeURIComponent("/pages/fallbacks")}`));
    expect(fallback.body.data).toMatchObject({
      title: "Hiring your first salesperson & what we got wrong",
      description: "Write down the last 20 deals first.",
      image: page("/pages/images/card.png"),
    });
    // The editor shows the card's picture through the API (the pages' CSP allows this site only).
    const picture = await api(`/api/link-preview/image?url=${encodeURIComponent(page("/pages/images/card.png"))}`, { token });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
  });

  it("a page without a title gives no card", async () => {
    const token = await signIn();
    const { status, body } = await preview(token, page("/pages/untitled"));
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });

  it("a private address is refused with a plain error, and no request reaches it", async () => {
    const token = await signIn();
    const probe = `/probe-${crypto.randomUUID().slice(0, 8)}`;
    const feedsPort = new URL(feeds()).port;
    const linkedinPort = new URL(linkedinUrl()).port;
    for (const url of [
      `http://localhost:${feedsPort}${probe}`,
      `http://[::ffff:127.0.0.1]:${feedsPort}${probe}`,
      `http://127.0.0.1:${linkedinPort}${probe}`,
      "http://10.0.0.1/admin",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00::1]/",
    ]) {
      const { status, body } = await preview(token, url);
      expect(status, url).toBe(400);
      expect(body.msg, url).toBe(LINK_CARD_TEXT.privateAddress);
    }
    expect(await feedsCalls()).not.toContain(probe);
    expect(await linkedinCalls()).not.toContain(probe);
  });

  it("a redirect to a private address, or a name that resolves to one, is refused before it is fetched", async () => {
    const token = await signIn();
    const probe = `/probe-${crypto.randomUUID().slice(0, 8)}`;
    expect((await preview(token, page("/pages/to-private"))).body.msg).toBe(LINK_CARD_TEXT.privateAddress);
    const toLinkedIn = await preview(token, page(`/pages/redirect?to=${encodeURIComponent(`${linkedinUrl()}${probe}`)}`));
    expect(toLinkedIn.status).toBe(400);
    expect(toLinkedIn.body.msg).toBe(LINK_CARD_TEXT.privateAddress);
    expect(await linkedinCalls()).not.toContain(probe);
    // Names are asked of DNS over HTTPS first (the emulator answers it): a private answer is refused.
    for (const name of ["intranet.example.com", "v6-private.example.com", "mixed.example.com"]) {
      expect((await preview(token, `https://${name}/page`)).body.msg, name).toBe(LINK_CARD_TEXT.privateAddress);
    }
    expect((await preview(token, "https://nowhere.example.com/")).body.msg).toBe(LINK_CARD_TEXT.noSuchSite);
    // A redirect loop ends after a few hops.
    expect((await preview(token, page("/pages/loop"))).body.msg).toBe(LINK_CARD_TEXT.tooManyRedirects);
  });

  it("a slow page, an oversized page and a page that isn't HTML give a plain error, not a hang", async () => {
    const token = await signIn();
    const slow = await preview(token, page("/pages/slow"));
    expect(slow).toEqual({ status: 400, body: { msg: LINK_CARD_TEXT.tooSlow } });
    const huge = await preview(token, page("/pages/huge"));
    expect(huge).toEqual({ status: 400, body: { msg: LINK_CARD_TEXT.tooLarge } });
    const pdf = await preview(token, page("/pages/not-html"));
    expect(pdf).toEqual({ status: 400, body: { msg: LINK_CARD_TEXT.notHtml } });
  });

  it("needs a session", async () => {
    const res = await postJson("/api/link-preview", { url: page("/pages/article") });
    expect(res.status).toBe(401);
  });
});

describe("the card kept with the post", () => {
  it("is saved and removed with the post, and another team can't read or change it", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const card = (await preview(maya, page("/pages/article"))).body.data as LinkCard;
    const id = await createPost(maya, { content: `Read ${page("/pages/article")}`, linkCard: card } as { content: string });
    const asMaya = client(maya).api;
    const mine = await (await asMaya.posts.$get({ query: {} })).json();
    expect(mine.data.data.find((p) => p.id === id)).toMatchObject({ linkCard: card, removedLink: null });

    const before = await postRow(id);
    const asArjun = client(arjun).api;
    expect((await (await asArjun.posts.$get({ query: {} })).json()).data.data).toEqual([]);
    const hijack = await asArjun.post[":id"].$put({ param: { id }, json: { linkCard: { ...card, title: "Hijacked" } } });
    expect(hijack.status).toBe(404);
    const drop = await asArjun.post[":id"].$patch({ param: { id }, json: { linkCard: null, removedLink: card.url } });
    expect(drop.status).toBe(404);
    expect(await postRow(id)).toEqual(before);

    // The member presses the card's remove button, then saves.
    const removed = await asMaya.post[":id"].$put({ param: { id }, json: { linkCard: null, removedLink: card.url } });
    expect(removed.status).toBe(200);
    expect((await removed.json()).data).toMatchObject({ linkCard: null, removedLink: card.url });
  });

  it("refuses a card without a title", async () => {
    const token = await signIn();
    const res = await postJson(
      "/api/post",
      { content: "x https://a.example.com", linkCard: { url: "https://a.example.com/", title: "  ", source: "a" } },
      token,
    );
    expect(res.status).toBe(400);
  });
});

describe("publishing a post with a card", () => {
  it("sends content.article with an uploaded thumbnail urn, and LinkedIn shows the card", async () => {
    const token = await signIn();
    const { text, card } = await publishWithCard(token, "/pages/article");
    const post = await waitFor(
      () => emulatedPost(text),
      (p) => p !== null,
    );
    expect(post?.article).toMatchObject({ source: card?.url, title: card?.title, description: card?.description });
    const thumbnail = post?.article?.thumbnail ?? "";
    expect(thumbnail).toMatch(/^urn:li:image:/);
    const bytes = await fetch(new URL(`/images/${encodeURIComponent(thumbnail)}`, linkedinUrl()));
    expect(bytes.headers.get("content-type")).toBe("image/png");
    // The emulator's page draws it, as a person sees it.
    const shown = await (await fetch(linkedinUrl())).text();
    expect(shown).toContain(`<strong>${card?.title}</strong><small>127.0.0.1</small>`);
  });

  it("a token LinkedIn revoked before the card's picture is uploaded: refreshed once, the card keeps its picture", async () => {
    await withRefreshTokens();
    const token = await signIn();
    const text = `Revoked before the picture ${marker()}: ${page("/pages/article")}`;
    const card = (await preview(token, page("/pages/article"))).body.data ?? null;
    const id = await createPost(token, { content: text, linkCard: card } as { content: string });
    await expireLinkedInTokens("demo-maya-chen", "revoke");
    expect((await client(token).api.post[":id"].publish.$post({ param: { id }, json: {} })).status).toBe(202);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    expect((await emulatedPost(text))?.article?.thumbnail).toMatch(/^urn:li:image:/);
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: null });
  });

  it("still publishes the card when its picture can't be fetched, and says so", async () => {
    const token = await signIn();
    const { id, text } = await publishWithCard(token, "/pages/broken-picture");
    const post = await emulatedPost(text);
    expect(post?.article).toEqual({ source: page("/pages/broken-picture"), title: "A card whose picture is gone" });
    const attempts = await attemptsOf(id);
    expect(attempts.at(-1)).toMatchObject({ outcome: "published", reason: LINK_CARD_NOTES.noPicture(LINK_CARD_TEXT.pageError(404)) });
  });

  it("still publishes the card when its picture has more pixels than LinkedIn takes, without it, and says so", async () => {
    const token = await signIn();
    const { id, text } = await publishWithCard(token, "/pages/giant-picture");
    const post = await emulatedPost(text);
    expect(post?.article).toEqual({ source: page("/pages/giant-picture"), title: "A card whose picture is too big for LinkedIn" });
    expect((await attemptsOf(id)).at(-1)).toMatchObject({
      outcome: "published",
      reason: LINK_CARD_NOTES.noPicture("it is 8000 × 6000 pixels, more than LinkedIn takes."),
    });
  });

  it("still publishes the card when LinkedIn can't process its picture, without it, and says so", async () => {
    await linkedinImageProcessing({ ms: 100, failure: "corrupt" });
    try {
      const token = await signInAsCompanyPage();
      const { id, text } = await publishWithCard(token, "/pages/article");
      expect((await emulatedPost(text))?.article?.thumbnail).toBeUndefined();
      expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: LINK_CARD_NOTES.noPicture("LinkedIn couldn't process it.") });
    } finally {
      await linkedinImageProcessing(LINKEDIN_IMAGE_PROCESSING_DEFAULT);
    }
  });

  it("leaves the card out when the post has images (one content type per post), and says so", async () => {
    const token = await signIn();
    const png = new Uint8Array(PNG);
    const upload = (await (await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).json()) as { data: { url: string; id: string } };
    const target = new URL(upload.data.url);
    expect((await api(target.pathname + target.search, { method: "PUT", body: png, headers: { "content-type": "image/png" } })).status).toBe(200);
    const text = `With a picture ${marker()}: ${page("/pages/article")}`;
    const card = (await preview(token, page("/pages/article"))).body.data;
    const id = await createPost(token, { content: text, linkCard: card } as { content: string });
    await client(token).api.post[":id"].$put({ param: { id }, json: { attachments: [{ id: upload.data.id, url: "" }] } });
    await client(token).api.post[":id"].publish.$post({ param: { id }, json: {} });
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    const post = (await emulatedPost(text)) as EmulatedPost & { images: string[] };
    expect(post.images).toHaveLength(1);
    expect(post.article).toBeNull();
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: LINK_CARD_NOTES.imagesWin });
  });

  it("sends no card once the member removed it", async () => {
    const token = await signIn();
    const { text } = await publishWithCard(token, "/pages/article", { removedLink: page("/pages/article"), linkCard: null });
    const post = await emulatedPost(text);
    expect(post).not.toBeNull();
    expect(post?.article).toBeNull();
  });
});

describe("the LinkedIn emulator's article rules", () => {
  const memberToken = async () => (await emulatorGrant("r_basicprofile w_member_social")).access_token;

  it("refuses an article without a title (422, LinkedIn's message), a thumbnail that isn't an uploaded image, and an article beside media", async () => {
    const token = await memberToken();
    const send = (content: unknown) => postStraightToLinkedIn(linkedinRest(token), { commentary: `Card ${marker()}`, content });
    const source = "https://worknotes.example.com/memo";
    const refused = async (content: unknown) => linkedinVerdict(await send(content));
    expect(await refused({ article: { source } })).toEqual({
      status: 422,
      message: "ERROR :: /content/article/title :: field is required but not found and has no default value",
    });
    expect(await refused({ article: { source, title: null } })).toEqual({
      status: 422,
      message: "ERROR :: /content/article/title :: null cannot be coerced to String",
    });
    expect((await refused({ article: { source, title: "Memo", thumbnail: "urn:li:image:never-uploaded" } })).status).toBe(422);
    expect((await refused({ article: { source, title: "Memo" }, media: { id: "urn:li:image:x" } })).status).toBe(422);
    expect((await send({ article: { source, title: "Memo" } })).status).toBe(201);
  });
});
