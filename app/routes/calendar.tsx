import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { ConnectionBanner } from "~/components/ConnectionBanner";
import { LoadingNote } from "~/components/LoadingNote";
import { ReviewBanner } from "~/components/posts/ReviewBanner";
import {
  addMonths,
  badgeLabel,
  canAddOn,
  menuOpensUp,
  monthGrid,
  monthKey,
  monthRange,
  monthTitle,
  parseMonth,
  postsByDay,
  tileTime,
  unreadableDates,
  WEEKDAYS,
} from "~/lib/calendar";
import { titled } from "~/lib/meta";
import { loadStudio, timeZoneOf } from "~/lib/studio.server";
import { useConnectOutcome } from "~/lib/use-connect-outcome";
import { useDismiss } from "~/lib/use-dismiss";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { instantToZoned } from "~/spec/time";

export const meta = titled("Calendar");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const timeZone = timeZoneOf(request);
  const today = instantToZoned(Date.now(), timeZone).date;
  const thisMonth = { year: +today.slice(0, 4), month: +today.slice(5, 7) };
  const month = parseMonth(new URL(request.url).searchParams.get("month"), thisMonth);
  // One month of posts, and how many come after it (the next-month badge).
  const { from, to } = monthRange(month, timeZone);
  const studio = await loadStudio(context, request, { from: new Date(from).toISOString(), to: new Date(to).toISOString() });
  return json({ ...studio, month, thisMonth });
}

export default function Calendar() {
  const { posts, after, toReview, review, apps, slots, timeZone, today, month, thisMonth } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  useConnectOutcome();
  const { open: setDialog, dialogs } = usePostDialogs({ apps, slots, timeZone, today });
  const [menuFor, setMenuFor] = useState<string | null>(null);

  const closeMenu = useCallback(() => setMenuFor(null), []);
  useDismiss(menuFor !== null, ".tile-menu", closeMenu);

  const weeks = monthGrid(month);
  const byDay = postsByDay(posts, timeZone);
  const undated = unreadableDates(posts, timeZone);
  const badge = badgeLabel(after ?? 0);
  const showAvatars = apps.length > 1;
  const loading = navigation.state === "loading" || revalidator.state === "loading";

  return (
    <main className="page page--wide calendar">
      <header className="calendar__header">
        <h1>{monthTitle(month)}</h1>
        <div className="calendar__controls">
          <Link className="button" to={`?month=${monthKey(thisMonth)}`}>
            Today
          </Link>
          <Link className="icon-button icon-button--bordered" to={`?month=${monthKey(addMonths(month, -1))}`} aria-label="Previous month">
            ‹
          </Link>
          <Link
            className="icon-button icon-button--bordered calendar__next"
            to={`?month=${monthKey(addMonths(month, 1))}`}
            aria-label={badge ? `Next month, ${badge} posts from next month on` : "Next month"}
          >
            ›
            {badge ? (
              <span className="badge" data-testid="next-month-badge">
                {badge}
              </span>
            ) : null}
          </Link>
        </div>
        <LoadingNote when={loading} />
      </header>
      <ConnectionBanner apps={apps} timeZone={timeZone} />
      <ReviewBanner waiting={toReview} {...review} timeZone={timeZone} />
      {undated.length ? (
        <section className="card calendar__undated" aria-label="Posts with a date that cannot be read">
          <p className="muted">These posts have a date that cannot be read. Open one to set its date again.</p>
          <ul className="calendar__tiles">
            {undated.map((post) => (
              <li key={post.id} className="tile">
                <button type="button" className="tile__open" onClick={() => setDialog({ kind: "edit", post })}>
                  <span className="tile__title">{post.title || "Untitled post"}</span>
                  <span className="tile__time">{tileTime(post, timeZone)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <table className="calendar__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((cell, i) =>
                cell === null ? (
                  <td key={i} className="calendar__cell calendar__cell--blank" aria-hidden="true" />
                ) : (
                  <td key={cell.date} className={`calendar__cell${cell.date === today ? " is-today" : ""}`} data-date={cell.date}>
                    <div className="calendar__day">
                      <span>
                        {cell.day}
                        {cell.date === today ? <span className="visually-hidden">, today</span> : null}
                      </span>
                      {canAddOn(cell.date, today) ? (
                        <button
                          type="button"
                          className="calendar__add"
                          aria-label={`Add a post on ${cell.date}`}
                          onClick={() => setDialog({ kind: "create", date: cell.date })}
                        >
                          +
                        </button>
                      ) : null}
                    </div>
                    <ul className="calendar__tiles">
                      {(byDay.get(cell.date) ?? []).map((post) => (
                        <li key={post.id} className="tile">
                          <button type="button" className="tile__open" onClick={() => setDialog({ kind: "edit", post })}>
                            {post.attachments[0] ? (
                              <span className={`tile__thumbs${post.attachments.length > 1 ? " is-stacked" : ""}`}>
                                {post.attachments.length > 1 ? <img src={post.attachments[1].url} alt="" className="tile__thumb tile__thumb--second" /> : null}
                                <img src={post.attachments[0].url} alt="" className="tile__thumb" />
                              </span>
                            ) : null}
                            <span className="tile__title">{post.title || "Untitled post"}</span>
                            <span className={`tile__time${post.status === "published" ? " is-published" : ""}`}>
                              {post.status === "published" ? "✓ " : ""}
                              {tileTime(post, timeZone)}
                            </span>
                            {post.idea ? (
                              <span className="review-tag review-tag--idea">Idea: answer to write</span>
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
                              aria-expanded={menuFor === post.id}
                              onClick={() => setMenuFor(menuFor === post.id ? null : post.id)}
                            >
                              ⋯
                            </button>
                            {menuFor === post.id ? (
                              <div role="menu" className={`tile-menu__panel${menuOpensUp(weekIndex) ? " opens-up" : ""}`}>
                                <button
                                  type="button"
                                  role="menuitem"
                                  className="menu-item"
                                  onClick={() => (setMenuFor(null), setDialog({ kind: "edit", post }))}
                                >
                                  View
                                </button>
                                <button
                                  type="button"
                                  role="menuitem"
                                  className="menu-item"
                                  onClick={() => (setMenuFor(null), setDialog({ kind: "delete", postId: post.id }))}
                                >
                                  Delete
                                </button>
                              </div>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {dialogs}
    </main>
  );
}
