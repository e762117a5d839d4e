/**
 * The D1 schema (ARCHITECTURE.md "Data"). Times are UTC instants in epoch milliseconds.
 * Every table of team data carries team_id: queries scope by the caller's team from the session.
 */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS } from "../../app/spec/audit";
import { JOB_TYPES } from "../../app/spec/jobs";
import type { LinkCard } from "../../app/spec/link-card";
import { APPROVAL_EVENTS, NOTIFICATION_KINDS, PUBLISH_POLICIES, TEAM_ROLES } from "../../app/spec/roles";

const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
/** A row that belongs to a team, a user or a post, and goes with it. */
const ownedByTeam = () =>
  text("team_id")
    .notNull()
    .references((): AnySQLiteColumn => teams.id, { onDelete: "cascade" });
const ownedByUser = () =>
  text("user_id")
    .notNull()
    .references((): AnySQLiteColumn => users.id, { onDelete: "cascade" });
const ofPost = () =>
  text("post_id")
    .notNull()
    .references((): AnySQLiteColumn => posts.id, { onDelete: "cascade" });
const updatedAt = () => integer("updated_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    avatar: text("avatar"),
    /** OIDC subject of the member's LinkedIn identity: who signs in. */
    linkedinSub: text("linkedin_sub"),
    profileType: text("profile_type", { enum: ["individual", "company"] })
      .notNull()
      .default("individual"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_linkedin_sub_idx").on(t.linkedinSub)],
);

export const teams = sqliteTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /**
   * Set when its sole owner deleted their account (docs/decisions/059): the team's rows and media
   * are deleted by the housekeeping once this instant has passed (7 days of grace); null: kept.
   */
  deleteAfter: integer("delete_after"),
  createdAt: createdAt(),
});

