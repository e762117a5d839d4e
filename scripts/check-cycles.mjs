/**
 * `npm run check:cycles`: fails on any circular import among the modules of worker/ and app/
 * (TypeScript, with the app's `~/` paths). Type-only imports count: a circle through types is
 * still two modules that cannot be read, changed or tested one without the other
 * (docs/decisions/040). An import it cannot resolve fails too, so a cycle is never hidden
 * behind a path it skipped.
 */
import madge from "madge";

const ROOTS = ["worker", "app"];
/** Imports that are not modules of ours: the runtime's, and Vite's asset suffixes. */
const EXTERNAL = (path) => path.startsWith("cloudflare:") || path.includes("?");

const graph = await madge(ROOTS, {
  fileExtensions: ["ts", "tsx"],
  tsConfig: "tsconfig.json",
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = graph.circular();
const unresolved = graph.warnings().skipped.filter((path) => !EXTERNAL(path));
for (const cycle of cycles) console.error(`✖ import cycle: ${[...cycle, cycle[0]].join(" → ")}`);
for (const path of unresolved) console.error(`✖ import not resolved (a cycle could hide behind it): ${path}`);
if (cycles.length || unresolved.length) process.exit(1);
console.log(`No import cycles among ${Object.keys(graph.obj()).length} modules of ${ROOTS.join("/ and ")}/ (type-only imports included).`);
