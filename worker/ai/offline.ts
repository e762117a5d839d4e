/**
 * The offline writer's two calls, as the API makes them and the writing eval measures them:
 * a draft, and a revision by the member's instruction. Both end as LinkedIn text.
 */
import { type Revision, revise } from "./instructions";
import { toLinkedInText } from "./linkedin-text";
import { type WriteInput, writePost } from "./writer";

export const draftOffline = (input: WriteInput): string => toLinkedInText(writePost(input));

export function reviseOffline(content: string, query: string): Revision {
  const revised = revise(content, query);
  return revised.ok ? { ...revised, content: toLinkedInText(revised.content) } : revised;
}
