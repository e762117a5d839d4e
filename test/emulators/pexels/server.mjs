/**
 * Pexels emulator: GET /v1/search (query, per_page, page), GET /v1/photos/:id, and the photos
 * themselves as real PNG images, so the app's stock-photo path runs end to end offline.
 *
 *   node test/emulators/pexels/server.mjs --port 8791
 */
import { createServer } from "node:http";
import { deflateSync } from "node:zlib";
import { commandLineArg, listening } from "../http.mjs";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG: a diagonal gradient in a colour of its own. */
export function photoPng(id, size = 96) {
  const hue = (id * 47) % 360;
  const [r, g, b] = [Math.cos((hue * Math.PI) / 180), Math.cos(((hue - 120) * Math.PI) / 180), Math.cos(((hue + 120) * Math.PI) / 180)].map((v) =>
    Math.round(127 + 100 * v),
  );
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const shade = (x + y) / (2 * size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = Math.round(r * (0.6 + 0.4 * shade));
      raw[o + 1] = Math.round(g * (0.6 + 0.4 * shade));
      raw[o + 2] = Math.round(b * (0.6 + 0.4 * shade));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PHOTOGRAPHERS = ["Ana Souza", "Kwame Mensah", "Yuki Tanaka", "Olivia Brown", "Rafael Ortiz", "Mira Patel"];

export function createPexelsEmulator({ apiKey = "local-pexels-key" } = {}) {
  let origin = "";
  const calls = [];
  /** Test hook: the next `times` requests under `path` answer `status` (the photo host's bad moments). */
  let faults = [];
  const idFor = (query, i) => {
    let h = 0;
    for (const ch of query.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) % 100_000;
    return 1_000_000 + h * 100 + i;
  };
  const photo = (id, query = "photo") => ({
    id,
    width: 96,
    height: 96,
    url: `${origin}/photo/${id}`,
    photographer: PHOTOGRAPHERS[id % PHOTOGRAPHERS.length],
    alt: `${query} (${id})`,
    src: {
      original: `${origin}/images/${id}.png`,
      large: `${origin}/images/${id}.png`,
      medium: `${origin}/images/${id}.png?size=medium`,
      small: `${origin}/images/${id}.png?size=small`,
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url, origin || "http://127.0.0.1");
    const json = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__emulator/state") return json(200, { calls });
    if (url.pathname === "/__emulator/faults") {
      if (req.method === "DELETE") faults = [];
      else {
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => {
          const fault = JSON.parse(body || "{}");
          faults.push({ path: fault.path, status: fault.status ?? 503, times: fault.times ?? 1 });
          json(200, { ok: true });
        });
        return;
      }
      return json(200, { ok: true });
    }
    const fault = faults.find((f) => url.pathname.startsWith(f.path) && f.times > 0);
    if (fault) {
      fault.times -= 1;
      return json(fault.status, { error: `Emulated ${fault.status}` });
    }
    if (url.pathname.startsWith("/images/")) {
      const id = Number(url.pathname.slice("/images/".length).replace(/\.png$/, ""));
      if (!Number.isFinite(id)) return json(404, { error: "Not found" });
      res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400" });
      return res.end(photoPng(id));
    }
    calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization ?? null });
    if (req.headers.authorization !== apiKey) return json(401, { error: "Unauthorized" });
    if (url.pathname === "/v1/search") {
      const query = (url.searchParams.get("query") ?? "").trim();
      if (!query) return json(400, { error: "query is required" });
      const perPage = Math.min(80, Number(url.searchParams.get("per_page") ?? 15));
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
      const total = 120;
      const photos = [];
      for (let i = (page - 1) * perPage; i < Math.min(total, page * perPage); i++) photos.push(photo(idFor(query, i), query));
      return json(200, {
        page,
        per_page: perPage,
        total_results: total,
        photos,
        next_page: page * perPage < total ? `${origin}/v1/search?page=${page + 1}` : undefined,
      });
    }
    const single = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    if (single) return json(200, photo(Number(single[1])));
    return json(404, { error: "Not found" });
  });

  return {
    calls,
    ...listening(server, 8791, (o) => {
      origin = o;
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = createPexelsEmulator({ apiKey: process.env.PEXELS_API_KEY ?? "local-pexels-key" });
  console.log(`Pexels emulator on ${await emulator.listen(Number(commandLineArg("port", 8791)))}`);
}
