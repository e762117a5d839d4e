import { BEST_TIMES_TEXT, type BestTimesSource, chartBars, mostPopularTime, type PopularitySlot } from "~/spec/best-times";

/**
 * The best times to post on the chosen weekday: every third hourly slot as a bar, taller and
 * darker the more popular. Clicking a bar picks that time and marks it. The caption says where the
 * times come from (the account's own posts or the default, docs/decisions/054) and the day's best
 * hour, which may fall between two bars.
 */
export function BestTimesChart({
  slots,
  from,
  day,
  selected,
  onSelect,
}: {
  slots: PopularitySlot[];
  from: BestTimesSource;
  day: number;
  selected: string;
  onSelect(time: string): void;
}) {
  const bars = chartBars(slots.filter((s) => s.day === day));
  if (bars.length === 0) return null;
  return (
    <figure className="best-times" aria-label={BEST_TIMES_TEXT.title}>
      <figcaption className="muted">
        {BEST_TIMES_TEXT.title} · <span className="best-times__source">{BEST_TIMES_TEXT.source(from)}</span> ·{" "}
        {BEST_TIMES_TEXT.best(mostPopularTime(slots, day))} · {BEST_TIMES_TEXT.pick}
      </figcaption>
      <div className="best-times__bars" role="radiogroup" aria-label={BEST_TIMES_TEXT.title}>
        {bars.map((bar) => (
          <button
            key={bar.time}
            type="button"
            role="radio"
            aria-checked={selected === bar.time}
            aria-label={`${bar.time}, popularity ${bar.popularity}`}
            className={`best-times__bar shade-${bar.shade}${selected === bar.time ? " is-selected" : ""}`}
            style={{ height: bar.heightPx }}
            onClick={() => onSelect(bar.time)}
          >
            {selected === bar.time ? (
              <span className="best-times__marker" aria-hidden="true">
                ▼
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="best-times__labels" aria-hidden="true">
        {bars.map((bar) => (
          <span key={bar.time}>{bar.time}</span>
        ))}
      </div>
    </figure>
  );
}
