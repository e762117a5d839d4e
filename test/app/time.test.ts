import { describe, expect, it } from "vitest";
import { instantToZoned, zonedTimeToInstant } from "~/spec/time";

const iso = (ms: number) => new Date(ms).toISOString();

describe("wall time in the member's zone → UTC instant", () => {
  it("an ordinary time", () => {
    expect(iso(zonedTimeToInstant({ date: "2026-11-23", time: "09:00" }, "Europe/Berlin"))).toBe("2026-11-23T08:00:00.000Z");
    expect(iso(zonedTimeToInstant({ date: "2026-07-01", time: "09:00" }, "Europe/Berlin"))).toBe("2026-07-01T07:00:00.000Z");
    expect(iso(zonedTimeToInstant({ date: "2026-11-23", time: "09:00" }, "Asia/Kolkata"))).toBe("2026-11-23T03:30:00.000Z");
  });

  it("DST gap: 02:30 on the spring-forward night does not exist, and becomes 03:30", () => {
    const berlin = zonedTimeToInstant({ date: "2026-03-29", time: "02:30" }, "Europe/Berlin");
    expect(iso(berlin)).toBe("2026-03-29T01:30:00.000Z");
    expect(instantToZoned(berlin, "Europe/Berlin")).toEqual({ date: "2026-03-29", time: "03:30" });
    const newYork = zonedTimeToInstant({ date: "2026-03-08", time: "02:15" }, "America/New_York");
    expect(instantToZoned(newYork, "America/New_York")).toEqual({ date: "2026-03-08", time: "03:15" });
  });

  it("DST overlap: 02:30 on the fall-back night happens twice, and means the first", () => {
    const berlin = zonedTimeToInstant({ date: "2026-10-25", time: "02:30" }, "Europe/Berlin");
    expect(iso(berlin)).toBe("2026-10-25T00:30:00.000Z"); // still summer time (+02:00)
    const newYork = zonedTimeToInstant({ date: "2026-11-01", time: "01:30" }, "America/New_York");
    expect(iso(newYork)).toBe("2026-11-01T05:30:00.000Z"); // EDT, the first 01:30
  });

  it("round-trips every quarter hour of a transition day", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const instant = zonedTimeToInstant({ date: "2026-10-25", time }, "Europe/Berlin");
      expect(instantToZoned(instant, "Europe/Berlin")).toEqual({ date: "2026-10-25", time });
    }
  });

  it("a date that does not exist is refused", () => {
    expect(() => zonedTimeToInstant({ date: "2026-02-30", time: "09:00" }, "UTC")).toThrow("Invalid date");
    expect(() => zonedTimeToInstant({ date: "2026-02-10", time: "24:00" }, "UTC")).toThrow("Invalid date");
  });
});
