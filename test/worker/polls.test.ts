/**
 * Polls (issue 26 item 3, docs/decisions/048): saved with a post through the API under the
 * spec's limits and words, never beside images, kept for the team only, a new version when changed,
 * copied by a duplicate, and published once as LinkedIn's poll content (the emulator holds
 * LinkedIn's rules for it).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { POLL_TEXT, type Poll } from "../../app/spec/poll";
import { IMAGES_NOTES } from "../../worker/publishing/formats/images";
import { LINK_CARD_NOTES } from "../../worker/publishing/formats/link-card";
import { api, client, emulatorGrant, linkedinUrl, marker, postJson, postRow, signIn, waitFor } from "./helpers";
import { PNG } from "./image-files";
import { linkedinRest, linkedinVerdict, postStraightToLinkedIn } from "./linkedin-direct";
import { attemptsOf, publishNow } from "./publishing-helpers";

type EmulatedPost = { urn: string; commentary: string; images: string[]; article: unknown; poll: unknown; raw: { content?: unknown } };

const POLL: Poll = { question: "How do you plan your week?", options: ["Monday morning", "Sunday evening", "I don't"], duration: "THREE_DAYS" };

async function emulatedPosts(text: string) {
  const state = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { posts: EmulatedPost[] };
  return state.posts.filter((p) => p.commentary.includes(text));
}

async function pollRow(postId: string) {
  return env.DB.prepare("SELECT question, options, duration FROM post_polls WHERE post_id = ?").bind(postId).first<Record<string, string>>();
}

const pollCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM post_polls").first<{ n: number }>())?.n ?? 0;

/** POST /api/post with a body as a client sends it (raw: the typed client would not send a bad poll). */
async function create(token: string, body: Record<string, unknown>) {
  const res = await postJson("/api/post", { provider: "linkedin", ...body }, token);
  return { status: res.status, body: (await res.json()) as { data?: { id: string; poll: Poll | null; version: number }; msg?: string } };
}

async function edit(token: string, id: string, body: Record<string, unknown>) {
  const res = await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { data?: { id: string; poll: Poll | null; version: number }; msg?: string } };
}

async function uploadedImage(token: string) {
  const png = new Uint8Array(PNG);
  const upload = (await (await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).json()) as { data: { url: string; id: string } };
  const target = new URL(upload.data.url);
  expect((await api(target.pathname + target.search, { method: "PUT", body: png, headers: { "content-type": "image/png" } })).status).toBe(200);
  return upload.data.id;
}

