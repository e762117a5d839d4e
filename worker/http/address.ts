import type { Context } from "hono";
import type { AppEnv } from "./types";

/**
 * The caller's address for per-address limits: Cloudflare's CF-Connecting-IP only. Headers a
 * client can set itself (X-Forwarded-For, X-Real-IP) are never trusted.
 */
export const callerAddress = (c: Context<AppEnv>) => c.req.header("cf-connecting-ip")?.trim() || "unknown";
