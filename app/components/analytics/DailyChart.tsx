import { useEffect, useRef, useState } from "react";
import { ANALYTICS_TEXT } from "~/spec/analytics";

type Day = { date: string; impressions: number; interactions: number };

const nf = new Intl.NumberFormat("en-GB");

/**
 * Impressions and engagement per day: a line chart (uPlot, loaded with this screen only) over a
 * table of the same numbers, which the server renders and a screen reader reads.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<"waiting" | "drawn" | "failed">("waiting");
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let live = true;
    import("~/lib/charts.client")
      .then(({ drawLines }) => {
        if (!live || !box.current) return;
        box.current.replaceChildren();
        cleanup = drawLines(
          box.current,
          daily.map((d) => d.date),
          [
            { label: ANALYTICS_TEXT.impressions, values: daily.map((d) => d.impressions), colour: "#0a66c2" },
            { label: ANALYTICS_TEXT.engagement, values: daily.map((d) => d.interactions), colour: "#c2410c", scale: "right" },
          ],
          Math.max(320, box.current.clientWidth),
        );
        setDrawn("drawn");
      })
      .catch(() => live && setDrawn("failed"));
    return () => {
      live = false;
      cleanup?.();
    };
  }, [daily]);
  const total = daily.reduce((sum, d) => sum + d.impressions, 0);
  return (
    <figure className="analytics__chart">
      <figcaption className="field__label">
        {ANALYTICS_TEXT.impressions} and {ANALYTICS_TEXT.engagement.toLowerCase()} per day
      </figcaption>
      <div
        ref={box}
        className="analytics__plot"
        role="img"
        aria-label={`${ANALYTICS_TEXT.impressions} per day over ${daily.length} days, ${nf.format(total)} in all; the table below has each day.`}
        data-drawn={drawn}
      />
      {drawn === "failed" ? <p className="muted">The chart can't be drawn here; the table below has its numbers.</p> : null}
      <details className="analytics__table">
        <summary>{ANALYTICS_TEXT.dataTable}</summary>
        <table>
          <caption className="visually-hidden">{ANALYTICS_TEXT.impressions} and engagement per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{ANALYTICS_TEXT.impressions}</th>
              <th scope="col">{ANALYTICS_TEXT.engagement}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>{nf.format(d.impressions)}</td>
                <td>{nf.format(d.interactions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
