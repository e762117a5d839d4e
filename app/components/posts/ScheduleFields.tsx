import { useRef, useState } from "react";
import type { PostSummary } from "~/lib/api";
import { type BestTimes, mostPopularTime } from "~/spec/best-times";
import { SLOT_TEXT } from "~/spec/posting-slots";
import { PAST_TIME } from "~/spec/schemas";
import { instantToZoned, zonedTimeToInstant } from "~/spec/time";
import { Segmented } from "../Segmented";
import { BestTimesChart } from "./BestTimesChart";

const PUBLISH_MODES = [
  ["now", "Publish now"],
  ["schedule", "Schedule"],
  // The account's next free posting slot (docs/decisions/044): the server picks the time.
  ["queue", "Add to queue"],
] as const;
type PublishMode = (typeof PUBLISH_MODES)[number][0];

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type ScheduleOptions = {
  post?: PostSummary;
  /** The calendar day the dialog was opened from (YYYY-MM-DD). */
  date?: string;
  /** Opened with Publish: now, else a date and time. */
  publishNow: boolean;
  /** A post in doubt is neither published now nor scheduled until the member says where it is. */
  inDoubt: boolean;
  /** The chosen account's best times and where they come from (docs/decisions/054). */
  bestTimes: BestTimes;
  timeZone: string;
  today: string;
};

export type Schedule = ReturnType<typeof useSchedule>;

/**
 * When the post goes out: now, or a date and a time in the member's zone. The date starts at the
 * post's own (when still ahead), the calendar day it was opened from, or tomorrow; the time at that
 * weekday's most popular hour, and again whenever the date changes.
 */
export function useSchedule({ post, date, publishNow, inDoubt, bestTimes, timeZone, today }: ScheduleOptions) {
  const { slots } = bestTimes;
  const [publishMode, setPublishMode] = useState<PublishMode>(publishNow ? "now" : "schedule");
  const timeInput = useRef<HTMLInputElement>(null);
  const existing = post?.scheduledAt && !Number.isNaN(Date.parse(post.scheduledAt)) ? instantToZoned(Date.parse(post.scheduledAt), timeZone) : null;
  const ahead = existing && existing.date >= today ? existing : null;
  const [day, setDay] = useState(() => ahead?.date ?? date ?? nextDay(today));
  const [time, setTime] = useState(() => ahead?.time ?? mostPopularTime(slots, weekday(ahead?.date ?? date ?? nextDay(today))));
  const scheduling = publishMode === "schedule" && !inDoubt;
  const at = () => zonedTimeToInstant({ date: day, time }, timeZone);

  return {
    publishMode,
    setPublishMode,
    /** Going out now once saved (a post in doubt waits for the member's word). */
    now: publishMode === "now" && !inDoubt,
    /** Into the account's next free posting slot once saved. */
    queued: publishMode === "queue" && !inDoubt,
    scheduling,
    timeInput,
    /** Back to the time field (the member chose to pick another time). */
    focusTime: () => timeInput.current?.focus(),
    day,
    time,
    setTime,
    pickDay(value: string) {
      setDay(value);
      if (value) setTime(mostPopularTime(slots, weekday(value)));
    },
    /** What is wrong with the date and time, if scheduling. */
    problem(): string | null {
      if (!scheduling) return null;
      let instant: number;
      try {
        instant = at();
      } catch {
        return "Invalid date";
      }
      return instant < Date.now() ? PAST_TIME : null;
    },
    /** The instant to save, if scheduling. */
    scheduledAt: () => (scheduling ? new Date(at()).toISOString() : undefined),
    bestTimes,
    timeZone,
    today,
  };
}

/** Publish now, schedule or add to queue; to schedule, the date, the time, the member's zone and the best-times chart. */
export function ScheduleFields({ schedule, inDoubt }: { schedule: Schedule; inDoubt: boolean }) {
  if (inDoubt) return null;
  const { day, time, bestTimes } = schedule;
  return (
    <>
      <Segmented legend="When" name="publishMode" value={schedule.publishMode} options={PUBLISH_MODES} onChange={schedule.setPublishMode} />
      {schedule.scheduling ? (
        <div className="post-dialog__schedule">
          <label className="field">
            <span className="field__label">Date</span>
            <input type="date" min={schedule.today} value={day} onChange={(e) => schedule.pickDay(e.target.value)} />
          </label>
          <label className="field">
            <span className="field__label">Time</span>
            <input ref={schedule.timeInput} type="time" value={time} onChange={(e) => schedule.setTime(e.target.value)} />
          </label>
          <span className="muted post-dialog__zone">{schedule.timeZone}</span>
          {day ? <BestTimesChart slots={bestTimes.slots} from={bestTimes.from} day={weekday(day)} selected={time} onSelect={schedule.setTime} /> : null}
        </div>
      ) : null}
      {schedule.queued ? <p className="muted">{SLOT_TEXT.queueNote}</p> : null}
    </>
  );
}
