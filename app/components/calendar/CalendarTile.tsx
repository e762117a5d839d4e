import { memo } from "react";
import { Avatar } from "~/components/Avatar";
import type { PostSummary } from "~/lib/api";
import { tileTime } from "~/lib/calendar";
import { ROLE_TEXT } from "~/spec/roles";
import { MenuItem } from "../MenuItem";
import { useKit } from "./drag-kit";

/** What the month and week grids are given: the posts they place, and what their tiles and + buttons do. */
export type GridProps = {
  posts: PostSummary[];
  today: string;
  timeZone: string;
  showAvatars: boolean;
  actions: TileActions;
  /** The post whose ⋯ menu is open. */
  menuFor: string | null;
  onAdd(date: string): void;
};

/** What a tile's buttons do: the same functions for every tile and every render, so unchanged tiles are not drawn again. */
export type TileActions = {
  toggleMenu(postId: string): void;
  open(post: PostSummary): void;
  remove(postId: string): void;
};

/**
 * One post on the calendar: its images, whole title (on hover and as its name), time or
 * 'published', review and problem tags, accounts; a ⋯ menu with View and Delete; in the month and
 * week views, a move button (drag-kit).
 */
export const CalendarTile = memo(function CalendarTile({
  post,
  timeZone,
  showAvatars,
  menuOpen,
  menuUp = false,
  actions,
}: {
  post: PostSummary;
  timeZone: string;
  showAvatars: boolean;
  menuOpen: boolean;
  menuUp?: boolean;
  actions: TileActions;
}) {
  const { Tile } = useKit();
  const title = post.title || "Untitled post";
  return (
    <Tile post={post} className={`tile tile--${post.status}`}>
      <button type="button" className="tile__open" title={title} onClick={() => actions.open(post)}>
        {post.attachments[0] ? (
          <span className={`tile__thumbs${post.attachments.length > 1 ? " is-stacked" : ""}`}>
            {post.attachments.length > 1 ? <img src={post.attachments[1].url} alt="" className="tile__thumb tile__thumb--second" /> : null}
            <img src={post.attachments[0].url} alt="" className="tile__thumb" />
          </span>
        ) : null}
        <span className="tile__title">
          {post.document ? <span className="post-card__tag">PDF</span> : null}
          {post.document ? " " : null}
          {title}
        </span>
        <span className={`tile__time${post.status === "published" ? " is-published" : ""}`}>
          {post.status === "published" ? "✓ " : ""}
          {tileTime(post, timeZone)}
        </span>
        {post.idea ? (
          <span className="review-tag review-tag--idea">Idea: answer to write</span>
        ) : post.approval.waiting ? (
          <span className="review-tag">{ROLE_TEXT.waiting}</span>
        ) : post.approval.rejectedReason && post.status === "draft" ? (
          <span className="review-tag review-tag--idea">Sent back</span>
        ) : post.needsReview && post.status === "draft" ? (
          <span className="review-tag">To review</span>
        ) : null}
        {post.status === "failed" || post.status === "unknown" ? (
          <span className="tile__problem">{post.status === "failed" ? "Failed" : "Check LinkedIn"}</span>
        ) : null}
        {showAvatars && post.apps.length ? (
          <span className="tile__apps">
            {post.apps.map((a) => (
              <Avatar key={a.id} name={a.name} src={a.avatar} size={18} />
            ))}
          </span>
        ) : null}
      </button>
      <div className="tile-menu">
        <button
          type="button"
          className="tile-menu__button"
          aria-label={`Actions for ${post.title || "post"}`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => actions.toggleMenu(post.id)}
        >
          ⋯
        </button>
        {menuOpen ? (
          <div role="menu" className={`tile-menu__panel${menuUp ? " opens-up" : ""}`}>
            <MenuItem close={() => actions.toggleMenu(post.id)} onSelect={() => actions.open(post)}>
              View
            </MenuItem>
            <MenuItem close={() => actions.toggleMenu(post.id)} onSelect={() => actions.remove(post.id)}>
              Delete
            </MenuItem>
          </div>
        ) : null}
      </div>
    </Tile>
  );
});

/** A day's or an hour's tiles, earliest first, as both grids list them. */
export function TileList({ posts, grid, menuUp }: { posts: PostSummary[]; grid: GridProps; menuUp: boolean }) {
  return (
    <ul className="calendar__tiles">
      {posts.map((post) => (
        <CalendarTile
          key={post.id}
          post={post}
          timeZone={grid.timeZone}
          showAvatars={grid.showAvatars}
          menuUp={menuUp}
          actions={grid.actions}
          menuOpen={grid.menuFor === post.id}
        />
      ))}
    </ul>
  );
}
