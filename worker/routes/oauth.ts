import { Hono } from "hono";
import { LOGIN_BINDING, OAUTH_STATE_TTL_MS } from "../../app/spec/limits";
import { loginCodeSchema, oauthConnectSchema, oauthSignInSchema, type UsernameSuggestion } from "../../app/spec/schemas";
import { deviceOf } from "../../app/spec/sessions";
import { TEXT } from "../../app/spec/texts";
import { BINDING_HEADER, bindingCookie, loginBindingCookie } from "../auth/browser-binding";
import { completeSignIn, exchangeLoginCode, startConnect, startSignIn } from "../auth/signin";
import { readConfig } from "../config";
import { countUse } from "../db/rate-limits";
import { findUser } from "../db/users";
import { callerAddress } from "../http/address";
import { ApiError, badRequest } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { LINKEDIN_CALLBACK_ROUTE, linkedinFor } from "../providers";

/** The spec's answer: data.url, data.recommendations, or neither (then the member goes to /inputForm). */
type SignInAnswer = { url?: string; recommendations?: UsernameSuggestion[] };

const TOO_MANY_SIGN_INS = "Too many sign-in attempts from your network. Please wait a few minutes and try again.";

/** Public: what sign-in can offer, sign-in start and LinkedIn's callback. Mounted at /public/api/oauth. */
export const publicOAuthRoutes = new Hono<AppEnv>()
  // The sign-in screen offers a company page only when the LinkedIn app can ask for one (decision 079).
  .get("/options", (c) => c.json({ data: { companyPages: linkedinFor(c.env).scopesFor("company") !== null } }))
  .post("/", jsonBody(oauthSignInSchema), async (c) => {
    const input = c.req.valid("json");
    // Sign-in starts are limited per address: each leaves a state row and a name lookup.
    const used = await countUse(c.var.db, `signin:ip:${callerAddress(c)}`, 10 * 60_000);
    if (used > readConfig(c.env).SIGNIN_STARTS_PER_10_MIN) throw new ApiError(429, TOO_MANY_SIGN_INS);
    const result = await startSignIn(c.var.db, linkedinFor(c.env), input);
    if ("bindingNonce" in result) {
      c.header("set-cookie", bindingCookie(result.bindingNonce, OAUTH_STATE_TTL_MS / 1000));
      return c.json({ data: { url: result.url } as SignInAnswer });
    }
    return c.json({ data: result as SignInAnswer });
  })
  .get(LINKEDIN_CALLBACK_ROUTE, async (c) => {
    const nonce = c.req.header(BINDING_HEADER) ?? null;
    const end = await completeSignIn(c.env, c.var.db, linkedinFor(c.env), c.req.query(), nonce, c.var.log);
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    c.header("set-cookie", bindingCookie("", 0));
    if (typeof end === "string") return c.redirect(end, 302);
    // The address carries a one-time code; only this browser (its login binding cookie) can trade it.
    c.header("set-cookie", loginBindingCookie(end.loginBinding, LOGIN_BINDING.ttlSeconds), { append: true });
    return c.redirect(end.location, 302);
  });

/** Public: the one-time login code traded for a session token. Mounted at /public/api/session. */
export const loginCodeRoutes = new Hono<AppEnv>().post("/", jsonBody(loginCodeSchema), async (c) => {
  const { code } = c.req.valid("json");
  // The browser it was opened in, in words, for the member's list of sessions (never the raw User-Agent).
  const device = deviceOf(c.req.header("user-agent"));
  const token = await exchangeLoginCode(c.var.db, readConfig(c.env).SESSION_SECRET, code, c.req.header(LOGIN_BINDING.header) ?? null, device);
  if (!token) throw badRequest(TEXT.auth.signInLinkUsed);
  c.header("cache-control", "no-store");
  return c.json({ data: { token } });
});

/** Signed in: connect a LinkedIn account to the caller's team. Mounted at /api/oauth. */
export const connectOAuthRoutes = new Hono<AppEnv>().post("/", jsonBody(oauthConnectSchema), async (c) => {
  const input = c.req.valid("json");
  const caller = c.var.caller;
  const user = await findUser(c.var.db, caller.userId);
  const { url, bindingNonce } = await startConnect(c.var.db, linkedinFor(c.env), caller, {
    redirectUrl: input.redirectUrl,
    profileType: user?.profileType ?? "individual",
  });
  c.header("set-cookie", bindingCookie(bindingNonce, OAUTH_STATE_TTL_MS / 1000));
  return c.json({ data: { url } });
});
