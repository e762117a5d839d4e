/**
 * Moving posts on the calendar (issue 24, item 1), free of React and of the drag library so it is
 * unit-tested: what a drop target is, which posts may move, the new time a drop gives, the
 * plain reason a drop is refused, where the arrow keys go, and what a screen reader hears.
 */
import { instantToZoned, zonedTimeToInstant } from "~/spec/time";
import { addDays, type CalendarPost, dayLabel } from "./calendar";

import { type DropTarget, dayTarget, hourTarget } from "./calendar-targets";

export { type DropTarget, dayTarget, hourTarget, postTarget } from "./calendar-targets";

export function parseTarget(id: string): DropTarget | null {
  const [kind, a, b] = id.split(":");
  if (kind === "day" && a) return { kind, date: a };
  if (kind === "hour" && a && b) return { kind, date: a, hour: Number(b) };
  if (kind === "post" && a) return { kind, postId: id.slice(5) };
  return null;
}

/** What is out of our hands stays where it is: published, being published, or maybe on LinkedIn already. */
export const canMove = (post: CalendarPost) => post.status === "draft" || post.status === "scheduled" || post.status === "failed";

export const MOVE_REFUSALS = {
  published: "Published posts stay where they went out.",
  publishing: "This post is being published right now, so it stays where it is.",
  unknown: "This post may already be on LinkedIn. Check your profile before you move it.",
  ontoPublished: "That's a published post. Drop it on a day instead.",
  past: "That time has passed. Drop the post on today or a later day.",
} as const;

/** Why a post cannot move, or null when it can. */
export function dragRefusal(post: CalendarPost): string | null {
  if (post.status === "published") return MOVE_REFUSALS.published;
  if (post.status === "publishing") return MOVE_REFUSALS.publishing;
  if (!canMove(post)) return MOVE_REFUSALS.unknown;
  return null;
}

/** The post's new instant: a day keeps its time of day, an hour keeps its minutes (in the member's zone). */
export function movedTo(post: CalendarPost, target: DropTarget, timeZone: string): number | null {
  if (target.kind === "post") return null;
  const at = post.scheduledAt ? Date.parse(post.scheduledAt) : NaN;
  const time = Number.isNaN(at) ? "09:00" : instantToZoned(at, timeZone).time;
  const hhmm = target.kind === "hour" ? `${String(target.hour).padStart(2, "0")}:${time.slice(3)}` : time;
  return zonedTimeToInstant({ date: target.date, time: hhmm }, timeZone);
}

/** Why this drop is refused (said in a toast, the post going back), or null to move it. */
export function dropRefusal(post: CalendarPost, target: DropTarget, timeZone: string, now: number): string | null {
  const cannot = dragRefusal(post);
  if (cannot) return cannot;
  if (target.kind === "post") return MOVE_REFUSALS.ontoPublished;
  const at = movedTo(post, target, timeZone);
  if (at === null || at < now) return MOVE_REFUSALS.past;
  return null;
}

/** Where an arrow key takes a post being moved by keyboard: a day left, right, a week up, down; in the week, an hour up, down. */
export function neighbourTarget(id: string, key: string): string | null {
  const target = parseTarget(id);
  if (!target || target.kind === "post") return null;
  if (target.kind === "day") {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
    return step === undefined ? null : dayTarget(addDays(target.date, step));
  }
  if (key === "ArrowLeft" || key === "ArrowRight") return hourTarget(addDays(target.date, key === "ArrowLeft" ? -1 : 1), target.hour);
  const hour = target.hour + (key === "ArrowUp" ? -1 : key === "ArrowDown" ? 1 : NaN);
  return hour >= 0 && hour <= 23 ? hourTarget(target.date, hour) : null;
}

/** A drop target as a person says it: "Tuesday, December 3", "Tuesday, December 3 at 14:00". */
export function targetLabel(target: DropTarget, titleOf: (postId: string) => string): string {
  if (target.kind === "post") return `the published post "${titleOf(target.postId)}"`;
  const day = dayLabel(target.date);
  return target.kind === "hour" ? `${day} at ${String(target.hour).padStart(2, "0")}:00` : day;
}

export const KEYBOARD_INSTRUCTIONS =
  "To move a post, press Space or Enter on its move button. Use the arrow keys to choose another day (in the week view, another hour), Enter to drop it there, or Escape to leave it where it was.";
