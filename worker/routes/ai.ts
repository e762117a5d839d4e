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
import { generationMessages, humanizerMessages, regenerationMessages } from "../ai/prompts";
import { draftWriterFor, writeDraft } from "../ai/write-draft";
import { teamPostExists } from "../db/assets";
import { recentPublishedTexts } from "../db/engagement";
import { countUse } from "../db/rate-limits";
import { callerAddress } from "../http/address";
import { BUDGETS } from "../http/budgets";
import { ApiError, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { chatModelFor } from "../providers/ai";

const HOUR = 60 * 60 * 1000;
/** Declared with every other costly action's budget (worker/http/budgets.ts). */
export const AI_RATE_LIMITS = {
  perTeamPerHour: BUDGETS.aiDraftsPerTeam.max,
  perAddressPerHour: BUDGETS.aiDraftsPerAddress.max,
  publicPerAddressPerHour: BUDGETS.humanizedPerAddress.max,
} as const;

async function limit(c: Context<AppEnv>, key: string, max: number, what: string) {
  const used = await countUse(c.var.db, key, HOUR);
  if (used > max) throw new ApiError(429, `You've reached the limit of ${max} ${what} an hour. Please try again later.`);
}

async function countAiUse(c: Context<AppEnv>) {
  await limit(c, `ai:team:${c.var.caller.teamId}`, AI_RATE_LIMITS.perTeamPerHour, "AI drafts");
  await limit(c, `ai:ip:${callerAddress(c)}`, AI_RATE_LIMITS.perAddressPerHour, "AI drafts");
}

/** GET /api/templates. Mounted at /api/templates. */
export const templateRoutes = new Hono<AppEnv>().get("/", (c) => {
  // Browsable by category, 10 shown per category (spec §2).
  const categories = TEMPLATE_CATEGORIES.map((name) => ({ name, templates: templatesIn(name, 10) }));
  c.header("cache-control", "private, max-age=3600");
  return c.json({ data: { data: categories } });
});

/** The team's writer, and the member's latest published posts as its voice examples (none read when no model writes). */
async function writerWithVoice(c: Context<AppEnv>) {
  const { userId, teamId } = c.var.caller;
  const writer = await draftWriterFor(c.env, c.var.db, userId);
  return { writer, voiceExamples: writer.model ? await recentPublishedTexts(c.var.db, teamId, userId) : [] };
}

/** A model's failure is the spec's message for that call (502). */
const failsWith = (message: string) => () => new ApiError(502, message);

/** POST /api/generate-content. Mounted at /api/generate-content. */
export const generateRoutes = new Hono<AppEnv>().post("/", jsonBody(generateContentSchema), async (c) => {
  const input = c.req.valid("json");
  await countAiUse(c);
  const { writer, voiceExamples } = await writerWithVoice(c);
  const args = { template: input.template ?? undefined, reference: input.reference ?? undefined, userInput: input.userInput, tone: input.tone };
  const draft = await writeDraft(
    writer,
    { messages: generationMessages({ ...args, author: writer.author, voiceExamples }), offline: () => draftOffline({ ...args, author: writer.author.kind }) },
    c.var.log,
    failsWith(TEXT.errors.generic),
  );
  return c.json({ data: { content: draft.content, source: draft.byModel ? writer.source : "composer" } });
});

/** POST /api/regenerate. Mounted at /api/regenerate. */
export const regenerateRoutes = new Hono<AppEnv>().post("/", jsonBody(regenerateSchema), async (c) => {
  const input = c.req.valid("json");
  if (input.postId && !(await teamPostExists(c.var.db, c.var.caller.teamId, input.postId))) throw notFound("Post not found");
  await countAiUse(c);
  const { writer, voiceExamples } = await writerWithVoice(c);
  const offline = () => {
    // An instruction the offline writer cannot follow changes nothing and says why (422).
    const revised = reviseOffline(input.content, input.query, input.brief);
    if (!revised.ok) throw new ApiError(422, revised.message);
    return revised.content;
  };
  const draft = await writeDraft(
    writer,
    { messages: regenerationMessages({ ...input, author: writer.author, voiceExamples }), offline },
    c.var.log,
    failsWith(TEXT.errors.regenerate),
  );
  if (draft.byModel) return c.json({ data: { content: draft.content, source: writer.source } });
  return c.json({ data: { content: draft.content, source: "composer" as const, understands: OFFLINE_UNDERSTANDS } });
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
