import type { PostSummary } from "~/lib/api";
import { canAddOn, dayLabel, dayOf, HOURS, hourOf } from "~/lib/calendar";
import { hourTarget } from "~/lib/calendar-targets";
import { type GridProps, TileList } from "./CalendarTile";
import { useKit } from "./drag-kit";

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** One week by the hour: posts at their hour, each hour of each day a drop zone (a drop keeps the minutes). */
export function WeekView({ days, ...grid }: GridProps & { days: string[] }) {
  const { posts, today, timeZone } = grid;
  const { Zone } = useKit();
  const at = new Map<string, PostSummary[]>();
  for (const post of [...posts].sort((a, b) => Date.parse(a.scheduledAt ?? "") - Date.parse(b.scheduledAt ?? ""))) {
    const day = dayOf(post, timeZone);
    const hour = hourOf(post, timeZone);
    if (day === null || hour === null) continue;
    const key = `${day} ${hour}`;
    at.set(key, [...(at.get(key) ?? []), post]);
  }
  return (
    <table className="calendar__grid calendar__week">
      <thead>
        <tr>
          <th scope="col" className="calendar__hour-head">
            <span className="visually-hidden">Hour</span>
          </th>
          {days.map((date) => (
            <th key={date} scope="col" className={date === today ? "is-today" : undefined}>
              <span className="calendar__week-day">
                {dayLabel(date).split(",")[0].slice(0, 3)} {Number(date.slice(8))}
                {date === today ? <span className="visually-hidden">, today</span> : null}
              </span>
              {canAddOn(date, today) ? (
                <button type="button" className="calendar__add" aria-label={`Add a post on ${date}`} onClick={() => grid.onAdd(date)}>
                  +
                </button>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {HOURS.map((hour) => (
          <tr key={hour}>
            <th scope="row" className="calendar__hour">
              {hh(hour)}
            </th>
            {days.map((date) => (
              <Zone
                key={date}
                id={hourTarget(date, hour)}
                as="td"
                className={`calendar__slot${date === today ? " is-today" : ""}${date < today ? " is-past" : ""}`}
                data-date={date}
                data-hour={hour}
                aria-label={`${dayLabel(date)} at ${hh(hour)}`}
              >
                <TileList posts={at.get(`${date} ${hour}`) ?? []} grid={grid} menuUp={hour >= 20} />
              </Zone>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
