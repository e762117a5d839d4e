import { json, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ConnectionBanner } from "~/components/ConnectionBanner";
import { CalendarTile, type GridProps, type TileActions } from "~/components/calendar/CalendarTile";
import { KitProvider, useDragKit } from "~/components/calendar/drag-kit";
import { ListView } from "~/components/calendar/ListView";
import { MonthView } from "~/components/calendar/MonthView";
import { WeekView } from "~/components/calendar/WeekView";
import { LoadingNote } from "~/components/LoadingNote";
import { FILTER_PARAMS, PostFilters } from "~/components/posts/PostFilters";
import { ReviewBanner } from "~/components/posts/ReviewBanner";
import type { PostSummary } from "~/lib/api";
import {
  addDays,
  addMonths,
  badgeLabel,
  type CalendarView,
  dayLabel,
  daysRange,
  LIST_DAYS,
  monthKey,
  monthRange,
  monthTitle,
  parseDay,
  parseMonth,
  parseView,
  unreadableDates,
  VIEWS,
  viewHref,
  weekOf,
  weekTitle,
} from "~/lib/calendar";
import { titled } from "~/lib/meta";
import { filtersFromUrl, loadStudio, timeZoneOf } from "~/lib/studio.server";
import { notify } from "~/lib/toast";
import { useConnectOutcome } from "~/lib/use-connect-outcome";
import { useDismiss } from "~/lib/use-dismiss";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { instantToZoned } from "~/spec/time";

export const meta = titled("Calendar");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const timeZone = timeZoneOf(request);
  const today = instantToZoned(Date.now(), timeZone).date;
  const thisMonth = { year: +today.slice(0, 4), month: +today.slice(5, 7) };
  const params = new URL(request.url).searchParams;
  // The view and the day it shows are in the address, so reload and back return to them.
  const view = parseView(params.get("view"));
  const day = parseDay(params.get("date"), today);
  const month = parseMonth(params.get("month") ?? day.slice(0, 7), thisMonth);
  const days = view === "week" ? weekOf(day) : view === "list" ? Array.from({ length: LIST_DAYS }, (_, i) => addDays(day, i)) : [];
  // The posts the view shows, as filtered; a month also counts those after it (the next-month badge).
  const filters = filtersFromUrl(new URL(request.url));
  const { from, to } = view === "month" ? monthRange(month, timeZone) : daysRange(days[0], days[days.length - 1], timeZone);
  const studio = await loadStudio(context, request, { from: new Date(from).toISOString(), to: new Date(to).toISOString(), ...filters });
  // Opened without a month while a generated calendar waits for review in a later month: open on that month.
  const firstDraft = studio.firstToReviewAt ? instantToZoned(Date.parse(studio.firstToReviewAt), timeZone).date.slice(0, 7) : null;
  if (!params.has("month") && !params.has("date") && view === "month" && firstDraft && firstDraft > monthKey(thisMonth)) {
    const opening = new URL(request.url);
    opening.searchParams.set("month", firstDraft);
    throw redirect(`${opening.pathname}${opening.search}`);
  }
  return json({ ...studio, view, month, thisMonth, days, filters });
}

/**
 * The loaded posts, keeping last time's object for each post that did not change: after a reload
 * (a move saved, a post added) only the tiles of changed posts are drawn again.
 */
function useSteadyPosts<T extends { id: string }>(posts: T[]): T[] {
  const previous = useRef(new Map<string, { said: string; post: T }>());
  return useMemo(() => {
    const next = new Map<string, { said: string; post: T }>();
    const steady = posts.map((post) => {
      const said = JSON.stringify(post);
      const before = previous.current.get(post.id);
      const kept = before && before.said === said ? before.post : post;
      next.set(post.id, { said, post: kept });
      return kept;
    });
    previous.current = next;
    return steady;
  }, [posts]);
}

/** Where Previous, Next and Today go, and what the heading says, in each view. */
function navigation(view: CalendarView, month: { year: number; month: number }, days: string[], today: string) {
  if (view === "month") {
    return {
      title: monthTitle(month),
      previous: `?month=${monthKey(addMonths(month, -1))}`,
      next: `?month=${monthKey(addMonths(month, 1))}`,
      unit: "month",
      // Another view of this month opens on today when it is this month, else on the 1st.
      anchor: today.startsWith(monthKey(month)) ? today : `${monthKey(month)}-01`,
    };
  }
  const step = view === "week" ? 7 : LIST_DAYS;
  return {
    title: weekTitle(days),
    previous: viewHref(view, addDays(days[0], -step)),
    next: viewHref(view, addDays(days[0], step)),
    unit: view === "week" ? "week" : `${LIST_DAYS} days`,
    anchor: days.includes(today) ? today : days[0],
  };
}

