/**
 * Web pages for link cards (docs/decisions/036), served by the feeds emulator: the public web as
 * the link-card reader meets it, each page one case.
 *   /pages/article          full Open Graph tags, its og:image served here (/pages/images/card.png)
 *   /pages/fallbacks        no Open Graph: <title>, meta description, twitter:image
 *   /pages/untitled         no title of any kind (no card)
 *   /pages/broken-picture   Open Graph tags whose og:image is a 404
 *   /pages/giant-picture    Open Graph tags whose og:image says 8000×6000 (more pixels than LinkedIn takes)
 *   /pages/slow             answers at once, then a byte every 250 ms for 30 s
 *   /pages/huge             1.5 MB of HTML, streamed without a length
 *   /pages/not-html         a PDF
 *   /pages/to-private       a redirect to http://10.0.0.1/ (never fetched: refused first)
 *   /pages/redirect?to=URL  a redirect anywhere (a hop to check)
 *   /pages/loop             a redirect to itself
 *   /dns-query              DNS over HTTPS in JSON (Cloudflare's shape): a few names, the rest NXDOMAIN
 */
import { deflateSync } from "node:zlib";

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The names the emulated resolver knows: any other name does not exist. */
const DNS = {
  "intranet.example.com": { A: ["10.1.2.3"], AAAA: [] },
  "v6-private.example.com": { A: [], AAAA: ["fd12:3456::1"] },
  "mixed.example.com": { A: ["93.184.215.14", "127.0.0.1"], AAAA: [] },
};

function page({ title, og = {}, meta = {}, body = "" }) {
  const tags = [
    ...Object.entries(og).map(([k, v]) => `<meta property="og:${k}" content="${esc(v)}">`),
    ...Object.entries(meta).map(([k, v]) => `<meta name="${k}" content="${esc(v)}">`),
  ].join("\n    ");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${title ? `<title>${esc(title)}</title>` : ""}
    ${tags}
  </head>
  <body>${body}</body>
</html>`;
}

const ARTICLE = {
  title: "The weekly memo that replaced our status meetings",
  description: "We cancelled three recurring status meetings and asked every lead for one page on Friday. Six weeks in: 5 hours a week back per lead.",
};

let picture = null;
/** A 600×314 PNG (LinkedIn's 1.91:1 card), drawn once: a blue-green gradient with a pale band. */
function cardPicture() {
  if (picture) return picture;
  const width = 600;
  const height = 314;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const band = y > 130 && y < 184 && x > 60 && x < 540;
      const i = row + 1 + x * 3;
      raw[i] = band ? 240 : 10 + Math.round((x / width) * 40);
      raw[i + 1] = band ? 246 : 102 + Math.round((y / height) * 60);
      raw[i + 2] = band ? 250 : 194 - Math.round((x / width) * 60);
    }
  }
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  picture = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return picture;
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Answers a page request; false when the path is not one of these. */
export function servePage(req, res, url, origin) {
  const path = url.pathname;
  const html = (body, status = 200) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  };
  const redirect = (to) => {
    res.writeHead(302, { location: to, "content-type": "text/plain" });
    res.end(`Moved to ${to}`);
  };
  switch (path) {
    case "/pages/article":
      html(
        page({
          title: "Work Notes | weekly memo",
          og: { title: ARTICLE.title, description: ARTICLE.description, image: `${origin}/pages/images/card.png`, site_name: "Work Notes", type: "article" },
          body: "<h1>The weekly memo</h1><p>One page on Friday.</p>",
        }),
      );
      return true;
    case "/pages/fallbacks":
      html(
        page({
          title: "Hiring your first salesperson & what we got wrong",
          meta: { description: "Write down the last 20 deals first.", "twitter:image": "/pages/images/card.png" },
        }),
      );
      return true;
    case "/pages/untitled":
      html(page({ meta: { description: "A page that never says what it is." }, body: "<p>No title here.</p>" }));
      return true;
    case "/pages/broken-picture":
      html(page({ og: { title: "A card whose picture is gone", image: `${origin}/pages/images/missing.png` } }));
      return true;
    case "/pages/giant-picture":
      html(page({ og: { title: "A card whose picture is too big for LinkedIn", image: `${origin}/pages/images/giant.png` } }));
      return true;
    case "/pages/images/giant.png": {
      // The card picture's bytes, its header saying 8000×6000: LinkedIn reads the pixel count from there.
      const giant = Buffer.from(cardPicture());
      giant.writeUInt32BE(8000, 16);
      giant.writeUInt32BE(6000, 20);
      giant.writeUInt32BE(crc32(giant.subarray(12, 29)), 29);
      res.writeHead(200, { "content-type": "image/png" });
      res.end(giant);
      return true;
    }
    case "/pages/images/card.png":
      res.writeHead(200, { "content-type": "image/png" });
      res.end(cardPicture());
      return true;
    case "/pages/slow": {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write("<!doctype html><html><head>");
      const timer = setInterval(() => res.write(" "), 250);
      const stop = setTimeout(() => {
        clearInterval(timer);
        res.end("<title>Finally</title></head></html>");
      }, 30_000);
      res.on("close", () => {
        clearInterval(timer);
        clearTimeout(stop);
      });
      return true;
    }
    case "/pages/huge": {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const filler = `<p>${"x".repeat(1020)}</p>\n`;
      let sent = 0;
      const write = () => {
        while (sent < 1536 * 1024) {
          sent += filler.length;
          if (!res.write(filler)) return void res.once("drain", write);
        }
        res.end("<title>Too late</title>");
      };
      res.write("<!doctype html><html><head>");
      write();
      return true;
    }
    case "/pages/not-html":
      res.writeHead(200, { "content-type": "application/pdf" });
      res.end("%PDF-1.4\n%âãÏÓ\n");
      return true;
    case "/pages/to-private":
      redirect("http://10.0.0.1/admin");
      return true;
    case "/pages/redirect":
      redirect(url.searchParams.get("to") ?? "/pages/article");
      return true;
    case "/pages/loop":
      redirect("/pages/loop");
      return true;
    case "/dns-query": {
      const name = (url.searchParams.get("name") ?? "").toLowerCase().replace(/\.$/, "");
      const type = url.searchParams.get("type") ?? "A";
      const known = DNS[name];
      const answers = (known?.[type] ?? []).map((data) => ({ name: `${name}.`, type: type === "AAAA" ? 28 : 1, TTL: 300, data }));
      res.writeHead(200, { "content-type": "application/dns-json" });
      res.end(
        JSON.stringify({
          Status: known ? 0 : 3,
          Question: [{ name: `${name}.`, type: type === "AAAA" ? 28 : 1 }],
          ...(answers.length ? { Answer: answers } : {}),
        }),
      );
      return true;
    }
    default:
      return false;
  }
}
