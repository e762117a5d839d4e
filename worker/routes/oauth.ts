import { Hono } from "hono";
import { oauthConnectSchema, oauthSignInSchema } from "../../app/spec/schemas";
import { OAUTH_STATE_TTL_MS } from "../../app/spec/limits";
import { bindingCookie, BINDING_HEADER } from "../auth/browser-binding";
import { completeSignIn, startConnect, startSignIn } from "../auth/signin";
import { readConfig } from "../config";
import { db } from "../db/client";
import { findUser } from "../db/users";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { linkedinFor, LINKEDIN_CALLBACK_PATH } from "../providers";

/** Public: sign-in start and LinkedIn's callback. Mounted at /public/api. */
export const publicOAuthRoutes = new Hono<AppEnv>()
  .post("/oauth", async (c) => {
    const input = await jsonBody(c, oauthSignInSchema);
    const result = await startSignIn(db(c.env), linkedinFor(c.env), input);
    if ("bindingNonce" in result) {
      c.header("set-cookie", bindingCookie(result.bindingNonce, readConfig(c.env).APP_URL, OAUTH_STATE_TTL_MS / 1000));
      return c.json({ data: { url: result.url } });
    }
    return c.json({ data: result });
  })
  .get(LINKEDIN_CALLBACK_PATH.replace("/public/api", ""), async (c) => {
    const nonce = c.req.header(BINDING_HEADER) ?? null;
    const next = await completeSignIn(c.env, db(c.env), linkedinFor(c.env), c.req.query(), nonce, c.var.log);
    // The token travels once, in the redirect; the page that receives it moves it into the cookie.
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    c.header("set-cookie", bindingCookie("", readConfig(c.env).APP_URL, 0));
    return c.redirect(next, 302);
  });

/** Signed in: connect a LinkedIn account to the caller's team. Mounted at /api. */
export const connectOAuthRoutes = new Hono<AppEnv>().post("/oauth", async (c) => {
  const input = await jsonBody(c, oauthConnectSchema);
  const caller = c.var.caller;
  const user = await findUser(db(c.env), caller.userId);
  const { url, bindingNonce } = await startConnect(db(c.env), linkedinFor(c.env), caller, {
    redirectUrl: input.redirectUrl,
    profileType: user?.profileType ?? "individual",
  });
  c.header("set-cookie", bindingCookie(bindingNonce, readConfig(c.env).APP_URL, OAUTH_STATE_TTL_MS / 1000));
  return c.json({ data: { url } });
});
