/**
 * The names of the calendar's drop zones: a day of the month grid, an hour of the week, a published
 * post. Apart from calendar-moves.ts so the grids that name their zones do not bring the move rules
 * (loaded with drag and drop, after the first paint) into the first load.
 */
export type DropTarget = { kind: "day"; date: string } | { kind: "hour"; date: string; hour: number } | { kind: "post"; postId: string };

export const dayTarget = (date: string) => `day:${date}`;
export const hourTarget = (date: string, hour: number) => `hour:${date}:${String(hour).padStart(2, "0")}`;
export const postTarget = (postId: string) => `post:${postId}`;