export default function Calendar() {
  const { posts, after, counts, filters, linkedinWeb, toReview, review, apps, slots, timeZone, today, month, thisMonth, view, days } =
    useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const busy = useNavigation();
  const revalidator = useRevalidator();
  useConnectOutcome();
  const { open: setDialog, dialogs } = usePostDialogs({ apps, slots, timeZone, today, linkedinWeb });
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const closeMenu = useCallback(() => setMenuFor(null), []);
  useDismiss(menuFor !== null, ".tile-menu", closeMenu);
  const kit = useDragKit();

  // Moves show at once and are undone if the API refuses them (the toast says why).
  const [moved, setMoved] = useState<Record<string, string>>({});
  const steady = useSteadyPosts(posts);
  const shown = useMemo(
    () => steady.map((p) => (moved[p.id] ? { ...p, scheduledAt: moved[p.id], status: p.status === "failed" ? "scheduled" : p.status } : p)),
    [steady, moved],
  );
  // Once the page has reloaded with a move saved, the loaded post says it.
  useEffect(() => {
    setMoved((m) => {
      const left = Object.fromEntries(Object.entries(m).filter(([id, at]) => posts.find((p) => p.id === id)?.scheduledAt !== at));
      return Object.keys(left).length === Object.keys(m).length ? m : left;
    });
  }, [posts]);
  const move = useCallback(
    async (post: { id: string; title: string }, at: number) => {
      const iso = new Date(at).toISOString();
      // A transition: the grid redraws in slices, so the drop itself stays quick with hundreds of tiles.
      startTransition(() => setMoved((m) => ({ ...m, [post.id]: iso })));
      const wall = instantToZoned(at, timeZone);
      try {
        // The API client loads with the first move, not with the page (first-load budget).
        const { movePost } = await import("~/lib/posts.client");
        await movePost(post.id, at, timeZone);
        notify.success(`Moved to ${dayLabel(wall.date)} at ${wall.time}`);
        revalidator.revalidate();
        // A keyboard move keeps the focus on the post's move button, now in its new place.
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-grip="${post.id}"]`)?.focus());
      } catch (err) {
        setMoved(({ [post.id]: _, ...rest }) => rest);
        // The API's own words (an ApiCallError), else ours.
        const said = err instanceof Error && err.name === "ApiCallError" ? err.message : "The post couldn't be moved.";
        notify.error(`${/[.!?]$/.test(said) ? said : `${said}.`} It's back where it was.`);
      }
    },
    [timeZone, revalidator],
  );

  const actions = useMemo<TileActions>(
    () => ({
      toggleMenu: (id) => setMenuFor((open) => (open === id ? null : id)),
      open: (post) => setDialog({ kind: "edit", post }),
      remove: (postId) => setDialog({ kind: "delete", postId }),
    }),
    [setDialog],
  );
  const undated = unreadableDates(shown, timeZone);
  const badge = view === "month" ? badgeLabel(after ?? 0) : null;
  const badgeHint = `${after} ${after === 1 ? "post" : "posts"} scheduled from next month on`;
  const showAvatars = apps.length > 1;
  const loading = busy.state === "loading" || revalidator.state === "loading";
  // Moving between views and pages keeps the filters.
  const keep = (href: string) => {
    const next = new URLSearchParams(href.slice(1));
    for (const name of Object.values(FILTER_PARAMS)) if (params.get(name)) next.set(name, params.get(name)!);
    return `?${next}`;
  };
  const nav = navigation(view, month, days, today);
  const add = (date: string) => setDialog({ kind: "create", date });
  const { Area } = kit;
  const grid: GridProps = { posts: shown as PostSummary[], today, timeZone, showAvatars, actions, menuFor, onAdd: add };

  return (
    <main className={`page page--wide calendar calendar--${view}`}>
      <header className="calendar__header">
        <h1>{nav.title}</h1>
        <div className="calendar__controls">
          <Link className="button" to={keep(view === "month" ? `?month=${monthKey(thisMonth)}` : viewHref(view, today))}>
            Today
          </Link>
          <Link className="icon-button icon-button--bordered" to={keep(nav.previous)} aria-label={`Previous ${nav.unit}`}>
            ‹
          </Link>
          <Link
            className="icon-button icon-button--bordered calendar__next"
            to={keep(nav.next)}
            aria-label={badge ? `Next ${nav.unit}, ${badgeHint}` : `Next ${nav.unit}`}
            title={badge ? badgeHint : undefined}
          >
            ›
            {badge ? (
              <span className="badge" data-testid="next-month-badge">
                {badge}
              </span>
            ) : null}
          </Link>
        </div>
        <nav className="segmented calendar__views" aria-label="Calendar view">
          {VIEWS.map(([key, label]) => (
            <Link key={key} to={keep(viewHref(key, nav.anchor))} className="segmented__option" aria-current={key === view ? "page" : undefined}>
              {label}
            </Link>
          ))}
        </nav>
        <LoadingNote when={loading} />
      </header>
      <ConnectionBanner apps={apps} timeZone={timeZone} />
      <ReviewBanner waiting={toReview} {...review} timeZone={timeZone} />
      <PostFilters counts={counts} apps={apps} status={filters.status} account={filters.appId} q={filters.q} />
      <KitProvider value={kit}>
        {undated.length ? (
          <section className="card calendar__undated" aria-label="Posts with a date that cannot be read">
            <p className="muted">These posts have a date that cannot be read. Open one to set its date again.</p>
            <ul className="calendar__tiles">
              {undated.map((post) => (
                <CalendarTile
                  key={post.id}
                  post={post as PostSummary}
                  timeZone={timeZone}
                  showAvatars={showAvatars}
                  actions={actions}
                  menuOpen={menuFor === post.id}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {view === "list" ? (
          <ListView days={days} posts={shown as PostSummary[]} timeZone={timeZone} onOpen={actions.open} />
        ) : (
          <Area posts={shown} timeZone={timeZone} onMove={move}>
            {view === "week" ? <WeekView days={days} {...grid} /> : <MonthView month={month} {...grid} />}
          </Area>
        )}
      </KitProvider>
      {dialogs}
    </main>
  );
}
