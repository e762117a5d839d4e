/**
 * The formats a post can carry, in the order they win: LinkedIn takes one kind of content per
 * post, so the first that has something gives it, and a later one that had something says in the
 * attempt's history that it was left out.
 */
import { documentFormat } from "./document";
import type { FormatContext, PostContent, PostFormat, Prepared } from "./format";
import { imagesFormat } from "./images";
import { linkCardFormat } from "./link-card";
import { pollFormat } from "./poll";

export const POST_FORMATS: readonly PostFormat[] = [pollFormat, documentFormat, imagesFormat, linkCardFormat];

/** The post's content for LinkedIn (or none), with the notes of the formats it took or left out; or why the attempt stops. */
export async function prepareContent(
  ctx: FormatContext,
): Promise<Exclude<Prepared, { kind: "none" | "content" }> | { kind: "ready"; content: PostContent | null; note: string | null }> {
  let content: PostContent | null = null;
  const notes: string[] = [];
  for (const format of POST_FORMATS) {
    const prepared = await format.prepare(ctx, content);
    if (prepared.kind === "none" || prepared.kind === "content") {
      if (prepared.kind === "content" && content === null) content = prepared.content;
      if (prepared.note) notes.push(prepared.note);
      continue;
    }
    return prepared;
  }
  return { kind: "ready", content, note: notes.length ? notes.join(" ") : null };
}
