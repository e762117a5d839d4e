import { Hono } from "hono";
import { LOGIN_BINDING, OAUTH_STATE_TTL_MS } from "../../app/spec/limits";
import { loginCodeSchema, oauthConnectSchema, oauthSignInSchema } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { countUse } from "../db/rate-limits";
import { callerAddress } from "../http/address";
import { ApiError, badRequest } from "../http/errors";

const TOO_MANY_SIGN_INS = "Too many sign-in attempts from your network. Please wait a few minutes and try again.";

import { BINDING_HEADER, bindingCookie, loginBindingCookie } from "../auth/browser-binding";
import { completeSignIn, exchangeLoginCode, startConnect, startSignIn } from "../auth/signin";
import { readConfig } from "../config";
import { db } from "../db/client";
import { findUser } from "../db/users";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { LINKEDIN_CALLBACK_PATH, linkedinFor } from "../providers";

/** Public: sign-in start and LinkedIn's callback. Mounted at /public/api. */
export const publicOAuthRoutes = new Hono<AppEnv>()
  .post("/oauth", async (c) => {
    const input = await jsonBody(c, oauthSignInSchema);
    // Sign-in starts are limited per address: each leaves a state row and a name lookup.
    const used = await countUse(db(c.env), `signin:ip:${callerAddress(c)}`, 10 * 60_000);
    if (used > readConfig(c.env).SIGNIN_STARTS_PER_10_MIN) throw new ApiError(429, TOO_MANY_SIGN_INS);
    const result = await startSignIn(db(c.env), linkedinFor(c.env), input);
    if ("bindingNonce" in result) {
      c.header("set-cookie", bindingCookie(result.bindingNonce, readConfig(c.env).APP_URL, OAUTH_STATE_TTL_MS / 1000));
      return c.json({ data: { url: result.url } });
    }
    return c.json({ data: result });
  })
  .get(LINKEDIN_CALLBACK_PATH.replace("/public/api", ""), async (c) => {
    const nonce = c.req.header(BINDING_HEADER) ?? null;
    const end = await completeSignIn(c.env, db(c.env), linkedinFor(c.env), c.req.query(), nonce, c.var.log);
    const appUrl = readConfig(c.env).APP_URL;
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    c.header("set-cookie", bindingCookie("", appUrl, 0));
    if (typeof end === "string") return c.redirect(end, 302);
    // The address carries a one-time code; only this browser (its login_binding cookie) can trade it.
    c.header("set-cookie", loginBindingCookie(end.loginBinding, appUrl, LOGIN_BINDING.ttlSeconds), { append: true });
    return c.redirect(end.location, 302);
  })
  .post("/session", async (c) => {
    const { code } = await jsonBody(c, loginCodeSchema);
    const token = await exchangeLoginCode(db(c.env), readConfig(c.env).SESSION_SECRET, code, c.req.header(LOGIN_BINDING.header) ?? null);
    if (!token) throw badRequest(TEXT.auth.signInLinkUsed);
    c.header("cache-control", "no-store");
    return c.json({ data: { token } });
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
