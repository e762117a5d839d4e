import { useMemo, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { Modal } from "~/components/Modal";
import type { AppSummary, PostSummary } from "~/lib/api";
import { onSubmitted } from "~/lib/form-events";
import { useLinkCard } from "~/lib/use-link-card";
import type { BestTimes } from "~/spec/best-times";
import { DOCUMENT_TEXT } from "~/spec/documents";
import { POLL_TEXT } from "~/spec/poll";
import { ROLE_TEXT } from "~/spec/roles";
import { createPostSchema, firstProblem, POST_MAX_CHARS } from "~/spec/schemas";
import { OFFLINE_WRITER_UNDERSTANDS } from "~/spec/texts";
import { AccountPicker } from "./AccountPicker";
import { ApprovalPanel } from "./ApprovalPanel";
import { ContentSettings } from "./ContentSettings";
import { DocumentSection, useDocumentDraft } from "./DocumentField";
import { FirstCommentField, useFirstCommentDraft } from "./FirstCommentField";
import { LinkCardField } from "./LinkCard";
import { LinkedInPreview } from "./LinkedInPreview";
import { MentionTextarea } from "./MentionTextarea";
import { NearbyWarning, useNearbyCheck } from "./NearbyWarning";
import { PollSection, usePollDraft } from "./PollFields";
import { PostHistory } from "./PostHistory";
import { PostImages, usePostImages } from "./PostImages";
import { PostInDoubt } from "./PostInDoubt";
import { authorsOf, initialChoice } from "./post-as";
import { Regenerate } from "./Regenerate";
import { ScheduleFields, useSchedule } from "./ScheduleFields";
import { useSavePost } from "./use-save-post";
import { VersionSwitch } from "./VersionSwitch";
import { useVersions } from "./versions";

export type PostDialogMode = "create" | "recreate" | "edit" | "publish";
const TITLES: Record<PostDialogMode, string> = { create: "Create Post", recreate: "Recreate Post", edit: "Edit Post", publish: "Publish Post" };

type Props = {
  mode: PostDialogMode;
  post?: PostSummary;
  /** Recreate Post: the post being recreated, as the reference. */
  recreateFrom?: string;
  /** The calendar day it was opened from (YYYY-MM-DD). */
  date?: string;
  apps: AppSummary[];
  /** The best times for the chart and the default time, with where they come from. */
  slots: BestTimes;
  timeZone: string;
  today: string;
  onClose(): void;
  /** After a save; with the publish job's id when it was published now. */
  onSaved(jobId?: string): void;
  onNeedsConnect(): void;
};

/**
 * The post dialog. Step 1 is content settings (a template, a tone, what it is about); step 2 is
 * the editor: the draft's versions, its link card and images, the accounts it goes out as, and
 * publish now or schedule (spec §2, §4). Each part is its own component; this composes them and
 * saves.
 */
export function PostDialog({ mode, post, recreateFrom, date, apps, slots, timeZone, today, onClose, onSaved, onNeedsConnect }: Props) {
  const fresh = mode === "create" || mode === "recreate";
  const [step, setStep] = useState<1 | 2>(fresh ? 1 : 2);
  const versions = useVersions(post?.content ?? "");
  const content = versions.content;
  // Who it goes out as: a new post, the member's own account; an edited one, its own (post-as.ts).
  const [appIds, setAppIds] = useState(() => initialChoice(apps, post));
  // The first comment goes under the post once it is out (docs/decisions/047).
  const firstComment = useFirstCommentDraft(post);
  const authors = useMemo(() => authorsOf(appIds, apps, post), [appIds, apps, post]);
  // Accounts chosen whose owner (not this member) approves first (decision 046): said before saving.
  const approvers = apps.filter((a) => appIds.includes(a.id) && a.publishPolicy === "ask" && !(a.yours && !a.contributor)).map((a) => a.name);
  const images = usePostImages(post);
  // A poll and images never go together (docs/decisions/048): while one is there, the other is off, and the editor says why.
  const poll = usePollDraft(post);
  // A PDF carousel (docs/decisions/050): never with images or a poll, as on LinkedIn.
  const document = useDocumentDraft(post);
  const published = post?.status === "published";
  // LinkedIn may have it: the member says whether it is there before it can go out again.
  const inDoubt = post?.status === "unknown";
  const schedule = useSchedule({ post, date, publishNow: mode === "publish", inDoubt, bestTimes: slots, timeZone, today });
  const [error, setError] = useState<string | null>(null);
  const length = useMemo(() => [...content].length, [content]);
  const linkCard = useLinkCard(content, post, !published);
  // Who wrote the version shown ("composer": the offline writer), and the brief it was written from.
  const [source, setSource] = useState<string | null>(null);
  const [brief, setBrief] = useState<string | null>(null);

  const saving = useSavePost({
    post,
    content,
    appIds,
    images,
    schedule,
    linkCard: linkCard.saved,
    firstComment: firstComment.value,
    poll,
    document,
    timeZone,
    onSaved,
    onNeedsConnect,
  });
  const nearby = useNearbyCheck();

  function save() {
    const commentProblem = firstComment.problem();
    if (commentProblem) return setError(commentProblem);
    const problem =
      firstProblem(createPostSchema.shape.content, content) ??
      (poll.on && images.selected.length ? POLL_TEXT.noImages : poll.check()) ??
      document.check() ??
      schedule.problem();
    setError(problem);
    if (problem) return;
    const at = schedule.scheduledAt();
    // A new time: the account's other posts within 30 minutes are said first (it may be intended).
    if (at && Date.parse(at) !== Date.parse(post?.scheduledAt ?? "")) {
      void nearby.check({ at, appIds, exclude: post?.id }, () => void saving.run());
      return;
    }
    void saving.run();
  }

  return (
    <Modal title={TITLES[mode]} onClose={onClose} wide>
      {step === 1 ? (
        <ContentSettings
          initialReference={recreateFrom ?? ""}
          pickedCount={images.selected.length}
          onPicked={images.add}
          onGenerated={({ content: draft, source: from }, written) => {
            setBrief(written);
            versions.reset(draft);
            setSource(from);
            setStep(2);
          }}
          onWriteYourself={() => {
            setSource(null);
            setStep(2);
          }}
        />
      ) : (
        <form className="post-dialog__step" onSubmit={onSubmitted(save)}>
          {inDoubt && post ? <PostInDoubt postId={post.id} onResolved={onSaved} /> : null}
          {post && !published ? <ApprovalPanel post={post} apps={apps} onDecided={() => onSaved()} /> : null}
          <div className="post-dialog__toolbar">
            <span className="field__label" id="content-label">
              Post
            </span>
            <VersionSwitch versions={versions} />
          </div>
          {source === "composer" ? (
            <p className="banner" role="status">
              Drafted by the offline writer: no AI model is configured, so it wrote from your words only, in the structure of the template or reference you
              picked. To change it, ask for: {OFFLINE_WRITER_UNDERSTANDS}.
            </p>
          ) : null}
          <MentionTextarea
            className="post-dialog__content"
            labelledBy="content-label"
            rows={10}
            value={content}
            readOnly={published}
            onChange={versions.edit}
          />
          <p className={length > POST_MAX_CHARS ? "field__error" : "muted"} aria-live="polite">
            {length} / {POST_MAX_CHARS}
          </p>
          <LinkCardField state={linkCard} hasImages={images.selected.length > 0 || document.on} hasPoll={poll.on} readOnly={published} />
          {!published ? (
            <Regenerate
              postId={post?.id ?? null}
              content={content}
              brief={brief}
              onRewritten={(result) => {
                versions.add(result.content);
                setSource(result.source);
              }}
            />
          ) : null}
          {content.trim() ? (
            <LinkedInPreview
              text={content}
              authors={authors}
              comment={firstComment.value}
              card={images.selected.length || poll.on || document.doc ? null : linkCard.card}
              poll={poll.value}
              document={document.doc}
              images={images
                .attachments()
                .map((a) => a.url)
                .filter(Boolean)}
            />
          ) : null}
          {published ? (
            <p className="banner">This post is published on LinkedIn, so it can't be changed here.</p>
          ) : (
            <>
              <FirstCommentField draft={firstComment} />
              <PollSection poll={poll} imagesChosen={images.selected.length > 0} blockedBy={document.on ? DOCUMENT_TEXT.pollOff : null} />
              {poll.on ? null : <DocumentSection draft={document} blockedBy={images.selected.length > 0 ? DOCUMENT_TEXT.noImages : null} />}
              {poll.on ? (
                <p className="muted">{POLL_TEXT.imagesOff}</p>
              ) : document.on ? (
                <p className="muted">{DOCUMENT_TEXT.imagesOff}</p>
              ) : (
                <PostImages images={images} />
              )}
              <AccountPicker apps={apps} several={fresh} value={appIds} onChange={setAppIds} />
              {approvers.length ? <p className="muted">{ROLE_TEXT.goesOutAfterApproval(approvers.join(", "))}</p> : null}
              <ScheduleFields schedule={schedule} inDoubt={inDoubt} />
            </>
          )}
          <FieldError message={error} />
          {nearby.found.length ? (
            <NearbyWarning
              found={nearby.found}
              timeZone={timeZone}
              onProceed={nearby.proceed}
              onPickAnother={() => {
                nearby.dismiss();
                schedule.focusTime();
              }}
            />
          ) : null}
          {post ? <PostHistory postId={post.id} timeZone={timeZone} /> : null}
          <div className="modal__actions">
            {fresh ? (
              <button type="button" className="button" onClick={() => setStep(1)}>
                Back
              </button>
            ) : null}
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            {published ? null : (
              <button type="submit" className="button button--primary" disabled={saving.busy || nearby.checking || nearby.found.length > 0}>
                {saving.busy
                  ? "Saving…"
                  : inDoubt
                    ? "Save"
                    : schedule.publishMode === "now"
                      ? "Publish now"
                      : schedule.queued
                        ? "Add to queue"
                        : mode === "edit"
                          ? "Save"
                          : "Schedule"}
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
