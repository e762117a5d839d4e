/**
 * A post's poll (docs/decisions/048) as the Posts API's poll content: `content.poll` with the
 * question, the options as `{ text }` and `settings.duration` in LinkedIn's words (Poll API,
 * https://learn.microsoft.com/en-us/linkedin/marketing/integrations/community-management/shares/poll-post-api).
 * Nothing to upload. It comes first in the list: a poll post is a poll, whatever else it holds.
 */
import { postPollOf } from "../../db/polls";
import type { PostFormat } from "./format";

export const pollFormat: PostFormat = {
  name: "poll",
  async prepare({ store, post }) {
    const poll = await postPollOf(store, post.teamId, post.id);
    if (!poll) return { kind: "none" };
    const content = { poll: { question: poll.question, options: poll.options.map((text) => ({ text })), settings: { duration: poll.duration } } };
    return { kind: "content", content };
  },
};
