import { chartBars, type PopularitySlot } from "~/spec/best-times";

/**
 * The best times to post on the chosen weekday: every third hourly slot as a bar, taller and
 * darker the more popular. Clicking a bar picks that time and marks it.
 */
export function BestTimesChart({ slots, day, selected, onSelect }: { slots: PopularitySlot[]; day: number; selected: string; onSelect(time: string): void }) {
  const bars = chartBars(slots.filter((s) => s.day === day));
  if (bars.length === 0) return null;
  return (
    <figure className="best-times" aria-label="Best times to post">
      <figcaption className="muted">Best times to post · click a bar to pick it</figcaption>
      <div className="best-times__bars" role="radiogroup" aria-label="Best times to post">
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
