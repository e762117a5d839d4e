/** Messages on the JOBS queue, from the job kinds (registry.ts). */

export { PUBLISH_RUNNERS, type PublishMessage } from "./kinds/publish";
export { type JobMessage, jobMessageSchema } from "./registry";
