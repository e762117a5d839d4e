import { canAddOn, type Month, menuOpensUp, monthGrid, postsByDay, WEEKDAYS } from "~/lib/calendar";
import { dayTarget } from "~/lib/calendar-targets";
import { type GridProps, TileList } from "./CalendarTile";
import { useKit } from "./drag-kit";

/** The spec's month grid: Sunday first, blanks for the neighbour months, + on today and later; each day a drop zone. */
export function MonthView({ month, ...grid }: GridProps & { month: Month }) {
  const { posts, today, timeZone } = grid;
  const { Zone } = useKit();
  const byDay = postsByDay(posts, timeZone);
  return (
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
        {monthGrid(month).map((week, weekIndex) => (
          <tr key={weekIndex}>
            {week.map((cell, i) =>
              cell === null ? (
                <td key={i} className="calendar__cell calendar__cell--blank" aria-hidden="true" />
              ) : (
                <Zone
                  key={cell.date}
                  id={dayTarget(cell.date)}
                  as="td"
                  className={`calendar__cell${cell.date === today ? " is-today" : ""}${cell.date < today ? " is-past" : ""}`}
                  data-date={cell.date}
                >
                  <div className="calendar__day">
                    <span>
                      {cell.day}
                      {cell.date === today ? <span className="visually-hidden">, today</span> : null}
                    </span>
                    {canAddOn(cell.date, today) ? (
                      <button type="button" className="calendar__add" aria-label={`Add a post on ${cell.date}`} onClick={() => grid.onAdd(cell.date)}>
                        +
                      </button>
                    ) : null}
                  </div>
                  <TileList posts={byDay.get(cell.date) ?? []} grid={grid} menuUp={menuOpensUp(weekIndex)} />
                </Zone>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
