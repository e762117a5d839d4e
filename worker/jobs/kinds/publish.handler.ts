/** How the queue runs a publish job (publish.ts is the job itself; worker/publishing/publish.ts does the work). */
import { giveUpPublishing, publishPost } from "../../publishing/publish";
import { linkedinWriteHandler } from "../linkedin-write";
import { publishKind } from "./publish";

export const publishHandler = linkedinWriteHandler(publishKind, { handle: publishPost, deadLetter: giveUpPublishing });