export const teamMembers = sqliteTable(
  "team_members",
  {
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    /** docs/decisions/046: owners manage members, invites and accounts; editors write and schedule. */
    role: text("role", { enum: TEAM_ROLES }).notNull().default("editor"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_members_user_idx").on(t.userId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: ownedByUser(),
    teamId: ownedByTeam(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    /** When the session was last used (written at most every few minutes); an idle session ends (issue 28 item 4). */
    lastSeenAt: integer("last_seen_at"),
    /** The browser and system it was opened on, in words ("Chrome on Linux"), for the member's list. */
    device: text("device"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Connected accounts ("apps"): a LinkedIn member or organization a team publishes as. */
export const apps = sqliteTable(
  "apps",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    /** The team member who connected it (an invitee may not be a member). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["linkedin"] })
      .notNull()
      .default("linkedin"),
    providerAccountId: text("provider_account_id").notNull(),
    /** Author urn for the Posts API: urn:li:person:… or urn:li:organization:… */
    urn: text("urn").notNull(),
    name: text("name").notNull(),
    username: text("username"),
    avatar: text("avatar"),
    profileType: text("profile_type", { enum: ["individual", "company"] })
      .notNull()
      .default("individual"),
    /** disconnected: the team let it go; kept (without tokens) so published posts still name it. */
    status: text("status", { enum: ["active", "needs_reconnect", "disconnected"] })
      .notNull()
      .default("active"),
    /** AES-GCM ciphertexts (worker/auth/crypto.ts); never plaintext. */
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    tokenExpiresAt: integer("token_expires_at"),
    scopes: text("scopes"),
    /** Single flight for token refreshes: whoever set this (in the future) is refreshing now. */
    refreshingUntil: integer("refreshing_until"),
    /**
     * Who decides what goes out as this account (docs/decisions/046): "ask", every post waits for
     * its owner's approval unless they scheduled it; "team", the team may publish without asking.
     * Only the account's owner changes it. Its owner: `userId`, or (null) the contributor who
     * connected it through an invite.
     */
    publishPolicy: text("publish_policy", { enum: PUBLISH_POLICIES }).notNull().default("ask"),
    /** The email LinkedIn gave for a contributor (connected through an invite): where their link would be sent. */
    contributorEmail: text("contributor_email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("apps_team_provider_account_idx").on(t.teamId, t.provider, t.providerAccountId), index("apps_name_idx").on(t.name)],
);

export const POST_STATUSES = ["draft", "scheduled", "publishing", "published", "failed", "unknown"] as const;

export const posts = sqliteTable(
  "posts",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull().default(""),
    content: text("content").notNull(),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    provider: text("provider", { enum: ["linkedin"] })
      .notNull()
      .default("linkedin"),
    scheduledAt: integer("scheduled_at"),
    /** IANA zone the author picked the time in, so the UI can show it as they meant it. */
    timeZone: text("time_zone").notNull().default("UTC"),
    providerPostUrn: text("provider_post_urn"),
    publishedAt: integer("published_at"),
    /**
     * Publishing claim: the id of the current attempt (publish_attempts.id). Only its holder may
     * call LinkedIn, while lease_until is ahead (a heartbeat extends it during the call). It stays
     * on a post settled as `unknown`, so LinkedIn's late answer for that call can still be recorded.
     */
    claimToken: text("claim_token"),
    leaseUntil: integer("lease_until"),
    /** Not to be tried before this instant (LinkedIn's Retry-After); the queue and the sweep both respect it. */
    notBefore: integer("not_before"),
    /** Set just before the LinkedIn call: after it, a lost claim means `unknown`, never a retry. */
    providerCallAt: integer("provider_call_at"),
    /** When a sweep last put it on the queue (so sweeps do not queue it again while it waits). */
    queuedAt: integer("queued_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Written by a content-calendar job (its id): a draft at its planned time, waiting for the member's review. */
    generatedBy: text("generated_by"),
    needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
    /** The calendar entry's post type (story, lesson, list, opinion, result, qa): how its material is shaped. */
    postType: text("post_type"),
    /**
     * An idea card, not a draft: the material was too thin for a post, so the member is asked this
     * one question (with `ideaHook` as a suggested opening). Answering it writes the draft.
     */
    ideaQuestion: text("idea_question"),
    ideaHook: text("idea_hook"),
    /** Who wrote a generated draft: "offline" (the offline writer) or the model's name. */
    writer: text("writer"),
    /** The link card kept with the post (docs/decisions/036): LinkedIn reads no page for API posts. */
    linkCard: text("link_card", { mode: "json" }).$type<LinkCard>(),
    /** The link whose card the member removed: not previewed again, and the post goes out without a card. */
    removedLink: text("removed_link"),
    /** Bumped by every change of what would go out (text, images, link card, account): approval is per version. */
    version: integer("version").notNull().default(1),
    /** The version the account's owner approved (or scheduled themselves); publishing needs it when approval is needed. */
    approvedVersion: integer("approved_version"),
    approvedBy: text("approved_by"),
    approvedAt: integer("approved_at"),
    /** "Waiting for approval": someone asked the account's owner (a draft with this set). */
    approvalRequestedAt: integer("approval_requested_at"),
    approvalRequestedBy: text("approval_requested_by"),
    /** The owner's reason when they sent it back to draft. */
    rejectedReason: text("rejected_reason"),
    /**
     * The first comment (issue 26 item 1): created under the post, as its author, once LinkedIn
     * has the post. Its own state, apart from the post's: a comment that fails never republishes
     * the post. Null status: no comment, or not yet due (the post is not out).
     */
    firstComment: text("first_comment"),
    firstCommentStatus: text("first_comment_status", { enum: ["pending", "posting", "posted", "failed", "unknown"] }),
    firstCommentUrn: text("first_comment_urn"),
    firstCommentError: text("first_comment_error"),
    /** When the post's numbers are next due from LinkedIn (issue 27; null: not collected, or no longer). */
    metricsDueAt: integer("metrics_due_at"),
    /** When its numbers were last collected. */
    metricsCollectedAt: integer("metrics_collected_at"),
    /** Engagement read back from LinkedIn, for the best-times chart. */
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("posts_due_idx").on(t.status, t.scheduledAt),
    index("posts_not_before_idx").on(t.status, t.notBefore),
    index("posts_team_month_idx").on(t.teamId, t.scheduledAt),
    index("posts_metrics_due_idx").on(t.metricsDueAt),
  ],
);

/**
 * Every try at publishing a post, written before LinkedIn is called: what was sent (a
 * fingerprint), who ran it, and LinkedIn's answer. The editor shows them as the post's history.
 */
export const publishAttempts = sqliteTable(
  "publish_attempts",
  {
    id: text("id").primaryKey(),
    postId: ofPost(),
    teamId: ownedByTeam(),
    appId: text("app_id"),
    number: integer("number").notNull(),
    /** SHA-256 of the author and the text as sent: how a lost post is recognised on LinkedIn. */
    fingerprint: text("fingerprint"),
    runner: text("runner", { enum: ["publish-now", "alarm", "sweep", "retry", "member"] }).notNull(),
    startedAt: integer("started_at").notNull(),
    /** When the post call itself started (null: the attempt ended before calling LinkedIn). */
    calledAt: integer("called_at"),
    endedAt: integer("ended_at"),
    outcome: text("outcome", {
      enum: ["published", "retry", "rate-limited", "failed", "unknown", "cancelled", "lost", "reconciled", "confirmed", "reconnect"],
    }),
    httpStatus: integer("http_status"),
    urn: text("urn"),
    reason: text("reason"),
  },
  (t) => [index("publish_attempts_post_idx").on(t.postId, t.startedAt)],
);

export const postApps = sqliteTable(
  "post_apps",
  {
    postId: ofPost(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.appId] }), index("post_apps_app_idx").on(t.appId)],
);

export const assets = sqliteTable(
  "assets",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    type: text("type", { enum: ["upload", "pexels"] }).notNull(),
    /** R2 key for uploads (always under the team's prefix); null for stock photos. */
    r2Key: text("r2_key"),
    /** Origin URL for stock photos. */
    sourceUrl: text("source_url"),
    contentType: text("content_type"),
    size: integer("size"),
    width: integer("width"),
    height: integer("height"),
    /** A PDF's pages, as counted when it arrived (worker/storage/pdf.ts); null for images. */
    pageCount: integer("page_count"),
    status: text("status", { enum: ["pending", "ready"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("assets_team_idx").on(t.teamId)],
);

export const postAssets = sqliteTable(
  "post_assets",
  {
    postId: ofPost(),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.assetId] })],
);

/** Ownership record of a background job; its live status is held by the Job Durable Object. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    type: text("type", { enum: JOB_TYPES }).notNull(),
    postId: text("post_id"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_team_idx").on(t.teamId)],
);

export const invites = sqliteTable(
  "invites",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "connect-app": a contributor connects their account; "join-team": an editor joins the team (docs/decisions/046). */
    type: text("type", { enum: ["connect-app", "join-team"] })
      .notNull()
      .default("connect-app"),
    provider: text("provider").notNull().default("linkedin"),
    username: text("username"),
    status: text("status", { enum: ["pending", "accepted", "revoked"] })
      .notNull()
      .default("pending"),
    /** An invite works until then (7 days), once. */
    expiresAt: integer("expires_at").notNull().default(0),
    /** The account connected through it, once used. */
    appId: text("app_id"),
    createdAt: createdAt(),
    modifiedAt: integer("modified_at").notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("invites_team_idx").on(t.teamId)],
);

/** Server-side OAuth state: random id, ten-minute life, used once. */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: ["login", "invite", "connect"] }).notNull(),
    provider: text("provider").notNull().default("linkedin"),
    profileType: text("profile_type", { enum: ["individual", "company"] }).notNull(),
    username: text("username"),
    redirectUrl: text("redirect_url").notNull(),
    teamId: text("team_id"),
    inviteId: text("invite_id"),
    /** Set for connect-from-the-app flows: whose team gets the account. */
    userId: text("user_id"),
    /** An invitee's choice on the invitation page: "team" if the team may publish for them without asking. */
    publishPolicy: text("publish_policy", { enum: PUBLISH_POLICIES }),
    /** SHA-256 of the nonce in the starting browser's oauth_binding cookie (no login CSRF). */
    browserBindingHash: text("browser_binding_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/**
 * The one-time code the LinkedIn callback puts in /login-success's address instead of a session
 * token: good for a minute, once, and only in the browser whose login_binding cookie hashes to
 * binding_hash. Only hashes are stored.
 */
export const loginCodes = sqliteTable(
  "login_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: ownedByUser(),
    teamId: ownedByTeam(),
    bindingHash: text("binding_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("login_codes_expires_idx").on(t.expiresAt)],
);

export const onboardingProfiles = sqliteTable("onboarding_profiles", {
  teamId: text("team_id")
    .primaryKey()
    .references(() => teams.id, { onDelete: "cascade" }),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  profileType: text("profile_type", { enum: ["individual", "company"] })
    .notNull()
    .default("individual"),
  targetAudience: text("target_audience"),
  mainGoals: text("main_goals"),
  websiteUrl: text("website_url"),
  specificPromotions: text("specific_promotions"),
  product: text("product"),
  contentStyle: text("content_style"),
  journey: text("journey"),
  other: text("other"),
  /** How the member told us: the questionnaire, a phone call, or the voice interview with Ziva. */
  source: text("source", { enum: ["questionnaire", "phone", "voice"] }),
  /** The call's or the interview's words, kept as the member's material. */
  transcript: text("transcript"),
  /** The member's material as question/answer pairs with their kind (story, lesson, …), JSON: what posts are written from. */
  material: text("material"),
  /** Bumped whenever the answers change: one onboarding run is one revision, and gets one calendar. */
  revision: integer("revision").notNull().default(0),
  /** The calendar job started for this revision (a second start returns it). */
  calendarJobId: text("calendar_job_id"),
  /** Set when a content calendar was first asked for: sign-in then goes to /calendar. */
  completedAt: integer("completed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const calls = sqliteTable(
  "calls",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Only while the call needs it: cleared when the call ends, whatever its outcome. */
    phone: text("phone"),
    providerCallId: text("provider_call_id"),
    status: text("status", { enum: ["queued", "in-progress", "completed", "failed"] })
      .notNull()
      .default("queued"),
    transcript: text("transcript"),
    jobId: text("job_id"),
    /** The member's zone: the calendar the call leads to is planned in it. */
    timeZone: text("time_zone").notNull().default("UTC"),
    endedAt: integer("ended_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calls_team_idx").on(t.teamId), uniqueIndex("calls_provider_call_idx").on(t.providerCallId)],
);

export const feedPosts = sqliteTable(
  "feed_posts",
  {
    id: text("id").primaryKey(),
    url: text("url"),
    provider: text("provider", { enum: ["twitter", "linkedin", "reddit", "self"] })
      .notNull()
      .default("linkedin"),
    title: text("title").notNull().default(""),
    content: text("content").notNull(),
    /** JSON arrays: tags (strings) and attachments ({url}). */
    tags: text("tags").notNull().default("[]"),
    attachments: text("attachments").notNull().default("[]"),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    authorName: text("author_name").notNull(),
    authorAvatar: text("author_avatar"),
    authorProfileUrl: text("author_profile_url"),
    status: text("status").notNull().default("published"),
    scheduledAt: integer("scheduled_at"),
    /** Where it came from: the curated library, an ingested public source, or a team's own save. */
    source: text("source", { enum: ["curated", "hackernews", "rss", "saved"] })
      .notNull()
      .default("curated"),
    /** Set only for a post a team saved: that team alone sees it. Null: the public library. */
    teamId: text("team_id").references(() => teams.id, { onDelete: "cascade" }),
    /** "{team or public}|{url}": every source item is stored once. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("feed_posts_created_idx").on(t.createdAt, t.id),
    index("feed_posts_author_idx").on(t.authorName),
    index("feed_posts_team_idx").on(t.teamId),
    uniqueIndex("feed_posts_dedupe_idx").on(t.dedupeKey),
  ],
);

/** Trending topics, computed from recent public feed posts by the cron (worker/feed/topics.ts). */
export const topics = sqliteTable("topics", {
  /** "topic-{slug of the name}": the same topic keeps its id from one refresh to the next. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The summed engagement velocity of its posts; chips are shown by it, highest first. */
  score: real("score").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const topicPosts = sqliteTable(
  "topic_posts",
  {
    topicId: text("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    feedPostId: text("feed_post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    /** Its place among the topic's posts: 0 is the fastest-rising. */
    rank: integer("rank").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.feedPostId] }),
    index("topic_posts_post_idx").on(t.feedPostId),
    index("topic_posts_rank_idx").on(t.topicId, t.rank),
  ],
);

/**
 * The inspiration library's recurring work: one row per public source (a Hacker News list, an
 * RSS/Atom feed) and one for the topics. A sweep claims a due row by moving its next run forward
 * in one statement, so two sweeps at once never queue the same work twice.
 */
export const feedSchedule = sqliteTable("feed_schedule", {
  /** "hackernews:top", "hackernews:best", "rss:{url}", or "topics". */
  id: text("id").primaryKey(),
  nextRunAt: integer("next_run_at").notNull().default(0),
  lastRunAt: integer("last_run_at"),
  /** The last run's outcome, for the operator: null when it went well. */
  lastError: text("last_error"),
  /** How many items the last run stored that were new. */
  lastAdded: integer("last_added").notNull().default(0),
});

/** Fixed-window counters for the AI endpoints' rate limits (per team and per address). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    window: integer("window").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
);

/**
 * An account's weekly posting slots (docs/decisions/044): a weekday (0 = Sunday) and a time in the
 * zone it was set in. The queue puts a post in its account's next free one. Seeded from the
 * best-times default the first time the account's slots are read.
 */
export const postingSlots = sqliteTable(
  "posting_slots",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    /** "HH:MM", a wall-clock time in time_zone. */
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("posting_slots_app_slot_idx").on(t.appId, t.weekday, t.time), index("posting_slots_team_idx").on(t.teamId)],
);

/**
 * A contributor's way back (docs/decisions/046): a personal link to the posts in their account's
 * name. Only the token's SHA-256 is kept; it expires and an owner can revoke it.
 */
export const contributorLinks = sqliteTable(
  "contributor_links",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    teamId: ownedByTeam(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [uniqueIndex("contributor_links_token_idx").on(t.tokenHash), index("contributor_links_app_idx").on(t.appId)],
);

/** A post's approval history: asked, approved, rejected, edited by its contributor; each for one version. */
export const approvalEvents = sqliteTable(
  "approval_events",
  {
    id: text("id").primaryKey(),
    postId: ofPost(),
    teamId: ownedByTeam(),
    kind: text("kind", { enum: APPROVAL_EVENTS }).notNull(),
    version: integer("version").notNull(),
    /** Who, by name: a member or the contributor. */
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("approval_events_post_idx").on(t.postId, t.createdAt)],
);

/** The bell: what a member should know about, each linking to its post. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    postId: text("post_id").references(() => posts.id, { onDelete: "cascade" }),
    appId: text("app_id").references(() => apps.id, { onDelete: "cascade" }),
    /** What the bell says, in plain words. */
    text: text("text").notNull(),
    /** Once per event: a repeated sweep or retry adds nothing (e.g. "connection-expiring:{app}:{day}"). */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    readAt: integer("read_at"),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.readAt, t.createdAt), uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey)],
);

/** Every try at creating a post's first comment (issue 26 item 1), written before LinkedIn is called, like publish_attempts. */
export const commentAttempts = sqliteTable(
  "comment_attempts",
  {
    id: text("id").primaryKey(),
    postId: ofPost(),
    teamId: ownedByTeam(),
    number: integer("number").notNull(),
    startedAt: integer("started_at").notNull(),
    /** When the comment call started (null: the attempt ended before calling LinkedIn). */
    calledAt: integer("called_at"),
    endedAt: integer("ended_at"),
    outcome: text("outcome", { enum: ["posted", "found", "failed", "unknown", "retry"] }),
    httpStatus: integer("http_status"),
    urn: text("urn"),
    reason: text("reason"),
  },
  (t) => [index("comment_attempts_post_idx").on(t.postId, t.startedAt)],
);

/** A poll post's question, options and duration (issue 26 item 3): the Posts API's `content.poll`. */
export const postPolls = sqliteTable("post_polls", {
  postId: text("post_id")
    .primaryKey()
    .references((): AnySQLiteColumn => posts.id, { onDelete: "cascade" }),
  question: text("question").notNull(),
  /** JSON: the 2-4 options' texts, in order. */
  options: text("options", { mode: "json" }).$type<string[]>().notNull(),
  duration: text("duration", { enum: ["ONE_DAY", "THREE_DAYS", "SEVEN_DAYS", "FOURTEEN_DAYS"] }).notNull(),
});

/** A post's document (a PDF carousel, docs/decisions/050): one per post, with the title LinkedIn shows on it. */
export const postDocuments = sqliteTable("post_documents", {
  postId: text("post_id")
    .primaryKey()
    .references((): AnySQLiteColumn => posts.id, { onDelete: "cascade" }),
  assetId: text("asset_id")
    .notNull()
    .references(() => assets.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
});

/**
 * A published post's numbers as LinkedIn gave them at one collection (issue 27): lifetime totals
 * at `collectedAt`, so the series shows how they grew. A metric LinkedIn did not give is null.
 */
export const postMetrics = sqliteTable(
  "post_metrics",
  {
    postId: ofPost(),
    teamId: ownedByTeam(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    collectedAt: integer("collected_at").notNull(),
    impressions: integer("impressions"),
    membersReached: integer("members_reached"),
    reactions: integer("reactions"),
    comments: integer("comments"),
    reshares: integer("reshares"),
    saves: integer("saves"),
  },
  (t) => [primaryKey({ columns: [t.postId, t.collectedAt] }), index("post_metrics_team_idx").on(t.teamId, t.appId, t.collectedAt)],
);

/**
 * A member's export of their team's data (issue 28 item 5, docs/decisions/059): one zip in R2,
 * offered for 7 days through a signed link; the housekeeping deletes the object once expired.
 * Its id is the export job's id.
 */
export const dataExports = sqliteTable(
  "data_exports",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    /** Where the archive is (under the team's prefix), set when it was written. */
    r2Key: text("r2_key"),
    size: integer("size"),
    status: text("status", { enum: ["running", "ready", "failed"] })
      .notNull()
      .default("running"),
    createdAt: createdAt(),
    /** The link works until then; after it the housekeeping deletes the archive and the row. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt), index("data_exports_expires_idx").on(t.expiresAt)],
);

/**
 * The team's audit log (docs/decisions/059): who did which sensitive action, when, to what.
 * Written where each action happens; owners read the latest on /team. `actor` is a name (kept
 * after the member has gone); an id given by the writer makes a repeated write add nothing.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    teamId: ownedByTeam(),
    at: integer("at").notNull(),
    actor: text("actor").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** What it was done to, by name: a member, an account, a post's title. */
    subject: text("subject"),
    detail: text("detail"),
  },
  (t) => [index("audit_events_team_idx").on(t.teamId, t.at)],
);
