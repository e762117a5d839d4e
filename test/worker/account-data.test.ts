/**
 * Take your data and leave (issue 28 item 5, docs/decisions/059). Export: one zip of the team's
 * data (a JSON file and the uploads), no token of any kind in it and nothing of another team's;
 * its link works for the member who asked, in their team, for 7 days; the export budget (2 a day).
 * Delete: tokens revoked at LinkedIn (the emulator), scheduled posts back to drafts, sessions
 * ended, the team's rows and media gone once the grace period has passed (a sole owner), or the
 * member gone and the team kept (anyone else).
 * New members only (typed at the emulator): the demo member's tokens are never revoked.
 * Storage (D1, R2) starts empty for each test (apply-migrations.ts).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { decryptSecret } from "../../worker/auth/crypto";
import { createLogger } from "../../worker/http/logger";
import { keepHouse } from "../../worker/jobs/housekeeping";
import { EXPORT_TTL_MS, signExportClaim, verifyExportClaim } from "../../worker/storage/export-url";
import {
  api,
  clearEmulatorFaults,
  client,
  connectThroughInvite,
  createPost,
  exchangeCode,
  linkedinUrl,
  loginCodeFrom,
  postRow,
  signIn,
  waitFor,
} from "./helpers";
import { PNG } from "./image-files";

const log = createLogger({ test: "account-data" });
const DAY = 86_400_000;
const tomorrow = () => new Date(Date.now() + DAY).toISOString();

/** A new member signed in by name (their own team, their LinkedIn account connected). */
const newMember = (name: string) => signIn(`name:${name}`, { username: name.toLowerCase().replace(/\s+/g, "-") });

async function me(token: string) {
  const res = await api("/api/me", { token });
  return res.status === 200 ? ((await res.json()) as { data: { id: string; teamId: string; email: string } }).data : null;
}

/** An upload of the team's, ready, its object in R2. */
async function upload(teamId: string, id: string) {
  const key = `teams/${teamId}/uploads/${id}.png`;
  await env.MEDIA.put(key, PNG);
  await env.DB.prepare("INSERT INTO assets (id, team_id, type, r2_key, content_type, size, status) VALUES (?, ?, 'upload', ?, 'image/png', ?, 'ready')")
    .bind(id, teamId, key, PNG.length)
    .run();
  return key;
}

async function startExport(token: string) {
  const res = await api("/api/account/export", { method: "POST", token });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

type ExportJob = { status: string; result: { url: string; expiresAt: string; bytes: number; files: number } | null; error: string | null };

async function finishedExport(token: string, id: string) {
  const job = await waitFor(
    async () => (await (await api(`/api/jobs/${id}`, { token })).json()) as ExportJob,
    (j) => j.status === "completed" || j.status === "failed",
  );
  expect(job).toMatchObject({ status: "completed", error: null });
  return job.result!;
}

/** The entries of a zip (every one STORED), read from its central directory, each checked against its local header. */
function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    expect(view.getUint16(at + 10, true)).toBe(0); // STORED
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const offset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(offset, true)).toBe(0x04034b50);
    const dataAt = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    files.set(name, bytes.slice(dataAt, dataAt + size));
    at += 46 + nameLength;
  }
  return files;
}

const download = (url: string, token: string) => api(url, { token });

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  return out;
}

let testStarted = 0;

/** The tokens LinkedIn (the emulator, shared by every test) was asked to revoke during this test. */
async function revocations(): Promise<Array<{ member: string }>> {
  const state = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { revocations: Array<{ member: string; at: number }> };
  return state.revocations.filter((r) => r.at >= testStarted);
}

async function joinAsEditor(ownerToken: string, name: string) {
  const invite = (await (await client(ownerToken).api.invite.$post({ json: { type: "join-team" } })).json()).data;
  const { callback } = await connectThroughInvite(invite, `name:${name}`);
  const { code, loginBinding } = loginCodeFrom(callback as Response);
  return (await (await exchangeCode(code, loginBinding)).json()).data.token as string;
}

const tableCount = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0;

beforeEach(async () => {
  testStarted = Date.now();
  await clearEmulatorFaults();
});

