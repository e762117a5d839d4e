/**
 * Hacker News API emulator (https://github.com/HackerNews/API): GET /v0/topstories.json,
 * /v0/beststories.json and /v0/item/:id.json, with stories about work, AI and startups posted
 * over the last days, plus what the real API also serves: a deleted item, a dead one, a job, an
 * id that answers null, and one malformed item. Test hooks under /__emulator: faults on a path,
 * stories added or changed, the calls made, reset.
 *
 *   node test/emulators/hackernews/server.mjs --port 8794
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { commandLineArg, listening } from "../http.mjs";

/** [title, url or null (an Ask HN), by, score, comments, hours ago, text for an Ask HN] */
export const STORIES = JSON.parse(readFileSync(new URL("./stories.json", import.meta.url), "utf8"));

/** Items the real API also serves, which a reader must skip. */
const ODDITIES = {
  9001: { id: 9001, type: "story", deleted: true, time: 0 },
  9002: { id: 9002, type: "story", dead: true, by: "spammer", title: "Buy followers now", url: "https://spam.example/buy", score: 1, time: 0 },
  9003: { id: 9003, type: "job", by: "acme", title: "Acme (YC S21) is hiring a founding engineer", url: "https://acme.example/jobs", score: 1, time: 0 },
  9004: { id: 9004, type: "story", title: 42, by: "glitch", time: "yesterday" },
};
const NULL_ID = 9005;

export function createHackerNewsEmulator() {
  let origin = "";
  const startedAt = Math.floor(Date.now() / 1000);
  let stories;
  let lists;
  let faults;
  const calls = [];

  function reset() {
    stories = new Map();
    STORIES.forEach(([title, url, by, score, descendants, hoursAgo, text], i) => {
      const id = 41_000_000 + i * 7;
      stories.set(id, {
        id,
        type: "story",
        by,
        title,
        ...(url ? { url } : {}),
        ...(text ? { text } : {}),
        score,
        descendants,
        time: startedAt - hoursAgo * 3600,
        kids: [],
      });
    });
    for (const [id, item] of Object.entries(ODDITIES)) stories.set(Number(id), { ...item, time: item.time === 0 ? startedAt - 3600 : item.time });
    const ids = [...stories.keys()].filter((id) => id < 9000 || id > 10_000);
    // Top: the newest with the oddities among them; best: the highest scored, overlapping top.
    lists = {
      top: [ids[0], 9001, ...ids.slice(1, 8), 9002, 9003, 9004, NULL_ID, ...ids.slice(8, 18)],
      best: [...ids].sort((a, b) => stories.get(b).score - stories.get(a).score).slice(0, 16),
    };
    faults = [];
    calls.length = 0;
  }
  reset();

  const readBody = (req) =>
    new Promise((resolve) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => resolve(body ? JSON.parse(body) : {}));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, origin || "http://127.0.0.1");
    const send = (status, body, type = "application/json; charset=utf-8") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/__emulator/calls") return send(200, { calls });
    if (url.pathname === "/__emulator/reset") {
      reset();
      return send(200, { ok: true });
    }
    // {path, status?, body?, times?}: the next `times` requests under `path` answer this instead.
    if (url.pathname === "/__emulator/faults" && req.method === "POST") {
      const f = await readBody(req);
      faults.push({ path: f.path, status: f.status ?? 503, body: f.body ?? null, times: f.times ?? 1 });
      return send(200, { ok: true });
    }
    // {id, title, url, by, score, descendants, hoursAgo, lists: ["top"]}: a story appears or changes.
    if (url.pathname === "/__emulator/stories" && req.method === "POST") {
      const s = await readBody(req);
      const existing = stories.get(s.id) ?? { id: s.id, type: "story", kids: [] };
      const { lists: on = [], hoursAgo, ...fields } = s;
      stories.set(s.id, { ...existing, ...fields, ...(hoursAgo !== undefined ? { time: Math.floor(Date.now() / 1000) - hoursAgo * 3600 } : {}) });
      for (const name of on) if (!lists[name].includes(s.id)) lists[name].unshift(s.id);
      return send(200, { ok: true });
    }
    calls.push({ path: url.pathname });
    const fault = faults.find((f) => url.pathname.startsWith(f.path) && f.times > 0);
    if (fault) {
      fault.times -= 1;
      return fault.body === null ? send(fault.status, { error: `Emulated ${fault.status}` }) : send(fault.status, fault.body, "text/plain");
    }
    const list = /^\/v0\/(top|best)stories\.json$/.exec(url.pathname);
    if (list) return send(200, lists[list[1]]);
    const item = /^\/v0\/item\/(\d+)\.json$/.exec(url.pathname);
    if (item) return send(200, stories.get(Number(item[1])) ?? null);
    return send(404, { error: "Permission denied" });
  });

  return {
    ...listening(server, 8794, (o) => {
      origin = o;
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = createHackerNewsEmulator();
  console.log(`Hacker News emulator on ${await emulator.listen(Number(commandLineArg("port", 8794)))}`);
}
