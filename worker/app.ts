/**
 * The API: JSON in, `{data}` out, `{msg}` on error. /public/api/* is open; /api/* needs a session.
 * Each resource is a sub-app mounted at its path; `ApiApp` types the web app's and the tests'
 * client (`hc<ApiApp>`, app/lib/api.ts), so no response shape is written twice.
 */

import { Hono } from "hono";
import { handleError } from "./http/errors";
import { requestContext, requireSession, selfStartScheduler } from "./http/middleware";
import type { AppEnv } from "./http/types";
import { accountRoutes } from "./routes/account";
import { generateRoutes, humanizerRoutes, publicHumanizerRoutes, regenerateRoutes, templateRoutes } from "./routes/ai";
import { analyticsRoutes } from "./routes/analytics";
import { appRoutes } from "./routes/apps";
import { auditRoutes } from "./routes/audit";
import { bestTimesRoutes } from "./routes/best-times";
import { contributorRoutes } from "./routes/contributor";
import { feedRoutes } from "./routes/feed";
import { ideaRoutes } from "./routes/ideas";
import { createInviteRoutes, publicInviteRoutes, teamInviteRoutes } from "./routes/invites";
import { jobRoutes } from "./routes/jobs";
import { linkPreviewRoutes } from "./routes/link-preview";
import { assetRoutes, mediaRoutes, stockPhotoRoutes, uploadRoutes, uploadUrlRoutes } from "./routes/media";
import { mentionRoutes } from "./routes/mentions";
import { notificationRoutes } from "./routes/notifications";
import { connectOAuthRoutes, loginCodeRoutes, publicOAuthRoutes } from "./routes/oauth";
import { onTimeRoutes } from "./routes/on-time";
import { generatePostsRoutes, onboardingRoutes } from "./routes/onboarding";
import { opsRoutes } from "./routes/ops";
import { jobFromCallRoutes, onboardingAgentRoutes, phoneWebhookRoutes } from "./routes/phone-call";
import { postListRoutes, postRoutes, scheduleAllRoutes } from "./routes/posts";
import { logoutRoutes, meRoutes } from "./routes/session";
import { sessionListRoutes } from "./routes/sessions";
import { slotRoutes } from "./routes/slots";
import { teamRoutes } from "./routes/team";
import { trendingPostRoutes, trendingTopicRoutes } from "./routes/trends";

const publicApi = new Hono<AppEnv>()
  .route("/oauth", publicOAuthRoutes)
  .route("/session", loginCodeRoutes)
  .route("/uploads", uploadRoutes)
  .route("/humanizer", publicHumanizerRoutes)
  .route("/phone-agent/webhook", phoneWebhookRoutes)
  .route("/invites", publicInviteRoutes)
  .route("/contributor", contributorRoutes);

const api = new Hono<AppEnv>()
  .use("*", requireSession())
  // Local runs have no cron: the first signed-in request sets the Scheduler's alarm (SCHEDULER_SELF_START).
  .use("*", selfStartScheduler())
  .route("/me", meRoutes)
  .route("/logout", logoutRoutes)
  .route("/sessions", sessionListRoutes)
  .route("/oauth", connectOAuthRoutes)
  .route("/apps", appRoutes)
  .route("/apps", slotRoutes)
  .route("/posts/schedule-all", scheduleAllRoutes)
  .route("/posts", postListRoutes)
  .route("/post", postRoutes)
  .route("/ideas", ideaRoutes)
  .route("/jobs", jobRoutes)
  .route("/best-times", bestTimesRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/get-upload-url", uploadUrlRoutes)
  .route("/stock-photos", stockPhotoRoutes)
  .route("/assets", assetRoutes)
  .route("/media", mediaRoutes)
  .route("/templates", templateRoutes)
  .route("/generate-content", generateRoutes)
  .route("/regenerate", regenerateRoutes)
  .route("/humanizer", humanizerRoutes)
  .route("/onboarding", onboardingRoutes)
  .route("/generate-posts", generatePostsRoutes)
  .route("/onboarding-agent", onboardingAgentRoutes)
  .route("/job-from-call", jobFromCallRoutes)
  .route("/feed", feedRoutes)
  .route("/trending-topics", trendingTopicRoutes)
  .route("/invite", createInviteRoutes)
  .route("/invites", teamInviteRoutes)
  .route("/team/on-time", onTimeRoutes)
  .route("/team/audit", auditRoutes)
  .route("/team", teamRoutes)
  .route("/link-preview", linkPreviewRoutes)
  .route("/mentions", mentionRoutes)
  .route("/notifications", notificationRoutes)
  .route("/account", accountRoutes)
  // The spec's path: /api/{topicId}/trending-posts.
  .route("/", trendingPostRoutes);

export const app = new Hono<AppEnv>()
  .use("*", requestContext())
  .get("/health", (c) => c.json({ data: { ok: true } }))
  // The operator's status: the operator key, never a session (mounted before /api, whose middleware wants one).
  .route("/api/ops", opsRoutes)
  .route("/public/api", publicApi)
  .route("/api", api)
  .notFound((c) => c.json({ msg: "Not found" }, 404))
  .onError(handleError);

export type ApiApp = typeof app;