describe("saving a poll", () => {
  it("a new post keeps its poll, and the post view gives it back", async () => {
    const token = await signIn();
    const { status, body } = await create(token, { content: `Poll time ${marker()}`, poll: POLL });
    expect(status).toBe(201);
    expect(body.data?.poll).toEqual(POLL);
    expect(await pollRow(body.data!.id)).toEqual({ question: POLL.question, options: JSON.stringify(POLL.options), duration: "THREE_DAYS" });
    const listed = (await (await client(token).api.posts.$get({ query: {} })).json()).data.data.find((p) => p.id === body.data?.id);
    expect(listed?.poll).toEqual(POLL);
  });

  it("each limit is refused in plain words, and nothing is saved", async () => {
    const token = await signIn();
    const before = await pollCount();
    const posts = await env.DB.prepare("SELECT count(*) AS n FROM posts").first<{ n: number }>();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...POLL, question: "q".repeat(141) }, POLL_TEXT.questionTooLong],
      [{ ...POLL, question: "   " }, POLL_TEXT.questionRequired],
      [{ ...POLL, options: ["Only one"] }, POLL_TEXT.optionCount],
      [{ ...POLL, options: ["A", "B", "C", "D", "E"] }, POLL_TEXT.optionCount],
      [{ ...POLL, options: ["Fine", "o".repeat(31)] }, POLL_TEXT.optionTooLong],
      [{ ...POLL, options: ["Yes", " yes "] }, POLL_TEXT.sameOptions],
      [{ ...POLL, options: ["Yes", ""] }, POLL_TEXT.optionRequired],
      [{ ...POLL, duration: "TEN_DAYS" }, POLL_TEXT.durationUnknown],
    ];
    for (const [poll, message] of cases) {
      const { status, body } = await create(token, { content: `Bad poll ${marker()}`, poll });
      expect(status, message).toBe(400);
      expect(body.msg).toBe(message);
    }
    // The limits themselves are fine: 140 and 30 characters, 4 options.
    const edge = await create(token, {
      content: `Edge poll ${marker()}`,
      poll: { question: "q".repeat(140), options: ["a".repeat(30), "b", "c", "d"], duration: "ONE_DAY" },
    });
    expect(edge.status).toBe(201);
    expect(await pollCount()).toBe(before + 1);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM posts").first<{ n: number }>())?.n).toBe((posts?.n ?? 0) + 1);
    // An edit that breaks a limit changes nothing either.
    const id = edge.body.data!.id;
    expect((await edit(token, id, { content: "Changed", poll: { ...POLL, options: ["x"] } })).body.msg).toBe(POLL_TEXT.optionCount);
    expect((await pollRow(id))?.duration).toBe("ONE_DAY");
    expect((await postRow(id))?.content).toMatch(/^Edge poll/);
  });

  it("a poll with images is refused, both ways round, and nothing is saved", async () => {
    const token = await signIn();
    const image = await uploadedImage(token);
    // Images on a poll post.
    const withPoll = (await create(token, { content: `Poll first ${marker()}`, poll: POLL })).body.data!.id;
    const attach = await edit(token, withPoll, { attachments: [{ id: image, url: "" }] });
    expect(attach).toMatchObject({ status: 400, body: { msg: POLL_TEXT.noImages } });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM post_assets WHERE post_id = ?").bind(withPoll).first<{ n: number }>()).toEqual({ n: 0 });
    // A poll on a post with images, and both at once.
    const withImage = (await create(token, { content: `Picture first ${marker()}` })).body.data!.id;
    expect((await edit(token, withImage, { attachments: [{ id: image, url: "" }] })).status).toBe(200);
    expect(await edit(token, withImage, { poll: POLL })).toMatchObject({ status: 400, body: { msg: POLL_TEXT.noImages } });
    expect(await pollRow(withImage)).toBeNull();
    const fresh = (await create(token, { content: `Both at once ${marker()}` })).body.data!.id;
    expect(await edit(token, fresh, { attachments: [{ id: image, url: "" }], poll: POLL })).toMatchObject({ status: 400, body: { msg: POLL_TEXT.noImages } });
    expect(await pollRow(fresh)).toBeNull();
    // Swapping one for the other in one edit is fine.
    const swapped = await edit(token, withImage, { attachments: [], poll: POLL });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data?.poll).toEqual(POLL);
  });

  it("editing the poll is a new version; the same poll again, or only a new time, is not; null removes it", async () => {
    const token = await signIn();
    const { data } = (await create(token, { content: `Versioned poll ${marker()}`, poll: POLL })).body;
    const id = data!.id;
    const v1 = data!.version;
    const same = await edit(token, id, { poll: POLL, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(same.body.data?.version).toBe(v1);
    const changed = await edit(token, id, { poll: { ...POLL, duration: "FOURTEEN_DAYS" } });
    expect(changed.body.data?.version).toBe(v1 + 1);
    expect(changed.body.data?.poll?.duration).toBe("FOURTEEN_DAYS");
    const reworded = await edit(token, id, { poll: { ...POLL, options: [...POLL.options, "Friday"], duration: "FOURTEEN_DAYS" } });
    expect(reworded.body.data?.version).toBe(v1 + 2);
    const removed = await edit(token, id, { poll: null });
    expect(removed.body.data).toMatchObject({ poll: null, version: v1 + 3 });
    expect(await pollRow(id)).toBeNull();
  });

  it("a duplicate copies the poll", async () => {
    const token = await signIn();
    const id = (await create(token, { content: `Copied poll ${marker()}`, poll: POLL })).body.data!.id;
    const res = await client(token).api.post[":id"].duplicate.$post({ param: { id } });
    expect(res.status).toBe(201);
    const copy = (await res.json()).data;
    expect(copy.id).not.toBe(id);
    expect(copy.poll).toEqual(POLL);
    expect(await pollRow(copy.id)).toEqual(await pollRow(id));
  });

  it("another team can neither see nor change the poll", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const id = (await create(maya, { content: `Maya's poll ${marker()}`, poll: POLL })).body.data!.id;
    const theirs = (await (await client(arjun).api.posts.$get({ query: {} })).json()).data.data;
    expect(theirs.some((p) => p.id === id || p.poll?.question === POLL.question)).toBe(false);
    expect((await edit(arjun, id, { poll: { ...POLL, question: "Hijacked?" } })).status).toBe(404);
    expect((await edit(arjun, id, { poll: null })).status).toBe(404);
    expect((await api(`/api/post/${id}/duplicate`, { method: "POST", token: arjun })).status).toBe(404);
    expect((await pollRow(id))?.question).toBe(POLL.question);
  });
});

