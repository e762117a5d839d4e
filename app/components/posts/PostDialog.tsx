import { useEffect, useMemo, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { Modal } from "~/components/Modal";
import type { AppSummary, LibraryAsset, PostSummary } from "~/lib/api";
import { ApiCallError, apiCall } from "~/lib/api.client";
import { listAssets } from "~/lib/media.client";
import { createPost, publishPost, updatePost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { useLinkCard } from "~/lib/use-link-card";
import { mostPopularTime, type PopularitySlot } from "~/spec/best-times";
import { createPostSchema, firstProblem, PAST_TIME, POST_MAX_CHARS, regenerateSchema } from "~/spec/schemas";
import { OFFLINE_WRITER_UNDERSTANDS, TEXT } from "~/spec/texts";
import { instantToZoned, zonedTimeToInstant } from "~/spec/time";
import { Avatar } from "../Avatar";
import { Segmented } from "../Segmented";
import { AssetPicker } from "./AssetPicker";
import { BestTimesChart } from "./BestTimesChart";
import { ContentSettings } from "./ContentSettings";
import { ImageDropzone } from "./ImageDropzone";
import { LinkCardField } from "./LinkCard";
import { LinkedInPreview } from "./LinkedInPreview";
import { PostHistory } from "./PostHistory";
import { PostInDoubt } from "./PostInDoubt";
import { StockSearch } from "./StockSearch";

const PUBLISH_MODES = [
  ["now", "Publish now"],
  ["schedule", "Schedule"],
] as const;

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
  slots: PopularitySlot[];
  timeZone: string;
  today: string;
  onClose(): void;
  /** After a save; with the publish job's id when it was published now. */
  onSaved(jobId?: string): void;
  onNeedsConnect(): void;
};

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The post dialog. Step 1 is content settings (writing with AI joins it later); step 2 is the
 * editor: versions with undo/redo, target accounts when there is more than one, and publish now
 * or schedule with a date, a time and the best-times chart (spec §2, §4).
 */
export function PostDialog({ mode, post, recreateFrom, date, apps, slots, timeZone, today, onClose, onSaved, onNeedsConnect }: Props) {
  const [step, setStep] = useState<1 | 2>(mode === "create" || mode === "recreate" ? 1 : 2);
  const [versions, setVersions] = useState<string[]>([post?.content ?? ""]);
  const [index, setIndex] = useState(0);
  const content = versions[index];
  const [appIds, setAppIds] = useState<string[]>(post?.apps.map((a) => a.id) ?? []);
  const attached = (post?.attachments ?? []).filter((a): a is { id: string; url: string } => Boolean(a.id));
  const [library, setLibrary] = useState<LibraryAsset[]>(attached);
  const [assetIds, setAssetIds] = useState<string[]>(attached.map((a) => a.id));
  const [showStock, setShowStock] = useState(false);

  // The post's images and the team's recent ones, to choose from.
  useEffect(() => {
    let live = true;
    listAssets(post?.id)
      .then((found) => live && setLibrary((mine) => [...mine, ...found.filter((f) => !mine.some((m) => m.id === f.id))]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [post?.id]);

  const addAsset = (asset: LibraryAsset) => {
    setLibrary((mine) => (mine.some((m) => m.id === asset.id) ? mine : [asset, ...mine]));
    setAssetIds((ids) => (ids.includes(asset.id) ? ids : [...ids, asset.id]));
  };
  const [publishMode, setPublishMode] = useState<"now" | "schedule">(mode === "publish" ? "now" : "schedule");
  const existing = post?.scheduledAt && !Number.isNaN(Date.parse(post.scheduledAt)) ? instantToZoned(Date.parse(post.scheduledAt), timeZone) : null;
  const initialDate = existing && existing.date >= today ? existing.date : (date ?? nextDay(today));
  const [day, setDay] = useState(initialDate);
  const [time, setTime] = useState(existing && existing.date >= today ? existing.time : mostPopularTime(slots, weekday(initialDate)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const published = post?.status === "published";
  // LinkedIn may have it: the member says whether it is there before it can go out again.
  const inDoubt = post?.status === "unknown";
  const length = useMemo(() => [...content].length, [content]);
  const linkCard = useLinkCard(content, post, !published);

  const [source, setSource] = useState<string | null>(null);
  const [brief, setBrief] = useState<string | null>(null);
  const [instruction, setInstruction] = useState("");
  const [regenerating, setRegenerating] = useState(false);
  const reference = recreateFrom ?? "";

  /** Each regeneration appends a version and drops any later ones (spec §4). */
  async function regenerate() {
    const instructionProblem = firstProblem(regenerateSchema.shape.query, instruction);
    if (instructionProblem) return setError(instructionProblem);
    setError(null);
    setRegenerating(true);
    try {
      const result = await apiCall((api) => api.api.regenerate.$post({ json: { postId: post?.id ?? null, content, query: instruction, brief } }), {
        fallback: TEXT.errors.regenerate,
      });
      setVersions((all) => [...all.slice(0, index + 1), result.content]);
      setIndex((i) => i + 1);
      setSource(result.source);
      setInstruction("");
    } catch {
      // apiCall showed 'Failed to regenerate content' or the server's message
    } finally {
      setRegenerating(false);
    }
  }

  function edit(text: string) {
    setVersions((all) => all.map((v, i) => (i === index ? text : v)));
  }

  function validate(): string | null {
    const contentProblem = firstProblem(createPostSchema.shape.content, content);
    if (contentProblem) return contentProblem;
    if (publishMode === "schedule" && !inDoubt) {
      let at: number;
      try {
        at = zonedTimeToInstant({ date: day, time }, timeZone);
      } catch {
        return "Invalid date";
      }
      if (at < Date.now()) return PAST_TIME;
    }
    return null;
  }

  async function save() {
    const problem = validate();
    setError(problem);
    if (problem) return;
    const scheduledAt = publishMode === "schedule" && !inDoubt ? new Date(zonedTimeToInstant({ date: day, time }, timeZone)).toISOString() : undefined;
    const targets = appIds.length > 0 ? appIds : undefined;
    setBusy(true);
    try {
      let id = post?.id;
      // Created for several accounts, it is one post per account: each gets the images and goes out.
      let ids = id ? [id] : [];
      const attachments = assetIds.map((assetId) => ({ id: assetId, url: library.find((a) => a.id === assetId)?.url ?? "" }));
      if (mode === "create" || mode === "recreate") {
        const created = await createPost({ content, scheduledAt, appIds: targets, timeZone, ...linkCard.saved });
        id = created.id;
        ids = [created.id, ...created.others];
        if (attachments.length) for (const each of ids) await updatePost(each, { attachments });
      } else if (id) {
        await updatePost(id, {
          content,
          ...(scheduledAt ? { scheduledAt } : {}),
          ...(targets ? { appIds: targets.slice(0, 1) } : {}),
          attachments,
          timeZone,
          ...linkCard.saved,
        });
      }
      let jobId: string | undefined;
      if (publishMode === "now" && id && !inDoubt) {
        try {
          for (const each of ids) {
            const job = (await publishPost(each)).id;
            jobId ??= job;
          }
        } catch (err) {
          if (err instanceof ApiCallError && err.message === TEXT.errors.providerNotFound) {
            onNeedsConnect();
            return;
          }
          notify.error(err instanceof ApiCallError ? err.message : TEXT.errors.generic);
          setBusy(false);
          return;
        }
      }
      notify.success(TEXT.feedback.success);
      onSaved(jobId);
    } catch {
      setBusy(false); // apiCall already said what went wrong
    }
  }

  return (
    <Modal title={TITLES[mode]} onClose={onClose} wide>
      {step === 1 ? (
        <ContentSettings
          initialReference={reference}
          pickedCount={assetIds.length}
          onPicked={addAsset}
          onGenerated={({ content: draft, source: from }, written) => {
            setBrief(written);
            setVersions([draft]);
            setIndex(0);
            setSource(from);
            setStep(2);
          }}
          onWriteYourself={() => {
            setSource(null);
            setStep(2);
          }}
        />
      ) : (
        <form
          className="post-dialog__step"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {inDoubt && post ? <PostInDoubt postId={post.id} onResolved={onSaved} /> : null}
          <div className="post-dialog__toolbar">
            <span className="field__label" id="content-label">
              Post
            </span>
            <span className="post-dialog__versions">
              <button type="button" className="icon-button" aria-label="Undo" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
                ↶
              </button>
              <span className="muted">
                Version {index + 1} of {versions.length}
              </span>
              <button type="button" className="icon-button" aria-label="Redo" disabled={index === versions.length - 1} onClick={() => setIndex((i) => i + 1)}>
                ↷
              </button>
            </span>
          </div>
          {source === "composer" ? (
            <p className="banner" role="status">
              Drafted by the offline writer: no AI model is configured, so it wrote from your words only, in the structure of the template or reference you
              picked. To change it, ask for: {OFFLINE_WRITER_UNDERSTANDS}.
            </p>
          ) : null}
          <textarea
            className="post-dialog__content"
            aria-labelledby="content-label"
            rows={10}
            value={content}
            readOnly={published}
            onChange={(e) => edit(e.target.value)}
          />
          <p className={length > POST_MAX_CHARS ? "field__error" : "muted"} aria-live="polite">
            {length} / {POST_MAX_CHARS}
          </p>
          <LinkCardField state={linkCard} hasImages={assetIds.length > 0} readOnly={published} />
          {!published ? (
            <div className="regenerate">
              <input
                aria-label="Ask for changes"
                placeholder="Ask for changes, e.g. shorter, more professional, end with a question"
                value={instruction}
                onChange={(e) => setInstruction(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void regenerate();
                  }
                }}
              />
              <button type="button" className="button" disabled={regenerating} onClick={() => void regenerate()}>
                {regenerating ? "Rewriting…" : "Regenerate"}
              </button>
            </div>
          ) : null}
          {content.trim() ? <LinkedInPreview text={content} name={apps[0]?.name ?? "You"} card={assetIds.length ? null : linkCard.card} /> : null}
          {published ? (
            <p className="banner">This post is published on LinkedIn, so it can't be changed here.</p>
          ) : (
            <>
              <AssetPicker assets={library} selected={assetIds} onChange={setAssetIds} />
              <ImageDropzone selectedCount={assetIds.length} onUploaded={addAsset} />
              <button type="button" className="link-button" aria-expanded={showStock} onClick={() => setShowStock((v) => !v)}>
                {showStock ? "Hide stock photos" : "Add stock photos"}
              </button>
              {showStock ? <StockSearch onPicked={addAsset} /> : null}
              {apps.length > 1 ? (
                <fieldset className="post-dialog__accounts">
                  <legend className="field__label">Post as</legend>
                  {/* A new post can go out as several accounts (one post each); an existing post is one account's. */}
                  {apps.map((a, i) =>
                    mode === "create" || mode === "recreate" ? (
                      <label key={a.id} className="account-option">
                        <input
                          type="checkbox"
                          checked={appIds.length ? appIds.includes(a.id) : i === 0}
                          onChange={(e) => {
                            const current = appIds.length ? appIds : [apps[0].id];
                            setAppIds(e.target.checked ? [...current.filter((id) => id !== a.id), a.id] : current.filter((id) => id !== a.id));
                          }}
                        />
                        <Avatar name={a.name} src={a.avatar} size={24} />
                        {a.name}
                      </label>
                    ) : (
                      <label key={a.id} className="account-option">
                        <input type="radio" name="post-as" checked={appIds.length ? appIds[0] === a.id : i === 0} onChange={() => setAppIds([a.id])} />
                        <Avatar name={a.name} src={a.avatar} size={24} />
                        {a.name}
                      </label>
                    ),
                  )}
                  {(mode === "create" || mode === "recreate") && appIds.length > 1 ? (
                    <span className="muted">One post per account: each is published and tracked on its own.</span>
                  ) : null}
                </fieldset>
              ) : null}
              {inDoubt ? null : <Segmented legend="When" name="publishMode" value={publishMode} options={PUBLISH_MODES} onChange={setPublishMode} />}
              {publishMode === "schedule" && !inDoubt ? (
                <div className="post-dialog__schedule">
                  <label className="field">
                    <span className="field__label">Date</span>
                    <input
                      type="date"
                      min={today}
                      value={day}
                      onChange={(e) => {
                        setDay(e.target.value);
                        if (e.target.value) setTime(mostPopularTime(slots, weekday(e.target.value)));
                      }}
                    />
                  </label>
                  <label className="field">
                    <span className="field__label">Time</span>
                    <input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
                  </label>
                  <span className="muted post-dialog__zone">{timeZone}</span>
                  {day ? <BestTimesChart slots={slots} day={weekday(day)} selected={time} onSelect={setTime} /> : null}
                </div>
              ) : null}
            </>
          )}
          <FieldError message={error} />
          {post ? <PostHistory postId={post.id} timeZone={timeZone} /> : null}
          <div className="modal__actions">
            {mode === "create" || mode === "recreate" ? (
              <button type="button" className="button" onClick={() => setStep(1)}>
                Back
              </button>
            ) : null}
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            {published ? null : (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? "Saving…" : inDoubt ? "Save" : publishMode === "now" ? "Publish now" : mode === "edit" ? "Save" : "Schedule"}
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
