/**
 * The API: JSON in, `{data}` out, `{msg}` on error. /public/api/* is open; /api/* needs a session.
 */
import { Hono } from "hono";
import { handleError } from "./http/errors";
import { requestContext, requireSession } from "./http/middleware";
import type { AppEnv } from "./http/types";
import { aiRoutes, publicAiRoutes } from "./routes/ai";
import { appRoutes } from "./routes/apps";
import { bestTimesRoutes } from "./routes/best-times";
import { jobRoutes } from "./routes/jobs";
import { mediaRoutes, uploadRoutes } from "./routes/media";
import { connectOAuthRoutes, publicOAuthRoutes } from "./routes/oauth";
import { postRoutes } from "./routes/posts";
import { sessionRoutes } from "./routes/session";

const publicApi = new Hono<AppEnv>().route("/", publicOAuthRoutes).route("/", uploadRoutes).route("/", publicAiRoutes);

const api = new Hono<AppEnv>()
  .use("*", requireSession())
  .route("/", sessionRoutes)
  .route("/", connectOAuthRoutes)
  .route("/", appRoutes)
  .route("/", postRoutes)
  .route("/", jobRoutes)
  .route("/", bestTimesRoutes)
  .route("/", mediaRoutes)
  .route("/", aiRoutes);

export const app = new Hono<AppEnv>()
  .use("*", requestContext())
  .get("/health", (c) => c.json({ data: { ok: true } }))
  .route("/public/api", publicApi)
  .route("/api", api)
  .notFound((c) => c.json({ msg: "Not found" }, 404))
  .onError(handleError);

export type ApiApp = typeof app;
