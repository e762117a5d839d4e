/**
 * First-load JavaScript per route, from the client build's Remix manifest: the entry, the root
 * and the route module with every module they import statically (what the browser fetches
 * before the page is interactive), each gzipped as a server would send it. Lazy chunks (dialogs
 * loaded when opened) are not counted. Run after `npm run build`:
 *
 *   node bench/first-load.mjs            prints KB gzip per route
 */
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const ROUTES = {
  "/": "routes/_index",
  "/posts": "routes/posts",
  "/calendar": "routes/calendar",
  "/feed": "routes/feed",
  "/trends": "routes/trends",
  "/team": "routes/team",
  "/signin": "routes/signin",
  "/onboarding": "routes/onboarding",
  "/interact": "routes/interact",
  "/analytics": "routes/analytics",
};

export function firstLoad(dir = "build/client") {
  const file = readdirSync(`${dir}/assets`).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No Remix manifest in build/client/assets: run `npm run build` first.");
  const manifest = JSON.parse(
    readFileSync(`${dir}/assets/${file}`, "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  const gz = new Map();
  const size = (path) => {
    if (!gz.has(path)) gz.set(path, gzipSync(readFileSync(`${dir}${path}`)).length);
    return gz.get(path);
  };
  const rows = [];
  for (const [url, id] of Object.entries(ROUTES)) {
    const chain = [];
    for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : null) chain.unshift(r);
    if (!chain.length) continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
    const bytes = [...files].reduce((sum, f) => sum + size(f), 0);
    rows.push({ route: url, files: files.size, kbGzip: Math.round(bytes / 102.4) / 10 });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("First-load JavaScript (gzip), from the client build's manifest:");
  for (const r of firstLoad()) console.log(`  ${r.route.padEnd(10)} ${String(r.kbGzip).padStart(6)} KB  (${r.files} files)`);
}
