import { Hono } from "hono";
import { oauthConnectSchema, oauthSignInSchema } from "../../app/spec/schemas";
import { completeSignIn, startConnect, startSignIn } from "../auth/signin";
import { db } from "../db/client";
import { findUser } from "../db/users";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { linkedinFor, LINKEDIN_CALLBACK_PATH } from "../providers";

/** Public: sign-in start and LinkedIn's callback. Mounted at /public/api. */
export const publicOAuthRoutes = new Hono<AppEnv>()
  .post("/oauth", async (c) => {
    const input = await jsonBody(c, oauthSignInSchema);
    const data = await startSignIn(db(c.env), linkedinFor(c.env), input);
    return c.json({ data });
  })
  .get(LINKEDIN_CALLBACK_PATH.replace("/public/api", ""), async (c) => {
    const next = await completeSignIn(c.env, db(c.env), linkedinFor(c.env), c.req.query(), c.var.log);
    // The token travels once, in the redirect; the page that receives it moves it into the cookie.
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    return c.redirect(next, 302);
  });

/** Signed in: connect a LinkedIn account to the caller's team. Mounted at /api. */
export const connectOAuthRoutes = new Hono<AppEnv>().post("/oauth", async (c) => {
  const input = await jsonBody(c, oauthConnectSchema);
  const caller = c.var.caller;
  const user = await findUser(db(c.env), caller.userId);
  const data = await startConnect(db(c.env), linkedinFor(c.env), caller, {
    redirectUrl: input.redirectUrl,
    profileType: user?.profileType ?? "individual",
  });
  return c.json({ data });
});
