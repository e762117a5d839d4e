import type { PostSummary } from "~/lib/api";
import { ApiCallError, messageOf } from "~/lib/api.client";
import { createPost, publishPost, updatePost } from "~/lib/posts.client";
import { queueExistingPost, queueNewPost } from "~/lib/slots.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import type { LinkCard } from "~/spec/link-card";
import { SLOT_TEXT, slotLabel } from "~/spec/posting-slots";
import { ROLE_TEXT } from "~/spec/roles";
import { TEXT } from "~/spec/texts";
import type { DocumentDraft } from "./DocumentField";
import type { PollDraft } from "./PollFields";
import type { PostImagesState } from "./PostImages";
import type { Schedule } from "./ScheduleFields";

type Draft = {
  /** The post being edited; none for a new one. */
  post?: PostSummary;
  content: string;
  /** The accounts it goes out as (post-as.ts): one post each when new; an edited post takes the first. None: the team has no account yet. */
  appIds: string[];
  images: PostImagesState;
  schedule: Schedule;
  linkCard: { linkCard: LinkCard | null; removedLink: string | null };
  /** The post's poll: saved when on; turned off on a post that had one, removed. */
  poll: PollDraft;
  /** The post's PDF document: saved when attached; removed from a post that had one. */
  document: DocumentDraft;
  timeZone: string;
  /** The first comment as the editor leaves it (docs/decisions/047): null for none. */
  firstComment: string | null;
  /** After a save; with the publish job's id when it was published now. */
  onSaved(jobId?: string): void;
  /** Published now with no LinkedIn account connected. */
  onNeedsConnect(): void;
};

/**
 * The editor's save: creates the post (one per account chosen) or updates it, with its images,
 * link card and time; then, for Publish now, publishes each. A failed save leaves the dialog open
 * (apiCall or the toast here said why).
 */
export function useSavePost(draft: Draft) {
  return useMutation(
    async (): Promise<{ jobId?: string; queuedAt?: string | null; waitingFor?: string } | "connect"> => {
      const { post, content, schedule, timeZone } = draft;
      // The poll travels with the link card's fields: a new post takes it when on, an edited one also loses it when turned off.
      const linkCard = {
        ...draft.linkCard,
        ...(draft.poll.value || draft.poll.hadPoll ? { poll: draft.poll.value } : {}),
        ...(draft.document.value || draft.document.hadDocument ? { document: draft.document.value } : {}),
      };
      const scheduledAt = schedule.scheduledAt();
      const targets = draft.appIds.length > 0 ? draft.appIds : undefined;
      // A document goes without images (LinkedIn shows one or the other): none are saved with it.
      const attachments = draft.document.value ? [] : draft.images.attachments();
      let ids = post ? [post.id] : [];
      if (schedule.queued) {
        // Add to queue: the server picks the account's next free slot and answers the post with it.
        if (post) {
          const saved = await queueExistingPost(post.id, {
            content,
            ...(targets ? { appIds: targets.slice(0, 1) } : {}),
            attachments,
            timeZone,
            ...linkCard,
            firstComment: draft.firstComment,
          });
          return { queuedAt: saved.scheduledAt };
        }
        const queued = await queueNewPost({ content, appIds: targets, timeZone, ...linkCard, firstComment: draft.firstComment });
        if (attachments.length) for (const each of [queued.id, ...queued.others]) await updatePost(each, { attachments });
        return { queuedAt: queued.scheduledAt };
      }
      // Scheduled as an account whose owner approves first (decision 046): say it waits for them.
      let waitingFor: string | undefined;
      if (!post) {
        const created = await createPost({ content, scheduledAt, appIds: targets, timeZone, ...linkCard, firstComment: draft.firstComment });
        // Created for several accounts, it is one post per account: each gets the images and goes out.
        ids = [created.id, ...created.others];
        if (attachments.length) for (const each of ids) await updatePost(each, { attachments });
        if (created.approval.waiting) waitingFor = created.apps[0]?.name;
      } else {
        const at = scheduledAt ? { scheduledAt } : {};
        const saved = await updatePost(post.id, {
          content,
          ...at,
          ...(targets ? { appIds: targets.slice(0, 1) } : {}),
          attachments,
          timeZone,
          ...linkCard,
          firstComment: draft.firstComment,
        });
        if (saved.approval.waiting) waitingFor = saved.apps[0]?.name;
      }
      if (!schedule.now) return { waitingFor };
      let jobId: string | undefined;
      try {
        for (const each of ids) {
          const job = (await publishPost(each)).id;
          jobId ??= job;
        }
      } catch (err) {
        if (err instanceof ApiCallError && err.message === TEXT.errors.providerNotFound) return "connect";
        notify.error(messageOf(err, TEXT.errors.generic));
        throw err;
      }
      return { jobId };
    },
    {
      onSuccess: (saved) => {
        if (saved === "connect") return draft.onNeedsConnect();
        notify.success(
          saved.waitingFor
            ? ROLE_TEXT.sentForApproval(saved.waitingFor)
            : saved.queuedAt
              ? SLOT_TEXT.added(slotLabel(Date.parse(saved.queuedAt), draft.timeZone))
              : TEXT.feedback.success,
        );
        draft.onSaved(saved.jobId);
      },
    },
  );
}
