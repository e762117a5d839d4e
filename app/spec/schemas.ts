/**
 * Payloads of the API (product-spec.md §7), validated with the same zod schema in the browser
 * and in the worker.
 */
import { z } from "zod";
import { PROFILE_TYPES } from "./limits";
import { safeRedirectPath } from "./redirect";
import { TEXT } from "./texts";

/** The UI says personal / organization; storage says individual / company. Both are accepted. */
export const profileTypeSchema = z
  .enum(["individual", "company", "personal", "organization"])
  .transform((v) => (v === "personal" ? "individual" : v === "organization" ? "company" : v))
  .pipe(z.enum(PROFILE_TYPES));

export const redirectPathSchema = z
  .string({ required_error: "redirectUrl is required" })
  .max(512, "redirectUrl is too long")
  .transform((v, ctx) => {
    const safe = safeRedirectPath(v);
    if (!safe) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "redirectUrl must be a path of this site" });
      return z.NEVER;
    }
    return safe;
  });

const optionalId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const oauthSignInSchema = z.object({
  type: z.enum(["login", "invite"]).default("login"),
  provider: z.literal("linkedin", { errorMap: () => ({ message: "provider must be linkedin" }) }),
  username: z
    .string({ required_error: TEXT.signin.usernameRequired })
    .trim()
    .min(1, TEXT.signin.usernameRequired)
    .max(200, TEXT.signin.invalidUsername),
  redirectUrl: redirectPathSchema.default("/onboarding"),
  profileType: profileTypeSchema.default("individual"),
  teamId: optionalId,
  inviteId: optionalId,
});
export type OAuthSignInRequest = z.infer<typeof oauthSignInSchema>;

export const oauthConnectSchema = z.object({
  provider: z.literal("linkedin", { errorMap: () => ({ message: "provider must be linkedin" }) }),
  redirectUrl: redirectPathSchema,
  type: z.literal("login").default("login"),
});

export const usernameSuggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  profileUrl: z.string(),
});
export type UsernameSuggestion = z.infer<typeof usernameSuggestionSchema>;

export type SessionUser = {
  id: string;
  name: string;
  avatar: string | null;
  email: string | null;
  profileType: "individual" | "company";
  teamId: string;
};