describe("export", () => {
  it("writes one zip: the team's posts with their history, onboarding, invites, accounts without tokens, saved posts, media; nothing of another team's", async () => {
    const priya = await newMember("Priya Raman");
    const { teamId, id: priyaId } = (await me(priya))!;
    const postId = await createPost(priya, { content: "Why we stopped doing quarterly plans", scheduledAt: tomorrow() });
    const key = await upload(teamId, "photo-1");
    await env.DB.prepare("INSERT INTO post_assets (post_id, asset_id, position) VALUES (?, 'photo-1', 0)").bind(postId).run();
    await env.DB.prepare(
      "INSERT INTO onboarding_profiles (team_id, user_id, target_audience, transcript) VALUES (?, ?, 'founders', 'Q: a story? A: we shipped late once')",
    )
      .bind(teamId, priyaId)
      .run();
    await env.DB.prepare(
      "INSERT INTO feed_posts (id, title, content, author_name, source, team_id, dedupe_key) VALUES ('saved-1', 'A saved one', 'Worth reading', 'Someone', 'saved', ?, ?)",
    )
      .bind(teamId, `${teamId}|saved-1`)
      .run();
    expect((await client(priya).api.invite.$post({ json: { type: "join-team" } })).status).toBeLessThan(300);

    // Another team's post, which must not be in Priya's export.
    const tomas = await newMember("Tomas Berg");
    await createPost(tomas, { content: "Tomas's plan nobody else may read" });

    const result = await finishedExport(priya, await startExport(priya));
    expect(result.url).toMatch(/^\/api\/account\/export\/download\?token=/);
    expect(Date.parse(result.expiresAt) - Date.now()).toBeGreaterThan(EXPORT_TTL_MS - 60_000);

    const res = await download(result.url, priya);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="postcraft-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzip(new Uint8Array(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(["media/photo-1.png", "postcraft-export.json"]);
    expect(files.get("media/photo-1.png")).toEqual(PNG);
    expect(result.files).toBe(2);
    expect(await env.MEDIA.head(key)).not.toBeNull();

    const text = new TextDecoder().decode(files.get("postcraft-export.json"));
    const data = JSON.parse(text);
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({ id: postId, content: "Why we stopped doing quarterly plans", status: "scheduled", mediaIds: ["photo-1"] });
    expect(data.posts[0].approvalHistory).toEqual(expect.any(Array));
    expect(data.posts[0].publishAttempts).toEqual(expect.any(Array));
    expect(data.onboarding.answers).toMatchObject({ targetAudience: "founders", transcript: "Q: a story? A: we shipped late once" });
    expect(data.invites).toHaveLength(1);
    expect(data.savedPosts).toMatchObject([{ id: "saved-1", title: "A saved one" }]);
    expect(data.media).toMatchObject([{ id: "photo-1", file: "media/photo-1.png", contentType: "image/png" }]);
    expect(data.accounts).toMatchObject([{ name: "Priya Raman", status: "active" }]);

    // No token of any kind: no key names one, and neither the stored ciphertexts nor the tokens themselves appear.
    for (const k of keysOf(data)) expect(k).not.toMatch(/token|access|refresh|session|secret|scope/i);
    expect(text).not.toMatch(/access|refresh|token|session/i);
    const app = await env.DB.prepare("SELECT access_token_enc, refresh_token_enc FROM apps WHERE team_id = ?")
      .bind(teamId)
      .first<{ access_token_enc: string; refresh_token_enc: string | null }>();
    expect(text).not.toContain(app!.access_token_enc);
    expect(text).not.toContain(await decryptSecret(env.TOKEN_ENCRYPTION_KEY, app!.access_token_enc));
    if (app!.refresh_token_enc) expect(text).not.toContain(await decryptSecret(env.TOKEN_ENCRYPTION_KEY, app!.refresh_token_enc));
    expect(text).not.toContain(priya);
    // Nothing of Tomas's team.
    expect(text).not.toContain("Tomas");
  });

  it("the link works for 7 days, for the member who asked and in their team only; then the archive is deleted", async () => {
    const priya = await newMember("Priya Raman");
    const { teamId, id: priyaId } = (await me(priya))!;
    const exportId = await startExport(priya);
    const { url } = await finishedExport(priya, exportId);
    const token = decodeURIComponent(url.split("token=")[1]);

    // A teammate (an editor of the same team) and a member of another team get nothing.
    const bea = await joinAsEditor(priya, "Bea Novak");
    expect((await me(bea))!.teamId).toBe(teamId);
    expect((await download(url, bea)).status).toBe(404);
    const tomas = await newMember("Tomas Berg");
    expect((await download(url, tomas)).status).toBe(404);
    // Nor does a link without a session.
    expect((await api(url)).status).toBe(401);
    // A tampered link, or one past its end, is refused.
    expect((await download(`${url}x`, priya)).status).toBe(410);
    const secret = env.SESSION_SECRET;
    const stale = await signExportClaim(secret, { exportId, teamId, userId: priyaId, exp: Date.now() - 1 });
    expect((await download(`/api/account/export/download?token=${encodeURIComponent(stale)}`, priya)).status).toBe(410);

    // The claim holds for 7 days and not after.
    expect(await verifyExportClaim(secret, token, Date.now() + 6 * DAY)).not.toBeNull();
    expect(await verifyExportClaim(secret, token, Date.now() + EXPORT_TTL_MS + 1000)).toBeNull();
    expect((await download(url, priya)).status).toBe(200);

    // The latest export is offered again on the screen.
    const latest = (await (await api("/api/account/export", { token: priya })).json()) as { data: { id: string; status: string; url: string } };
    expect(latest.data).toMatchObject({ id: exportId, status: "ready", url: expect.stringMatching(/^\/api\/account\/export\/download\?token=/) });

    // The clock deletes it after its 7 days.
    const key = `teams/${teamId}/exports/${exportId}.zip`;
    await keepHouse(env, log, Date.now() + 6 * DAY);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await keepHouse(env, log, Date.now() + 8 * DAY);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await tableCount("SELECT count(*) AS n FROM data_exports")).toBe(0);
    expect((await download(url, priya)).status).toBe(410);
  });

  it("spends the export budget: the third in a day is refused with 429 and when to try again", async () => {
    const priya = await newMember("Priya Raman");
    await startExport(priya);
    await startExport(priya);
    const third = await api("/api/account/export", { method: "POST", token: priya });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await third.json()) as { msg: string }).msg).toMatch(/limit of 2 exports a day/);
    expect(await tableCount("SELECT count(*) AS n FROM data_exports")).toBe(2);
  });
});

