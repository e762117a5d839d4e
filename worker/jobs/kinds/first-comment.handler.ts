/** How the queue runs a first-comment job (first-comment.ts is the job; worker/publishing/first-comment.ts does the work). */
import { readConfig } from "../../config";
import { giveUpFirstComment, postFirstComment } from "../../publishing/first-comment";
import { defineJobKind } from "../kind";
import { firstCommentKind } from "./first-comment";

export const firstCommentHandler = defineJobKind({
  ...firstCommentKind,
  retry: { maxDelaySeconds: (env) => readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS },
  handle: (env, message, log) => postFirstComment(env, message, log),
  deadLetter: (env, message, log) => giveUpFirstComment(env, message, log),
  again: (message, outcome) => (outcome.retry ? { ...message, runner: "retry" as const } : message),
});
