/**
 * The contributor's own view (issue 25 item 4, docs/decisions/046): through their personal link,
 * a teammate who connected their LinkedIn account by invite sees the posts in their name, approves,
 * rejects with a reason, edits the text, reads the history, sets whether the team may publish
 * without asking, and disconnects. Mounted at /public/api/contributor: the link's token (header
 * x-contributor-key) is the only key, and it opens this one account's posts and nothing else.
 */
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { CONTRIBUTOR_KEY_HEADER, ROLE_TEXT } from "../../app/spec/roles";
import { approvePostSchema, contributorEditSchema, publishPolicySchema, rejectPostSchema } from "../../app/spec/schemas";
import { hashBinding } from "../auth/browser-binding";
import { accountOfPost, addApprovalEvent, editTextOfVersion, holdForApproval, listApprovalEvents, postsOfAccount } from "../db/approvals";
import { disconnectApp, setPublishPolicy } from "../db/apps";
import { listPostAttempts } from "../db/attempts";
import { findLiveLink, markLinkUsed } from "../db/contributor-links";
import { postsInFlightFor } from "../db/post-publishing";
import { findTeamPost, titleFrom, withApps } from "../db/posts";
import { ApiError, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { type Actor, decide, toApprovalEventView } from "../posts/approval";
import { POST_ERRORS } from "../posts/rules";
import { toAttemptView } from "../publishing/history";

type Link = NonNullable<Awaited<ReturnType<typeof findLiveLink>>>;
type ContributorEnv = AppEnv & { Variables: AppEnv["Variables"] & { link: Link } };

/** The link behind the key, live, its account still connected; anything else is the same 401. */
const contributorKey = createMiddleware<ContributorEnv>(async (c, next) => {
  const key = c.req.header(CONTRIBUTOR_KEY_HEADER)?.trim() ?? "";
  const link = /^[\w-]{20,100}$/.test(key) ? await findLiveLink(c.var.db, await hashBinding(key)) : null;
  if (!link) throw new ApiError(401, ROLE_TEXT.errors.linkGone);
  c.set("link", link);
  c.header("cache-control", "no-store");
  c.header("referrer-policy", "no-referrer");
  await next();
  c.executionCtx.waitUntil(markLinkUsed(c.var.db, link.link.id).catch(() => undefined));
});

const actorOf = (c: Context<ContributorEnv>): Actor => {
  const { link } = c.var;
  return { env: c.env, db: c.var.db, teamId: link.link.teamId, userId: null, name: link.app.name, contributorOf: link.app.id };
};

/** One of this account's posts, or the 404 any other post gets (another account's, another team's). */
async function ownPost(c: Context<ContributorEnv>, id: string) {
  const { teamId, appId } = c.var.link.link;
  const post = await findTeamPost(c.var.db, teamId, id);
  const account = post ? await accountOfPost(c.var.db, teamId, id) : null;
  if (!post || account?.id !== appId || post.ideaQuestion !== null) throw notFound(POST_ERRORS.notFound);
  return post;
}

async function viewOf(c: Context<ContributorEnv>, id: string) {
  const post = await ownPost(c, id);
  const [view] = await withApps(c.var.db, post.teamId, [post]);
  return view;
}

export const contributorRoutes = new Hono<ContributorEnv>()
  .use("*", contributorKey)
  .get("/", async (c) => {
    const { link, app, teamName } = c.var.link;
    const rows = await postsOfAccount(c.var.db, link.teamId, app.id);
    return c.json({
      data: {
        account: { id: app.id, name: app.name, avatar: app.avatar, publishPolicy: app.publishPolicy, status: app.status },
        team: { name: teamName },
        expiresAt: new Date(link.expiresAt).toISOString(),
        posts: await withApps(c.var.db, link.teamId, rows),
      },
    });
  })
  .post("/posts/:id/approve", jsonBody(approvePostSchema), async (c) => {
    const id = (await ownPost(c, c.req.param("id"))).id;
    await decide(actorOf(c), id, { approve: true, version: c.req.valid("json").version });
    return c.json({ data: await viewOf(c, id) });
  })
  .post("/posts/:id/reject", jsonBody(rejectPostSchema), async (c) => {
    const id = (await ownPost(c, c.req.param("id"))).id;
    const { version, reason } = c.req.valid("json");
    await decide(actorOf(c), id, { approve: false, version, reason });
    return c.json({ data: await viewOf(c, id) });
  })
  /** Their own words: a new version, which (like any) goes out only once they approve it. */
  .patch("/posts/:id", jsonBody(contributorEditSchema), async (c) => {
    const post = await ownPost(c, c.req.param("id"));
    const { version, content } = c.req.valid("json");
    if (post.status === "published" || post.status === "publishing" || post.status === "unknown") throw new ApiError(409, POST_ERRORS.published);
    const edited = await editTextOfVersion(c.var.db, post.teamId, post.id, version, content, titleFrom(content));
    if (!edited) throw new ApiError(409, ROLE_TEXT.errors.changedSinceAsked);
    await addApprovalEvent(c.var.db, { postId: post.id, teamId: post.teamId, kind: "edited", version: edited.version, actor: c.var.link.app.name });
    if (edited.status === "scheduled" || edited.status === "failed") await holdForApproval(c.var.db, post.teamId, edited, post.approvalRequestedBy);
    return c.json({ data: await viewOf(c, post.id) });
  })
  .get("/posts/:id/history", async (c) => {
    const post = await ownPost(c, c.req.param("id"));
    const [approvals, attempts] = await Promise.all([listApprovalEvents(c.var.db, post.teamId, post.id), listPostAttempts(c.var.db, post.teamId, post.id)]);
    return c.json({ data: { approvals: approvals.map(toApprovalEventView), attempts: attempts.map(toAttemptView) } });
  })
  .put("/policy", jsonBody(publishPolicySchema), async (c) => {
    const { link, app } = c.var.link;
    const { policy } = c.req.valid("json");
    await setPublishPolicy(c.var.db, link.teamId, app.id, policy);
    return c.json({ data: { publishPolicy: policy } });
  })
  /** "Disconnect at any time": the account leaves the team; what it was to publish goes back to drafts. */
  .post("/disconnect", async (c) => {
    const { link, app } = c.var.link;
    if ((await postsInFlightFor(c.var.db, link.teamId, app.id)) > 0) {
      throw new ApiError(409, "A post in your name is being published or checked on LinkedIn right now. Try again in a minute.");
    }
    await disconnectApp(c.var.db, link.teamId, app.id, { drafts: true });
    return c.json({ data: { status: "disconnected" as const } });
  });
