/**
 * The offline writer's two calls, as the API makes them and the writing eval measures them:
 * a draft, and a revision by the member's instruction. Both end as LinkedIn text.
 */
import { type Revision, revise } from "./instructions";
import { toLinkedInText } from "./linkedin-text";
import { type WriteInput, writePost } from "./writer";

export const draftOffline = (input: WriteInput): string => toLinkedInText(writePost(input));

/** `brief`, when the editor sends what the member first wrote, tells their own question and names from the writer's lines. */
export function reviseOffline(content: string, query: string, brief?: string | null): Revision {
  const revised = revise(content, query, brief);
  return revised.ok ? { ...revised, content: toLinkedInText(revised.content) } : revised;
}
