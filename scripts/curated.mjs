/**
 * The curated library (worker/feed/curated-library.json): strong posts written for this product,
 * with their authors, engagement and topics. `npm start` loads it with the demo data; production
 * loads it with the import command. Running it again updates the text, counts and topics of each
 * post by its id and keeps its date.
 *
 *   npm run feed:import -- --remote                         production D1
 *   npm run feed:import -- --local [--persist-to DIR]       a local D1 (npm start's by default)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { wrangler } from "./lib.mjs";

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

export function curatedLibrary() {
  return JSON.parse(readFileSync(new URL("../worker/feed/curated-library.json", import.meta.url), "utf8"));
}

/** One upsert per post: public (no team), source curated, provider linkedin, dated `hoursAgo` before `now`. */
export function curatedSql(library = curatedLibrary(), now = Date.now()) {
  return library
    .map((p) => {
      const row = {
        id: p.id,
        url: null,
        provider: "linkedin",
        title: p.content.split("\n")[0].slice(0, 80),
        content: p.content,
        tags: JSON.stringify(p.topics),
        attachments: "[]",
        likes: p.likes,
        comments: p.comments,
        shares: p.shares,
        author_name: p.author.name,
        author_avatar: null,
        author_profile_url: null,
        status: "published",
        scheduled_at: null,
        source: "curated",
        dedupe_key: `curated|${p.id}`,
        created_at: now - p.hoursAgo * 3_600_000,
      };
      const update = ["title", "content", "tags", "likes", "comments", "shares", "author_name"].map((c) => `${c} = excluded.${c}`).join(", ");
      return `INSERT INTO feed_posts (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(q).join(", ")}) ON CONFLICT(id) DO UPDATE SET ${update};`;
    })
    .join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const remote = process.argv.includes("--remote");
  const i = process.argv.indexOf("--persist-to");
  const where = remote ? ["--remote"] : ["--local", "--persist-to", i > -1 ? process.argv[i + 1] : ".wrangler/state"];
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(".wrangler/curated.sql", `${curatedSql()}\n`);
  await wrangler(["d1", "execute", "DB", ...where, "-c", "worker/wrangler.toml", "--file", ".wrangler/curated.sql", "--yes"], { quiet: !remote });
  console.log(`Curated library: ${curatedLibrary().length} posts loaded into the ${remote ? "production" : "local"} database.`);
}
