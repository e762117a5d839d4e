/**
 * The analytics line chart, drawn by uPlot (a maintained, small chart library), loaded only on
 * /analytics once the page is in the browser (docs/decisions/055): no other route carries it, and
 * the server renders the data table it draws from, so the numbers are there before it and without it.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** `scale`: "right" draws the line against an axis of its own on the right (engagement is a few % of impressions). */
export type LineSeries = { label: string; values: number[]; colour: string; scale?: "left" | "right" };

/** Draws a line per series over the days (YYYY-MM-DD) into `into`, `width` pixels wide; returns the cleanup. */
export function drawLines(into: HTMLElement, days: string[], series: LineSeries[], width: number): () => void {
  const x = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
  const plot = new uPlot(
    {
      width,
      height: 260,
      // The days are the member's own dates: shown as they are, not shifted into the browser's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
      series: [
        {},
        ...series.map((s) => ({ label: s.label, stroke: s.colour, width: 2, scale: s.scale === "right" ? "right" : "y", points: { show: days.length <= 31 } })),
      ],
      axes: [
        {},
        { size: 60, stroke: series[0]?.colour },
        ...(series.some((s) => s.scale === "right")
          ? [{ scale: "right", side: 1, size: 50, grid: { show: false }, stroke: series.find((s) => s.scale === "right")?.colour }]
          : []),
      ],
      scales: { x: { time: true } },
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
    },
    [x, ...series.map((s) => s.values)],
    into,
  );
  return () => plot.destroy();
}
