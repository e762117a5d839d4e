/**
 * GET /api/trending-topics (the topics, strongest first) and GET /api/{topicId}/trending-posts
 * (a topic's posts, fastest-rising first, each with its topics and status). Topics are made of
 * public posts only: a team's saved posts never appear here.
 */
import { Hono } from "hono";
import { z } from "zod";
import { listTopicPosts, listTopics } from "../db/feed";
import { POSTS_PER_TOPIC } from "../feed/topics";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { params } from "../http/validate";

export const TOPIC_GONE = "This topic is no longer trending.";

export const trendingTopicRoutes = new Hono<AppEnv>().get("/", async (c) => c.json({ data: await listTopics(c.var.db) }));

export const trendingPostRoutes = new Hono<AppEnv>().get(
  "/:topicId/trending-posts",
  params(z.object({ topicId: z.string().regex(/^[a-z0-9-]{1,80}$/, TOPIC_GONE) })),
  async (c) => {
    const posts = await listTopicPosts(c.var.db, c.req.valid("param").topicId, POSTS_PER_TOPIC);
    if (!posts) throw notFound(TOPIC_GONE);
    return c.json({ data: posts });
  },
);
