/** How the queue runs a first-comment job (first-comment.ts is the job; worker/publishing/first-comment.ts does the work). */
import { giveUpFirstComment, postFirstComment } from "../../publishing/first-comment";
import { linkedinWriteHandler } from "../linkedin-write";
import { firstCommentKind } from "./first-comment";

export const firstCommentHandler = linkedinWriteHandler(firstCommentKind, { handle: postFirstComment, deadLetter: giveUpFirstComment });
