import { Avatar } from "~/components/Avatar";
import type { PostSummary } from "~/lib/api";
import { dayLabel, postsByDay, tileTime } from "~/lib/calendar";

/** What each status is called in the list. */
const STATUS_LABEL: Record<string, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  publishing: "Publishing",
  published: "Published",
  failed: "Failed",
  unknown: "Check LinkedIn",
};
const statusOf = (post: PostSummary) =>
  post.idea ? "Idea: answer to write" : post.needsReview && post.status === "draft" ? "To review" : (STATUS_LABEL[post.status] ?? post.status);

/** Upcoming posts grouped by day, each with its time, title, accounts and status. */
export function ListView({ days, posts, timeZone, onOpen }: { days: string[]; posts: PostSummary[]; timeZone: string; onOpen(post: PostSummary): void }) {
  const byDay = postsByDay(posts, timeZone);
  const shown = days.filter((d) => byDay.has(d));
  if (shown.length === 0) {
    return (
      <div className="card center empty-state calendar__list-empty">
        <h2>Nothing planned</h2>
        <p className="muted">
          No posts from {dayLabel(days[0])} to {dayLabel(days[days.length - 1])}.
        </p>
      </div>
    );
  }
  return (
    <div className="calendar__list">
      {shown.map((date) => (
        <section key={date} className="calendar__list-day" aria-labelledby={`list-${date}`}>
          <h2 id={`list-${date}`}>{dayLabel(date)}</h2>
          <ul>
            {(byDay.get(date) ?? []).map((post) => (
              <li key={post.id} className={`list-row list-row--${post.status}`}>
                <span className="list-row__time">{tileTime(post, timeZone)}</span>
                <button type="button" className="list-row__title link-button" title={post.title || "Untitled post"} onClick={() => onOpen(post)}>
                  {post.title || "Untitled post"}
                </button>
                <span className="list-row__apps">
                  {post.apps.map((a) => (
                    <span key={a.id} className="list-row__app">
                      <Avatar name={a.name} src={a.avatar} size={20} /> {a.name}
                    </span>
                  ))}
                </span>
                <span className={`list-row__status status-pill status-pill--${post.status}`}>{statusOf(post)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
