/**
 * `npm run eval:calendar`: the calendar eval, offline. Prints a line per persona (and what it
 * found), then the summary against the targets (figures, not pass/fail: the exit code is 0 either
 * way; test/app/calendar-eval.test.ts holds the targets). `--verbose` prints every calendar.
 */
import { loadTypeScript } from "../../scripts/lib.mjs";

const { runCalendarEval, formatReport, summary } = await loadTypeScript("eval/calendar/eval.ts", "calendar-eval");
const results = runCalendarEval();
if (process.argv.includes("--json")) console.log(JSON.stringify(summary(results), null, 2));
else console.log(formatReport(results, process.argv.includes("--verbose")));
