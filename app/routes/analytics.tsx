import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { DailyChart } from "~/components/analytics/DailyChart";
import { PermissionBanner } from "~/components/analytics/PermissionBanner";
import { WeekdayHourChart } from "~/components/analytics/WeekdayHourChart";
import { ConnectLinkedInButton } from "~/components/posts/ConnectLinkedInButton";
import { askApi, readList, requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { timeZoneOf } from "~/lib/studio.server";
import { ANALYTICS_PERIODS, ANALYTICS_TEXT, type AnalyticsPeriod } from "~/spec/analytics";
import { AccountOptions } from "../components/AccountOptions";

export const meta = titled("Analytics");

const nf = new Intl.NumberFormat("en-GB");
const pct = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const timeZone = timeZoneOf(request);
  const apps = (await readList(context, request, (api) => api.api.apps.$get())).data.filter((a) => a.status !== "disconnected");
  const asked = Number(url.searchParams.get("days"));
  const days: AnalyticsPeriod = (ANALYTICS_PERIODS as readonly number[]).includes(asked) ? (asked as AnalyticsPeriod) : 30;
  const account = apps.find((a) => a.id === url.searchParams.get("account")) ?? apps[0] ?? null;
  if (!account) return json({ apps, account: null, days, timeZone, report: null, failed: null });
  const read = await askApi(context, request, (api) => api.api.analytics.$get({ query: { appId: account.id, days, timeZone } }));
  return json({
    apps,
    account,
    days,
    timeZone,
    report: read.ok ? read.data : null,
    failed: read.ok ? null : read.msg || "Analytics are unavailable right now.",
  });
}

function Total({ label, value, change }: { label: string; value: string; change?: number | null }) {
  return (
    <div className="analytics__total">
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        {change !== undefined ? <small className="muted">{ANALYTICS_TEXT.change(change)}</small> : null}
      </dd>
    </div>
  );
}

/** /analytics (issue 27): one account's numbers over 7, 30 or 90 days. */
export default function Analytics() {
  const { apps, account, days, timeZone, report, failed } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/analytics";
  const analyticsAllowed = (account as { analyticsAllowed?: boolean } | null)?.analyticsAllowed !== false;
  const query = (next: { days?: number }) => `?account=${encodeURIComponent(account?.id ?? "")}&days=${next.days ?? days}`;

  return (
    <main className="page analytics">
      <h1>{ANALYTICS_TEXT.title}</h1>
      {!account ? (
        <div className="card center empty-state">
          <h2>No LinkedIn account yet</h2>
          <p className="muted">Connect a LinkedIn account; its posts' numbers show here once they are published.</p>
          <ConnectLinkedInButton />
        </div>
      ) : (
        <>
          <div className="analytics__controls">
            <Form method="get" onChange={(e) => submit(e.currentTarget)}>
              <input type="hidden" name="days" value={days} />
              <label className="field analytics__account">
                <span className="field__label">Account</span>
                <select name="account" defaultValue={account.id}>
                  <AccountOptions accounts={apps} />
                </select>
              </label>
              <noscript>
                <button type="submit" className="button">
                  Show
                </button>
              </noscript>
            </Form>
            <nav aria-label="Period" className="analytics__periods">
              {ANALYTICS_PERIODS.map((d) => (
                <Link
                  key={d}
                  to={query({ days: d })}
                  className={`chip${d === days ? " chip--selected" : ""}`}
                  aria-current={d === days ? "page" : undefined}
                  preventScrollReset
                >
                  {ANALYTICS_TEXT.period(d)}
                </Link>
              ))}
            </nav>
          </div>
          {!analyticsAllowed ? (
            <PermissionBanner
              account={account.name}
              onOffer={(account as { analyticsOnOffer?: boolean }).analyticsOnOffer !== false}
              reconnect={<ConnectLinkedInButton label={ANALYTICS_TEXT.reconnect} busyLabel="Opening LinkedIn…" />}
            />
          ) : null}
          {failed ? (
            <p className="banner banner--error" role="alert">
              {failed}
            </p>
          ) : null}
          {report ? (
            <div aria-busy={loading} className={loading ? "is-loading" : undefined}>
              <section className="card analytics__section" aria-labelledby="totals">
                <h2 id="totals">
                  {account.name}, {ANALYTICS_TEXT.period(days).toLowerCase()}
                </h2>
                <dl className="analytics__totals">
                  <Total label={ANALYTICS_TEXT.impressions} value={nf.format(report.totals.impressions)} change={report.change.impressions} />
                  <Total label={ANALYTICS_TEXT.engagement} value={nf.format(report.totals.interactions)} change={report.change.interactions} />
                  <Total label={ANALYTICS_TEXT.engagementRate} value={pct(report.totals.rate)} />
                  <Total label="Posts published" value={nf.format(report.posts)} />
                </dl>
                <p className="muted">
                  {ANALYTICS_TEXT.engagement}: reactions, comments, reshares and saves. {ANALYTICS_TEXT.collecting}
                </p>
                <DailyChart daily={report.daily} />
              </section>
              {report.posts === 0 ? (
                <p className="card center empty-state">{ANALYTICS_TEXT.noPosts}</p>
              ) : (
                <section className="card analytics__section" aria-labelledby="top-posts">
                  <h2 id="top-posts">{ANALYTICS_TEXT.topPosts}</h2>
                  {report.topPosts.length === 0 ? (
                    <p className="muted">No post has enough impressions yet to rank.</p>
                  ) : (
                    <ol className="analytics__top">
                      {report.topPosts.map((p) => (
                        <li key={p.id}>
                          <p className="analytics__excerpt">{p.excerpt}</p>
                          <p className="muted">
                            {pct(p.rate)} engagement · {nf.format(p.impressions)} impressions · {nf.format(p.interactions)} reactions, comments, reshares and
                            saves
                          </p>
                          <p>
                            <Link to={`/posts?post=${encodeURIComponent(p.id)}`}>Open the post</Link>
                            {p.urn ? (
                              <>
                                {" · "}
                                <a href={`${report.linkedinWeb}/feed/update/${encodeURIComponent(p.urn)}/`} target="_blank" rel="noreferrer">
                                  View on LinkedIn
                                </a>
                              </>
                            ) : null}
                          </p>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              )}
              <WeekdayHourChart cells={report.byWeekdayHour} timeZone={timeZone} />
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
