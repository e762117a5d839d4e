import { useCallback, useRef, useState } from "react";
import type { AppSummary, PostSummary } from "~/lib/api";
import { decidesApproval } from "~/lib/approval";
import { copyWithNotice } from "~/lib/clipboard";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import { useDismiss } from "~/lib/use-dismiss";
import { numbersLine } from "~/spec/analytics";
import { DOCUMENT_TEXT } from "~/spec/documents";
import { POLL_TEXT } from "~/spec/poll";
import { linkedinPostUrl, publishedLabel } from "~/spec/post-filters";
import { ROLE_TEXT } from "~/spec/roles";
import { Avatar } from "../Avatar";
import { MenuItem } from "../MenuItem";
import { AttachedImages } from "./AttachedImages";
import { FirstCommentStatus } from "./FirstCommentStatus";

/** 'scheduled for 23 November, 09:00' in the member's zone (day month, 24-hour time). */
export function scheduledLabel(iso: string | null, timeZone: string): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return "Invalid date";
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
  return `${day}, ${time}`;
}

type Props = {
  post: PostSummary;
  /** The team's accounts: whether the viewer answers for the post's (its approval). */
  apps: AppSummary[];
  timeZone: string;
  /** LinkedIn's web host for "View on LinkedIn" (the emulator locally). */
  linkedinWeb?: string;
  onEdit(): void;
  onPublish(): void;
  onDelete(): void;
};

export function PostCard({ post, apps, timeZone, linkedinWeb, onEdit, onPublish, onDelete }: Props) {
  const published = post.status === "published";
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const body = useRef<HTMLParagraphElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useBrowserLayoutEffect(() => {
    const el = body.current;
    if (el) setOverflows(el.scrollHeight > 100 + 1);
  }, [post.content]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, menu, closeMenu);

  return (
    <article className="card post-card" data-post-id={post.id} aria-label={post.title || "Untitled post"}>
      <header className="post-card__header">
        <h2>{post.title || "Untitled post"}</h2>
        <div className="post-card__menu" ref={menu}>
          <button
            type="button"
            className="icon-button"
            aria-label="More actions"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            …
          </button>
          {menuOpen ? (
            <div role="menu" className="menu-panel">
              <MenuItem close={closeMenu} onSelect={() => void copyWithNotice(post.content)}>
                Copy
              </MenuItem>
              <MenuItem close={closeMenu} onSelect={onDelete}>
                Delete
              </MenuItem>
            </div>
          ) : null}
        </div>
      </header>
      {published ? (
        <p className="post-card__meta muted">
          {post.apps.length > 0 ? <AppAvatars apps={post.apps} /> : null}
          {/* When it went out and, once LinkedIn said where, a link to it there. */}
          <time dateTime={post.publishedAt ?? undefined}>{publishedLabel(post.publishedAt, timeZone)}</time>
          {post.urn ? (
            <>
              {" · "}
              <a href={linkedinPostUrl(post.urn, linkedinWeb)} target="_blank" rel="noopener noreferrer">
                View on LinkedIn
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <p className="post-card__meta muted">
          {post.apps.length > 0 ? <AppAvatars apps={post.apps} /> : <span>No app assigned •</span>}{" "}
          {post.idea && post.scheduledAt ? (
            <span className="review-tag review-tag--idea">Idea for {scheduledLabel(post.scheduledAt, timeZone)}: answer one question to write it</span>
          ) : post.approval.waiting ? (
            <span className="review-tag">
              {ROLE_TEXT.waitingFor(post.apps[0]?.name ?? "its owner")}
              {post.scheduledAt ? `: planned for ${scheduledLabel(post.scheduledAt, timeZone)}` : ""}
            </span>
          ) : post.approval.rejectedReason && post.status === "draft" ? (
            <span className="review-tag review-tag--idea">{ROLE_TEXT.sentBack(post.apps[0]?.name ?? "Its owner", post.approval.rejectedReason)}</span>
          ) : post.needsReview && post.scheduledAt ? (
            <span className="review-tag">To review: planned for {scheduledLabel(post.scheduledAt, timeZone)}</span>
          ) : post.scheduledAt && post.status !== "draft" ? (
            <span>scheduled for {scheduledLabel(post.scheduledAt, timeZone)}</span>
          ) : (
            <span>Draft, not scheduled</span>
          )}
        </p>
      )}
      {post.status === "published" && numbersLine(post.numbers) ? (
        <p className="post-card__numbers muted" title="Numbers on LinkedIn">
          {numbersLine(post.numbers)}
        </p>
      ) : null}
      {post.status === "scheduled" && post.lastError ? (
        // Past its time and not out yet: waiting for a retry, or for LinkedIn to be reconnected.
        <p className="banner banner--warning" role="status">
          <strong>Not out yet.</strong> {post.lastError}
        </p>
      ) : null}
      {post.status === "failed" || post.status === "unknown" ? (
        <p className="banner banner--error" role="status">
          <strong>{post.status === "failed" ? "Not published." : "Check LinkedIn."}</strong> {post.lastError}
        </p>
      ) : null}
      {post.poll ? (
        <p className="post-card__poll">
          <span className="post-card__tag">{POLL_TEXT.tag}</span> {post.poll.question}
        </p>
      ) : null}
      {post.document ? (
        <p className="post-card__poll">
          <span className="post-card__tag">PDF</span> {post.document.title} · {DOCUMENT_TEXT.pages(post.document.pages)}
        </p>
      ) : null}
      <AttachedImages attachments={post.attachments} className="post-card__images" />
      {post.idea ? (
        <p className="post-card__idea">
          <strong>{post.idea.question}</strong>
          {post.content ? <span className="muted"> You said: {post.content}</span> : null}
        </p>
      ) : (
        <p ref={body} className={`post-card__content${expanded ? " is-expanded" : ""}`}>
          {post.content}
        </p>
      )}
      <FirstCommentStatus post={post} />
      <footer className="post-card__footer">
        {/* In the footer row, which every card has: the toggle, known only once the browser measured the text, moves nothing below it. */}
        {overflows ? (
          <button type="button" className="link-button post-card__more" onClick={() => setExpanded((v) => !v)}>
            {expanded ? "See less" : "See more"}
          </button>
        ) : null}
        {post.idea ? (
          <button type="button" className="button button--primary" onClick={onEdit}>
            Answer
          </button>
        ) : !published ? (
          <button type="button" className="button" onClick={onEdit}>
            Edit
          </button>
        ) : (
          // Read-only: its text, images, link and history, and "Duplicate as a new draft".
          <button type="button" className="button" onClick={onEdit}>
            View
          </button>
        )}
        {post.idea ? null : published ? (
          <button type="button" className="button" disabled>
            Published
          </button>
        ) : post.approval.waiting && !decidesApproval(post, apps) ? (
          // Only the account's owner may send it before they approve (decision 046): no button that can only be refused.
          <button type="button" className="button" disabled>
            {ROLE_TEXT.waitingButton}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onPublish} disabled={post.status === "publishing"}>
            {post.status === "publishing" ? "Publishing…" : "Post"}
          </button>
        )}
      </footer>
    </article>
  );
}

/** The accounts a post goes out as, as avatars. */
function AppAvatars({ apps }: { apps: PostSummary["apps"] }) {
  return (
    <span className="post-card__apps">
      {apps.map((a) => (
        <Avatar key={a.id} name={a.name} src={a.avatar} size={20} />
      ))}
    </span>
  );
}
