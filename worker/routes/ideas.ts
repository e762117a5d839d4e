/**
 * POST /api/ideas/{id}/answer: an idea card's question answered in the editor writes its draft,
 * from the member's words (what they had said before, and this answer) shaped as the card's post
 * type, by the configured model or the offline writer. The answer must be able to carry a post:
 * a one-liner is asked for more rather than padded. Mounted at /api/ideas.
 */
import { Hono } from "hono";
import { z } from "zod";
import { type MaterialKind, POST_TYPES, type PostType } from "../../app/spec/material";
import { draftWriterFor } from "../ai/write-draft";
import { findTeamIdea, writeIdeaDraft } from "../db/drafts";
import { findProfile } from "../db/onboarding";
import { findTeamPostView } from "../db/posts";
import { ApiError, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { canCarryPost } from "../onboarding/compose";
import { sentencesOfAnswer } from "../onboarding/material";
import { contextOf, TONE_FOR } from "../onboarding/planner";
import { writeEntry } from "../onboarding/write";

export const IDEA_ANSWER_MAX = 4000;
export const TOO_THIN = "Tell us a little more: two or three sentences, with one detail (a number, a name, a moment), make a post.";
const answerSchema = z.object({
  answer: z
    .string({ required_error: "Write your answer first." })
    .trim()
    .min(1, "Write your answer first.")
    .max(IDEA_ANSWER_MAX, `Keep your answer under ${IDEA_ANSWER_MAX} characters.`),
});

const KIND_OF: Record<PostType, MaterialKind> = { story: "story", lesson: "lesson", list: "note", opinion: "opinion", result: "result", qa: "question" };

export const ideaRoutes = new Hono<AppEnv>().post("/:id/answer", jsonBody(answerSchema), async (c) => {
  const { teamId, userId } = c.var.caller;
  const id = c.req.param("id");
  const store = c.var.db;
  const idea = await findTeamIdea(store, teamId, id);
  if (!idea) throw notFound("This idea has been answered already, or it isn't yours.");
  const postType: PostType = POST_TYPES.includes(idea.postType as PostType) ? (idea.postType as PostType) : "story";
  // What the member had said before (a thin answer kept on the card) comes first, then this answer.
  const answer = [idea.content.trim(), c.req.valid("json").answer].filter(Boolean).join("\n");
  const piece = { kind: KIND_OF[postType], question: idea.ideaQuestion ?? "", answer, sentences: sentencesOfAnswer(answer) };
  if (!canCarryPost(piece)) throw new ApiError(400, TOO_THIN);
  const profile = await findProfile(store, teamId);
  const writer = await draftWriterFor(c.env, store, userId, profile?.profileType);
  const content = await writeEntry(
    writer,
    {
      piece,
      postType,
      tone: TONE_FOR[postType],
      context: contextOf({ ...profile, profileType: writer.author.kind === "company" ? "company" : "individual" }),
      promotion: null,
      addressAudience: false,
      taken: new Set(),
      author: writer.author,
      goals: profile?.mainGoals ?? null,
    },
    c.var.log,
  );
  // One conditional write: a second tab's answer finds no idea left.
  if (!(await writeIdeaDraft(store, teamId, id, content, writer.name))) throw new ApiError(409, "This idea has been answered already.");
  return c.json({ data: await findTeamPostView(store, teamId, id) });
});