describe("publishing a poll", () => {
  it("goes out once, as LinkedIn's poll content exactly", async () => {
    const token = await signIn();
    const text = `Quick poll ${marker()}`;
    const id = (await create(token, { content: text, poll: POLL })).body.data!.id;
    await publishNow(token, id);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published" || r?.status === "failed",
    );
    expect((await postRow(id))?.status).toBe("published");
    const onLinkedIn = await emulatedPosts(text);
    expect(onLinkedIn).toHaveLength(1);
    expect(onLinkedIn[0].raw.content).toEqual({
      poll: { question: POLL.question, options: POLL.options.map((text) => ({ text })), settings: { duration: "THREE_DAYS" } },
    });
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: null });
    // The emulator's page shows it as LinkedIn does.
    const page = await (await fetch(new URL(`/feed/update/${onLinkedIn[0].urn}/`, linkedinUrl()))).text();
    expect(page).toContain(POLL.question);
    for (const option of POLL.options) expect(page).toContain(`<button type="button" disabled>${option.replace("'", "&#39;")}</button>`);
    expect(page).toContain("3 days left");
  });

  it("a poll with a link card goes out as the poll, and the history says the card was left out", async () => {
    const token = await signIn();
    const link = "https://worknotes.example.com/memo";
    const text = `Poll with a link ${marker()} ${link}`;
    const linkCard = { url: link, title: "The memo", description: null, image: null, source: "worknotes.example.com" };
    const id = (await create(token, { content: text, poll: POLL, linkCard })).body.data!.id;
    await publishNow(token, id);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published" || r?.status === "failed",
    );
    const [onLinkedIn] = await emulatedPosts(text);
    expect(onLinkedIn.raw.content).toEqual({ poll: expect.objectContaining({ question: POLL.question }) });
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: LINK_CARD_NOTES.pollWins });
  });

  it("a post that somehow has a poll and images goes out as the poll, and the history says the images were left out", async () => {
    const token = await signIn();
    const text = `Poll and picture ${marker()}`;
    const id = (await create(token, { content: text })).body.data!.id;
    expect((await edit(token, id, { attachments: [{ id: await uploadedImage(token), url: "" }] })).status).toBe(200);
    // Saving refuses this; written by hand, as data from before the rule would be.
    await env.DB.prepare("INSERT INTO post_polls (post_id, question, options, duration) VALUES (?, ?, ?, 'ONE_DAY')")
      .bind(id, POLL.question, JSON.stringify(POLL.options))
      .run();
    await publishNow(token, id);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published" || r?.status === "failed",
    );
    const [onLinkedIn] = await emulatedPosts(text);
    expect(onLinkedIn.images).toEqual([]);
    expect(onLinkedIn.raw.content).toEqual({
      poll: { question: POLL.question, options: POLL.options.map((text) => ({ text })), settings: { duration: "ONE_DAY" } },
    });
    expect((await attemptsOf(id)).at(-1)).toMatchObject({ outcome: "published", reason: IMAGES_NOTES.pollWins });
  });
});

describe("the LinkedIn emulator's poll rules", () => {
  it("refuses what LinkedIn refuses (422, LinkedIn's message), and takes a good poll", async () => {
    const { access_token } = await emulatorGrant("r_basicprofile w_member_social");
    const send = (content: unknown) => postStraightToLinkedIn(linkedinRest(access_token), { commentary: `Poll ${marker()}`, content });
    const refused = async (content: unknown) => linkedinVerdict(await send(content));
    const good = { question: "Which?", options: [{ text: "This" }, { text: "That" }], settings: { duration: "SEVEN_DAYS" } };
    expect(await refused({ poll: { ...good, question: "q".repeat(141) } })).toEqual({
      status: 422,
      message: "ERROR :: /content/poll/question :: length must be between 1 and 140, found 141",
    });
    expect(await refused({ poll: { ...good, question: undefined } })).toEqual({
      status: 422,
      message: "ERROR :: /content/poll/question :: field is required but not found and has no default value",
    });
    expect((await refused({ poll: { ...good, options: [{ text: "Alone" }] } })).message).toBe(
      "ERROR :: /content/poll/options :: size must be between 2 and 4, found 1",
    );
    expect((await refused({ poll: { ...good, options: ["A", "B", "C", "D", "E"].map((text) => ({ text })) } })).message).toBe(
      "ERROR :: /content/poll/options :: size must be between 2 and 4, found 5",
    );
    expect((await refused({ poll: { ...good, options: [{ text: "Fine" }, { text: "o".repeat(31) }] } })).message).toBe(
      "ERROR :: /content/poll/options/1/text :: length must be between 1 and 30, found 31",
    );
    expect((await refused({ poll: { ...good, options: [{ text: "" }, { text: "B" }] } })).status).toBe(422);
    expect((await refused({ poll: { ...good, settings: { duration: "TEN_DAYS" } } })).message).toMatch(
      /^ERROR :: \/content\/poll\/settings\/duration :: "TEN_DAYS" is not an enum symbol/,
    );
    expect((await refused({ poll: { ...good, settings: {} } })).status).toBe(422);
    expect((await refused({ poll: good, media: { id: "urn:li:image:x" } })).message).toBe(
      "ERROR :: /content :: a post's content is one of media, multiImage, article or poll, not several",
    );
    expect((await refused({ poll: good, article: { source: "https://example.com/", title: "A page" } })).status).toBe(422);
    const taken = await send({ poll: good });
    expect(taken.status).toBe(201);
  });
});
