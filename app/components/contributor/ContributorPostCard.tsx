import { useState } from "react";
import { TextForm } from "~/components/TextForm";
import type { ContributorPost } from "~/lib/api";
import { approveMine, editMine, historyOfMine, rejectMine } from "~/lib/contributor.client";
import { attemptWords } from "~/lib/history";
import { useMutation } from "~/lib/use-mutation";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { REJECT_REASON_MAX, ROLE_TEXT } from "~/spec/roles";
import { momentLabel } from "~/spec/time";

const words = PEOPLE_TEXT.mine;
const decideWords = ROLE_TEXT.decide;

type History = Awaited<ReturnType<typeof historyOfMine>>;

/** When a post goes out, in the zone it was planned in. */
export function whenOf(post: Pick<ContributorPost, "scheduledAt" | "publishedAt" | "timeZone">) {
  const at = post.publishedAt ?? post.scheduledAt;
  if (!at) return "No time yet";
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: post.timeZone }).format(new Date(at));
}

/** Everything beside the text that goes out in their name: an approval is of all of it. */
function GoesWithIt({ post }: { post: ContributorPost }) {
  const items = [
    post.document ? words.document(post.document.title, post.document.pages) : null,
    post.poll ? words.poll(post.poll.question, post.poll.options) : null,
    post.attachments.length ? words.images(post.attachments.length) : null,
    post.linkCard && !post.attachments.length && !post.poll && !post.document ? words.linkCard(post.linkCard.title) : null,
    post.firstComment ? words.firstComment(post.firstComment.text) : null,
  ].filter((item): item is string => item !== null);
  if (!items.length) return null;
  return (
    <section aria-label={words.withIt}>
      <h3 className="field__label">{words.withIt}</h3>
      <ul className="contributor-post__with">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One post in the contributor's name: read it, approve it, send it back with a reason, edit the
 * text (a new version, which they then approve), see its history.
 */
export function ContributorPostCard({ post, keyOf, onChanged }: { post: ContributorPost; keyOf: string; onChanged(post: ContributorPost): void }) {
  const [mode, setMode] = useState<"read" | "reject" | "edit">("read");
  const [reason, setReason] = useState("");
  const [text, setText] = useState(post.content);
  const [history, setHistory] = useState<History | null>(null);
  const settled = post.status === "published" || post.status === "publishing" || post.status === "unknown";
  const approvedNow = post.approval.approvedVersion === post.version;

  const act = useMutation(async (run: () => Promise<ContributorPost>) => {
    const next = await run();
    setMode("read");
    setHistory(null);
    onChanged(next);
  });
  const showHistory = useMutation(async () => setHistory(history ? null : await historyOfMine(keyOf, post.id)));

  return (
    <article className="card contributor-post" aria-label={post.title || "Post"}>
      <header className="contributor-post__head">
        <strong>{whenOf(post)}</strong>
        {approvedNow && post.approval.approvedBy ? <span className="status-pill status-pill--ok">{words.approved(post.approval.approvedBy)}</span> : null}
        {post.approval.waiting ? <span className="status-pill status-pill--warn">{ROLE_TEXT.waiting}</span> : null}
      </header>
      {post.approval.rejectedReason && !post.approval.waiting ? <p className="muted">{words.rejected(post.approval.rejectedReason)}</p> : null}
      {mode === "edit" ? (
        <TextForm
          label={words.edit}
          rows={8}
          value={text}
          onChange={setText}
          submit={words.save}
          busy={act.busy}
          onSubmit={() => void act.run(() => editMine(keyOf, post, text))}
          onCancel={() => setMode("read")}
        />
      ) : (
        <p className="contributor-post__text">{post.content}</p>
      )}
      <GoesWithIt post={post} />
      {mode === "reject" ? (
        <TextForm
          label={decideWords.reasonLabel}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          onChange={setReason}
          submit={decideWords.sendBack}
          danger
          busy={act.busy}
          onSubmit={() => void act.run(() => rejectMine(keyOf, post, reason))}
          onCancel={() => setMode("read")}
        />
      ) : null}
      {!settled && mode === "read" ? (
        <div className="contributor-post__actions">
          {!approvedNow ? (
            <button type="button" className="button button--primary" disabled={act.busy} onClick={() => void act.run(() => approveMine(keyOf, post))}>
              {decideWords.approve}
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => setMode("reject")}>
            {decideWords.reject}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setText(post.content);
              setMode("edit");
            }}
          >
            {words.edit}
          </button>
        </div>
      ) : null}
      <button type="button" className="link-button" aria-expanded={history !== null} onClick={() => void showHistory.run()}>
        {history ? words.hideHistory : words.history}
      </button>
      {history ? (
        <ol className="contributor-post__history">
          {history.approvals.length + history.attempts.length === 0 ? <li className="muted">{words.noHistory}</li> : null}
          {history.approvals.map((e) => (
            <li key={e.id}>
              {momentLabel(e.at)}: {e.actor} {words.events[e.kind as keyof typeof words.events] ?? e.kind} (version {e.version})
              {e.reason ? `: ${e.reason}` : ""}
            </li>
          ))}
          {history.attempts.map((a) => (
            <li key={`attempt-${a.number}-${a.startedAt}`}>
              {momentLabel(a.startedAt)}: {attemptWords(a)}
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
