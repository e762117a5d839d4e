import { Form, Link, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { onSubmitted } from "~/lib/form-events";
import { normalizeSearch, POST_FILTER_LABELS, POST_FILTER_STATUSES, POST_SEARCH, type PostFilterCounts, type PostFilterStatus } from "~/spec/post-filters";
import { AccountOptions } from "../AccountOptions";

/** The address's names for the filters: ?status=&account=&q= (reload and back keep them). */
export const FILTER_PARAMS = { status: "status", account: "account", q: "q" } as const;

type Props = {
  counts: PostFilterCounts;
  /** The team's accounts; the account select shows only when there is more than one. */
  apps: Array<{ id: string; name: string }>;
  status?: PostFilterStatus;
  account?: string;
  q?: string;
};

const postsWord = (n: number) => `${n} ${n === 1 ? "post" : "posts"}`;

/**
 * The filter bar of /posts (and, later, the calendar): status tabs with their counts, an account
 * select, a search box. It only writes the address's search params; the route's loader reads
 * them, so the answer, reload and back all follow the address. Without JavaScript the form
 * still submits as a GET.
 */
export function PostFilters({ counts, apps, status, account, q = "" }: Props) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(q);
  // Back, forward or a tab changed the address: the box shows what is searched.
  useEffect(() => setText(q), [q]);

  const update = useCallback(
    (changes: Partial<Record<keyof typeof FILTER_PARAMS, string | undefined>>, replace = false) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace, preventScrollReset: true });
    },
    [params, setParams],
  );

  // A short pause while typing searches; refining a search replaces its history entry.
  useEffect(() => {
    const typed = normalizeSearch(text);
    if (typed === q) return;
    const timer = setTimeout(() => update({ q: typed }, q !== ""), POST_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  const tabTo = (next: PostFilterStatus | undefined) => {
    const search = new URLSearchParams(params);
    if (next) search.set(FILTER_PARAMS.status, next);
    else search.delete(FILTER_PARAMS.status);
    const query = search.toString();
    return { search: query ? `?${query}` : "" };
  };

  return (
    <div className="post-filters">
      <nav className="post-filters__tabs" aria-label="Filter posts by status">
        {([undefined, ...POST_FILTER_STATUSES] as const).map((s) => {
          const count = counts[s ?? "all"];
          const label = POST_FILTER_LABELS[s ?? "all"];
          const current = s === status;
          return (
            <Link
              key={s ?? "all"}
              to={tabTo(s)}
              preventScrollReset
              className={`post-filters__tab${current ? " is-current" : ""}`}
              aria-current={current ? "page" : undefined}
              aria-label={`${label}, ${postsWord(count)}`}
            >
              {label} <span className="post-filters__count">{count}</span>
            </Link>
          );
        })}
      </nav>
      <Form method="get" role="search" className="post-filters__form" onSubmit={onSubmitted(() => update({ q: normalizeSearch(text) }))}>
        {status ? <input type="hidden" name={FILTER_PARAMS.status} value={status} /> : null}
        {apps.length > 1 ? (
          <label className="post-filters__account">
            <span className="visually-hidden">Account</span>
            <select name={FILTER_PARAMS.account} value={account ?? ""} onChange={(e) => update({ account: e.target.value || undefined })}>
              <option value="">All accounts</option>
              <AccountOptions accounts={apps} />
            </select>
          </label>
        ) : null}
        <input
          type="search"
          name={FILTER_PARAMS.q}
          className="input post-filters__search"
          aria-label="Search posts"
          placeholder="Search posts"
          maxLength={POST_SEARCH.maxChars}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Escape" || text === "") return;
            e.preventDefault();
            setText("");
            update({ q: undefined });
          }}
        />
      </Form>
    </div>
  );
}
