/**
 * `npm run eval:writing`: the writing eval, offline. Prints a line per brief and per machine text,
 * then the summary against the targets (figures, not pass/fail: the exit code is 0 either way).
 * `--verbose` adds every hook; `--json` prints the raw results.
 */
import { loadTypeScript } from "../../scripts/lib.mjs";

const { runWritingEval, formatReport } = await loadTypeScript("eval/writing/eval.ts", "writing-eval");
const results = runWritingEval();
if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
else console.log(formatReport(results, process.argv.includes("--verbose")));
