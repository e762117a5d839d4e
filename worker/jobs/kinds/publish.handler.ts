/** How the queue runs a publish job (publish.ts is the job itself; worker/publishing/publish.ts does the work). */
import { readConfig } from "../../config";
import { giveUpPublishing, publishPost } from "../../publishing/publish";
import { defineJobKind } from "../kind";
import { publishKind } from "./publish";

export const publishHandler = defineJobKind({
  ...publishKind,
  retry: { maxDelaySeconds: (env) => readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS },
  handle: (env, message, log) => publishPost(env, message, log),
  deadLetter: (env, message, log) => giveUpPublishing(env, message, log),
  again: (message, outcome) => (outcome.retry ? { ...message, runner: "retry" as const } : message),
});
