import { ANALYTICS_TEXT } from "~/spec/analytics";

type Cell = { weekday: number; hour: number; posts: number; rate: number };

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Engagement rate by the weekday and hour posts went out (in the member's zone): a heat map that
 * is itself a table, each cell saying its rate and how many posts it rests on.
 */
export function WeekdayHourChart({ cells, timeZone }: { cells: Cell[]; timeZone: string }) {
  if (!cells.length) return null;
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const max = Math.max(...cells.map((c) => c.rate), 0.0001);
  const at = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c]));
  return (
    <section className="card analytics__section" aria-labelledby="weekday-hour">
      <h2 id="weekday-hour">{ANALYTICS_TEXT.byWeekdayHour}</h2>
      <p className="muted">When the posts went out ({timeZone}), and what share of their impressions became reactions, comments, reshares or saves.</p>
      <div className="heatmap__scroll">
        <table className="heatmap">
          <caption className="visually-hidden">{ANALYTICS_TEXT.byWeekdayHour}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {hours.map((h) => (
                <th key={h} scope="col">
                  {String(h).padStart(2, "0")}:00
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day, weekday) => (
              <tr key={day}>
                <th scope="row">{day.slice(0, 3)}</th>
                {hours.map((h) => {
                  const cell = at.get(`${weekday}:${h}`);
                  const strength = cell ? 0.15 + 0.85 * (cell.rate / max) : 0;
                  return (
                    <td
                      key={h}
                      className={cell ? "heatmap__cell" : "heatmap__cell heatmap__cell--empty"}
                      // Light cells keep dark text, dark cells white: readable at every strength.
                      style={cell ? { backgroundColor: `rgba(10, 102, 194, ${strength})`, color: strength > 0.55 ? "#fff" : "#1d2226" } : undefined}
                    >
                      {cell ? `${pct(cell.rate)} · ${cell.posts} ${cell.posts === 1 ? "post" : "posts"}` : <span className="visually-hidden">no posts</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
