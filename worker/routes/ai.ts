/**
 * Writing with AI: generate, regenerate, humanize. A configured model writes when there is one;
 * otherwise the offline composer and the rules-based humanizer do, and the answer says so
 * (`source`). Blank input never reaches a provider; every call counts against the team's and the
 * address's hourly limits.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { generateContentSchema, humanizerSchema, regenerateSchema } from "../../app/spec/schemas";
import { TEMPLATE_CATEGORIES, templatesIn } from "../../app/spec/templates";
import { TEXT } from "../../app/spec/texts";
import { writeWithModel } from "../ai/draft-check";
import { humanize } from "../ai/humanizer";
import { OFFLINE_UNDERSTANDS } from "../ai/instructions";
import { draftOffline, reviseOffline } from "../ai/offline";
import { type Author, type ChatMessage, generationMessages, humanizerMessages, regenerationMessages } from "../ai/prompts";
import { teamPostExists } from "../db/assets";
import { recentPublishedTexts } from "../db/engagement";
import { countUse } from "../db/rate-limits";
import { findUser } from "../db/users";
import { callerAddress } from "../http/address";
import { ApiError, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { chatModelFor } from "../providers/ai";
import { AiProviderError } from "../providers/ai/types";

const HOUR = 60 * 60 * 1000;
export const AI_RATE_LIMITS = { perTeamPerHour: 30, perAddressPerHour: 60, publicPerAddressPerHour: 10 } as const;

async function limit(c: Context<AppEnv>, key: string, max: number, what: string) {
  const used = await countUse(c.var.db, key, HOUR);
  if (used > max) throw new ApiError(429, `You've reached the limit of ${max} ${what} an hour. Please try again later.`);
}

async function countAiUse(c: Context<AppEnv>) {
  await limit(c, `ai:team:${c.var.caller.teamId}`, AI_RATE_LIMITS.perTeamPerHour, "AI drafts");
  await limit(c, `ai:ip:${callerAddress(c)}`, AI_RATE_LIMITS.perAddressPerHour, "AI drafts");
}

/** Asks the model, checks its draft (one retry when it breaks the rules); a provider failure becomes the spec's message for that call. */
async function ask(c: Context<AppEnv>, messages: ChatMessage[], failure: string): Promise<string | null> {
  const model = chatModelFor(c.env);
  if (!model) return null;
  try {
    const draft = await writeWithModel(model, messages);
    if (draft.retried) c.var.log.info("ai draft retried", { left: draft.problems.length });
    return draft.text;
  } catch (error) {
    c.var.log.warn("ai provider failed", { error: (error as Error).message, kind: error instanceof AiProviderError ? error.kind : "unknown" });
    throw new ApiError(502, failure);
  }
}

/** GET /api/templates. Mounted at /api/templates. */
export const templateRoutes = new Hono<AppEnv>().get("/", (c) => {
  // Browsable by category, 10 shown per category (spec §2).
  const categories = TEMPLATE_CATEGORIES.map((name) => ({ name, templates: templatesIn(name, 10) }));
  c.header("cache-control", "private, max-age=3600");
  return c.json({ data: { data: categories } });
});

/** Who is writing, and their latest published posts (a model's voice examples; none are read when no model is set). */
async function writer(c: Context<AppEnv>, withVoice: boolean): Promise<{ author: Author; voiceExamples: string[] }> {
  const { userId, teamId } = c.var.caller;
  const user = await findUser(c.var.db, userId);
  const author: Author = { kind: user?.profileType === "company" ? "company" : "person", name: user?.name ?? "the member", language: "English" };
  return { author, voiceExamples: withVoice ? await recentPublishedTexts(c.var.db, teamId, userId) : [] };
}

/** POST /api/generate-content. Mounted at /api/generate-content. */
export const generateRoutes = new Hono<AppEnv>().post("/", jsonBody(generateContentSchema), async (c) => {
  const input = c.req.valid("json");
  await countAiUse(c);
  const { author, voiceExamples } = await writer(c, chatModelFor(c.env) !== null);
  const args = { template: input.template ?? undefined, reference: input.reference ?? undefined, userInput: input.userInput, tone: input.tone };
  const written = await ask(c, generationMessages({ ...args, author, voiceExamples }), TEXT.errors.generic);
  const content = written ?? draftOffline({ ...args, author: author.kind });
  return c.json({ data: { content, source: written ? chatModelFor(c.env)!.source : "composer" } });
});

/** POST /api/regenerate. Mounted at /api/regenerate. */
export const regenerateRoutes = new Hono<AppEnv>().post("/", jsonBody(regenerateSchema), async (c) => {
  const input = c.req.valid("json");
  if (input.postId && !(await teamPostExists(c.var.db, c.var.caller.teamId, input.postId))) throw notFound("Post not found");
  await countAiUse(c);
  const { author, voiceExamples } = await writer(c, chatModelFor(c.env) !== null);
  const written = await ask(c, regenerationMessages({ ...input, author, voiceExamples }), TEXT.errors.regenerate);
  if (written) return c.json({ data: { content: written, source: chatModelFor(c.env)!.source } });
  // An instruction the offline writer cannot follow changes nothing and says why (422).
  const revised = reviseOffline(input.content, input.query, input.brief);
  if (!revised.ok) throw new ApiError(422, revised.message);
  return c.json({ data: { content: revised.content, source: "composer", understands: OFFLINE_UNDERSTANDS } });
});

/** POST /api/humanizer for members. Mounted at /api/humanizer. */
export const humanizerRoutes = new Hono<AppEnv>().post("/", jsonBody(humanizerSchema), async (c) => {
  await countAiUse(c);
  return c.json({ data: await humanizeWith(c, c.req.valid("json").content) });
});

async function humanizeWith(c: Context<AppEnv>, content: string) {
  const model = chatModelFor(c.env);
  if (model) {
    try {
      return { data: (await writeWithModel(model, humanizerMessages({ content }))).text, changes: [], source: model.source };
    } catch {
      throw new ApiError(502, TEXT.errors.generic);
    }
  }
  const { text, changes } = humanize(content);
  return { data: text, changes, source: "rules" as const };
}

/** The free humanizer for visitors: stricter per-address limit. Mounted at /public/api/humanizer. */
export const publicHumanizerRoutes = new Hono<AppEnv>().post("/", jsonBody(humanizerSchema), async (c) => {
  const input = c.req.valid("json");
  await limit(c, `humanizer:ip:${callerAddress(c)}`, AI_RATE_LIMITS.publicPerAddressPerHour, "humanized texts");
  return c.json({ data: await humanizeWith(c, input.content) });
});
