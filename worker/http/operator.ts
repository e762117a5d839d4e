/**
 * The operator's door (docs/decisions/037): the x-operator-key header against OPERATOR_KEY,
 * compared in constant time. A caller without it, with a wrong one, or with a member's session
 * gets the API's own 404, so the route's existence is not revealed. Cloudflare Access in front of
 * the path is production's first door; this key is the one the worker itself insists on.
 */
import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import type { AppEnv } from "./types";

export const OPERATOR_HEADER = "x-operator-key";

/**
 * SHA-256 of both first, so what is compared has one length whatever was sent; then every byte,
 * without stopping at the first difference: a nearly right key takes as long as a wrong one.
 */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0 && given.length > 0;
}

export function requireOperator() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await sameSecret(c.req.header(OPERATOR_HEADER) ?? "", readConfig(c.env).OPERATOR_KEY))) return c.json({ msg: "Not found" }, 404);
    await next();
  });
}
