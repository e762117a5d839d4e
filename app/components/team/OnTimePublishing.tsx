import { Link } from "@remix-run/react";
import type { Api, DataOf } from "~/lib/api";
import { POST_PARAM } from "~/spec/notifications";
import { ON_TIME_TEXT as T } from "~/spec/on-time";

export type OnTime = DataOf<Api["api"]["team"]["on-time"]["$get"]>;
type Item = OnTime["items"][number];

const when = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
  return `${day}, ${time}`;
};

function what(item: Item) {
  const ms = (item.lateSeconds ?? 0) * 1000;
  if (item.kind === "late") return T.kind.late(ms);
  if (item.kind === "waiting") return T.kind.waiting(ms);
  return item.kind === "failed" ? T.kind.failed : T.kind.unknown;
}

/** On /team (issue 27 item 4, docs/decisions/053): the share out within 60 s of their time, and the posts that were not. */
export function OnTimePublishing({ figures, timeZone }: { figures: OnTime; timeZone: string }) {
  return (
    <section className="on-time" aria-labelledby="on-time-heading">
      <h2 id="on-time-heading">{T.heading}</h2>
      {figures.total === 0 ? (
        <p className="muted">{T.empty}</p>
      ) : (
        <>
          <p className="on-time__share">{T.share(figures.onTime, figures.total)}</p>
          <p className="muted on-time__note">
            {T.counts(figures.onTime, figures.total)} {T.rule}
          </p>
          {figures.items.length === 0 ? (
            <p className="muted">{T.allOnTime}</p>
          ) : (
            <>
              <h3>{T.listHeading}</h3>
              <ul className="team__list on-time__list" aria-label={T.listLabel}>
                {figures.items.map((item) => (
                  <li key={item.id} className="card on-time__item">
                    <div className="on-time__what">
                      <strong>{item.title || T.untitled}</strong>
                      <div className="on-time__when">
                        <span className="muted">{T.due(when(item.dueAt, timeZone))}</span>
                        <span className={`status-pill status-pill--${item.kind === "late" || item.kind === "waiting" ? "warn" : "failed"}`}>{what(item)}</span>
                      </div>
                      {item.reason ? <p className="on-time__reason">{item.reason}</p> : null}
                    </div>
                    <Link className="button" to={`/posts?${POST_PARAM}=${encodeURIComponent(item.id)}`} aria-label={T.openLabel(item.title || T.untitled)}>
                      {T.open}
                    </Link>
                  </li>
                ))}
              </ul>
              {figures.late > figures.items.length ? <p className="muted">{T.more(figures.items.length, figures.late)}</p> : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
