import { Link } from "@remix-run/react";
import { useState } from "react";
import type { FeedPost } from "~/lib/api";
import { copyWithNotice } from "~/lib/clipboard";
import { abbreviateCount, cutForCard, relativeTime } from "~/spec/feed";
import { Avatar } from "../Avatar";

/** Where a post came from, said plainly; a link to the original when it has one. */
function sourceLabel(post: FeedPost): string | null {
  if (post.source === "hackernews") return "via Hacker News";
  if (post.source === "rss" && post.url) {
    try {
      return `via ${new URL(post.url).hostname.replace(/^www\./, "")}`;
    } catch {
      return null;
    }
  }
  return null;
}

/** One post of the feed: its author, when, the text (cut at 150 characters with 'see more'), engagement, Recreate and copy. */
export function FeedCard({ post, onRecreate }: { post: FeedPost; onRecreate(): void }) {
  const [open, setOpen] = useState(false);
  const card = cutForCard(post.content);
  const source = sourceLabel(post);
  return (
    <article className="feed-card card" aria-label={`Post by ${post.author.name}`}>
      <header className="feed-card__author">
        <Avatar name={post.author.name} src={post.author.avatar} size={36} />
        <div>
          <strong>{post.author.name}</strong>
          <span className="muted">
            {" "}
            · <time dateTime={post.created}>{relativeTime(post.created)}</time>
            {post.saved ? " · Saved by your team" : ""}
            {source ? ` · ${source}` : ""}
          </span>
        </div>
      </header>
      <p className="feed-card__text">{open || !card.cut ? post.content : card.text}</p>
      {card.cut ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? "see less" : "see more"}
        </button>
      ) : null}
      {post.topics.length ? (
        <p className="feed-card__topics">
          {post.topics.slice(0, 3).map((t) => (
            <Link key={t.id} to={`/trends?topic=${encodeURIComponent(t.id)}`} className="chip">
              {t.name}
            </Link>
          ))}
        </p>
      ) : null}
      <p className="feed-card__engagement muted">
        <span title={`${post.engagement.likes} likes`}>{abbreviateCount(post.engagement.likes)} likes</span> ·{" "}
        <span title={`${post.engagement.comments} comments`}>{abbreviateCount(post.engagement.comments)} comments</span> ·{" "}
        <span title={`${post.engagement.shares} shares`}>{abbreviateCount(post.engagement.shares)} shares</span>
      </p>
      <footer className="feed-card__actions">
        <button type="button" className="button button--primary" onClick={onRecreate}>
          Recreate
        </button>
        <button type="button" className="button" onClick={() => void copyWithNotice(post.content)}>
          Copy
        </button>
        {post.url ? (
          <a className="button" href={post.url} target="_blank" rel="noopener noreferrer">
            Original
          </a>
        ) : null}
      </footer>
    </article>
  );
}