describe("delete my account", () => {
  it("a sole owner: tokens revoked at LinkedIn, scheduled posts back to drafts, signed out everywhere; the team's rows and media go after the grace", async () => {
    const priya = await newMember("Priya Raman");
    const otherSession = await newMember("Priya Raman");
    const { teamId } = (await me(priya))!;
    const postId = await createPost(priya, { content: "A post for next week", scheduledAt: tomorrow() });
    const media = await upload(teamId, "photo-2");
    const tomas = await newMember("Tomas Berg");
    const tomasPost = await createPost(tomas, { content: "Tomas keeps his" });

    const wrong = await api("/api/account/delete", { method: "POST", token: priya, body: JSON.stringify({ confirm: "yes" }) });
    expect(wrong.status).toBe(400);
    expect((await me(priya))?.teamId).toBe(teamId);

    const res = await api("/api/account/delete", { method: "POST", token: priya, body: JSON.stringify({ confirm: "delete" }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { teamsClosing: number; accountsRevoked: number } }).data).toMatchObject({ teamsClosing: 1, accountsRevoked: 1 });

    expect((await revocations()).filter((r) => r.member === "member-priya-raman").length).toBeGreaterThanOrEqual(1);
    const app = await env.DB.prepare("SELECT status, access_token_enc, refresh_token_enc FROM apps WHERE team_id = ?").bind(teamId).first();
    expect(app).toMatchObject({ status: "disconnected", access_token_enc: "", refresh_token_enc: null });
    expect((await postRow(postId))?.status).toBe("draft");
    // Signed out everywhere: both sessions end.
    expect(await me(priya)).toBeNull();
    expect(await me(otherSession)).toBeNull();
    expect(await tableCount("SELECT count(*) AS n FROM users WHERE name = 'Priya Raman'")).toBe(0);

    // Within the grace the rows and the media are still there (nobody can reach them).
    await keepHouse(env, log, Date.now() + 6 * DAY);
    expect(await tableCount("SELECT count(*) AS n FROM teams WHERE id = ?", teamId)).toBe(1);
    expect(await env.MEDIA.head(media)).not.toBeNull();

    // Past it, the clock deletes them; another team keeps everything.
    await keepHouse(env, log, Date.now() + 8 * DAY);
    expect(await tableCount("SELECT count(*) AS n FROM teams WHERE id = ?", teamId)).toBe(0);
    expect(await tableCount("SELECT count(*) AS n FROM posts WHERE team_id = ?", teamId)).toBe(0);
    expect(await tableCount("SELECT count(*) AS n FROM assets WHERE team_id = ?", teamId)).toBe(0);
    expect(await tableCount("SELECT count(*) AS n FROM apps WHERE team_id = ?", teamId)).toBe(0);
    expect(await env.MEDIA.head(media)).toBeNull();
    expect((await env.MEDIA.list({ prefix: `teams/${teamId}/` })).objects).toHaveLength(0);
    expect((await postRow(tomasPost))?.content).toBe("Tomas keeps his");
    expect(await me(tomas)).not.toBeNull();
  });

  it("a member who is not the sole owner leaves: their account revoked, their scheduled posts drafts, the team and its media kept", async () => {
    const priya = await newMember("Priya Raman");
    const { teamId } = (await me(priya))!;
    const media = await upload(teamId, "photo-3");
    const priyaPost = await createPost(priya, { content: "Priya's post stays scheduled", scheduledAt: tomorrow() });
    const bea = await joinAsEditor(priya, "Bea Novak");
    const beaApp = (await env.DB.prepare("SELECT id FROM apps WHERE team_id = ? AND name = 'Bea Novak'").bind(teamId).first<{ id: string }>())!.id;
    const beaPost = await createPost(bea, { content: "Bea's post as herself", scheduledAt: tomorrow(), appIds: [beaApp] });
    expect((await postRow(beaPost))?.status).toBe("scheduled");

    const res = await api("/api/account/delete", { method: "POST", token: bea, body: JSON.stringify({ confirm: "DELETE" }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ teamsClosing: 0, teamsLeft: 1, accountsRevoked: 1, deleteAfter: null });

    expect((await revocations()).some((r) => r.member === "member-bea-novak")).toBe(true);
    expect((await revocations()).some((r) => r.member === "member-priya-raman")).toBe(false);
    expect(await me(bea)).toBeNull();
    expect((await postRow(beaPost))?.status).toBe("draft");
    expect((await postRow(priyaPost))?.status).toBe("scheduled");
    expect(await env.DB.prepare("SELECT status FROM apps WHERE id = ?").bind(beaApp).first()).toMatchObject({ status: "disconnected" });

    await keepHouse(env, log, Date.now() + 8 * DAY);
    expect(await me(priya)).toMatchObject({ teamId });
    expect(await tableCount("SELECT count(*) AS n FROM teams WHERE id = ? AND delete_after IS NULL", teamId)).toBe(1);
    expect(await env.MEDIA.head(media)).not.toBeNull();
    expect(await tableCount("SELECT count(*) AS n FROM team_members WHERE team_id = ?", teamId)).toBe(1);
  });
});

describe("audit log", () => {
  type AuditRow = { at: string; actor: string; action: string; subject: string | null; detail: string | null };
  const auditOf = async (token: string) => {
    const res = await api("/api/team/audit", { token });
    return { status: res.status, events: res.status === 200 ? ((await res.json()) as { data: AuditRow[] }).data : [] };
  };

  it("records sign-ins, invites, role changes, publishes, exports, disconnects and a member leaving; owners alone read it, their team's only", async () => {
    const priya = await newMember("Priya Raman");
    const { teamId } = (await me(priya))!;
    const bea = await joinAsEditor(priya, "Bea Novak");
    const beaId = (await me(bea))!.id;
    expect((await auditOf(bea)).status).toBe(403);

    expect((await api(`/api/team/members/${beaId}`, { method: "PATCH", token: priya, body: JSON.stringify({ role: "owner" }) })).status).toBe(200);
    expect((await api(`/api/team/members/${beaId}`, { method: "PATCH", token: priya, body: JSON.stringify({ role: "editor" }) })).status).toBe(200);
    await startExport(priya);
    const text = `Audit me ${crypto.randomUUID().slice(0, 8)}`;
    const postId = await createPost(priya, { content: text });
    expect((await client(priya).api.post[":id"].publish.$post({ param: { id: postId }, json: {} })).status).toBeLessThan(300);
    await waitFor(
      () => postRow(postId),
      (r) => r?.status === "published",
    );
    const beaApp = (await env.DB.prepare("SELECT id FROM apps WHERE team_id = ? AND name = 'Bea Novak'").bind(teamId).first<{ id: string }>())!.id;
    expect((await api(`/api/apps/${beaApp}`, { method: "DELETE", token: priya, body: JSON.stringify({ scheduledPosts: "draft" }) })).status).toBe(200);
    expect((await api("/api/account/delete", { method: "POST", token: bea, body: JSON.stringify({ confirm: "delete" }) })).status).toBe(200);

    const { status, events } = await auditOf(priya);
    expect(status).toBe(200);
    const seen = events.map((e) => `${e.actor}: ${e.action}${e.subject ? ` ${e.subject}` : ""}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "Priya Raman: sign-in",
        "Priya Raman: invite-created",
        "Bea Novak: sign-in",
        "Priya Raman: role-changed Bea Novak",
        "Priya Raman: export-started",
        `Priya Raman: post-published ${text}`,
        "Priya Raman: account-disconnected Bea Novak",
        "Bea Novak: member-left",
      ]),
    );
    // Newest first.
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());

    // Another team's owner sees only their own.
    const tomas = await newMember("Tomas Berg");
    expect((await auditOf(tomas)).events.map((e) => e.actor)).toEqual(["Tomas Berg"]);
  });
});
