/**
 * LinkedIn emulator: OAuth consent page, token endpoint, OIDC userinfo, Posts, Images and Documents APIs,
 * and a page listing what was "published". The worker talks to it through the same provider
 * code it uses for LinkedIn; only the base URLs differ.
 *
 *   node test/emulators/linkedin/server.mjs --port 8790
 *
 * Test hooks under /__emulator: state (calls, posts), reset, and scripted faults.
 */

import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { inflateSync, constants as zlibConstants } from "node:zlib";
import { commandLineArg } from "../http.mjs";
import { MEMBERS, organizationsOf, subForName } from "./members.mjs";

/**
 * LinkedIn's API versions and their sunset days: the same table the worker reads
 * (worker/providers/linkedin-versions.json), so the emulator refuses exactly the versions
 * LinkedIn refuses, judged on the real date. The rule for a version not in the table (the 15th
 * of its month + 12 months) mirrors worker/providers/linkedin-version.ts; the runway test
 * (test/app/linkedin-version.test.ts) checks that both agree.
 */
const VERSIONS = JSON.parse(readFileSync(new URL("../../../worker/providers/linkedin-versions.json", import.meta.url), "utf8")).versions;

/** {kind: "active" | "sunset" | "unknown", sunset?}: how LinkedIn treats a LinkedIn-Version header at `now`. */
export function linkedinVersionStatus(version, now = new Date()) {
  const m = /^(\d{4})(\d{2})(?:\.\d{2})?$/.exec(String(version ?? "").trim());
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return { kind: "unknown" };
  const base = `${m[1]}${m[2]}`;
  if (Date.UTC(Number(m[1]), month - 1, 1) > now.getTime()) return { kind: "unknown" }; // not released yet
  if (base < "202206") return { kind: "unknown" }; // before LinkedIn's first versioned release
  const sunset = base in VERSIONS ? VERSIONS[base].sunset : `${Number(m[1]) + 1}-${m[2]}-15`;
  if (!sunset) return { kind: "unknown" }; // a month LinkedIn skipped
  return now.getTime() >= Date.parse(`${sunset}T00:00:00Z`) ? { kind: "sunset", sunset } : { kind: "active", sunset };
}

/**
 * LinkedIn's answers to the version header, word for word as integrations report them:
 * missing: 400 VERSION_MISSING; sunset, unknown or malformed: 426 NONEXISTENT_VERSION, naming
 * the version as YYYYMMDD (n8n-io/n8n#28590 sent 202504 and read "Requested version 20250401 is
 * not active"; postiz-app#2005, ComposioHQ/composio#4320, PipedreamHQ/pipedream#7739).
 * Null when the version is active.
 */
function versionRefusal(header) {
  const version = String(header ?? "").trim();
  if (!version) {
    return {
      status: 400,
      body: { status: 400, code: "VERSION_MISSING", message: "A version must be present. Please specify a version by adding the Linkedin-Version header." },
    };
  }
  if (linkedinVersionStatus(version).kind === "active") return null;
  const named = /^\d{6}$/.test(version) ? `${version}01` : version.slice(0, 40);
  return { status: 426, body: { status: 426, code: "NONEXISTENT_VERSION", message: `Requested version ${named} is not active` } };
}

const html = String.raw;
const escapeHtml = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function avatarSvg(name) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="58" font-family="Arial,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

/**
 * The MentionElement at i, `@[name](urn:li:organization:ID)` (or a person's urn), its name's
 * escapes undone; null when none starts there (little-text format: "@[" text "](" urn ")",
 * reserved characters in the text escaped).
 */
function mentionAt(text, i) {
  if (text[i] !== "@" || text[i + 1] !== "[") return null;
  let name = "";
  let j = i + 2;
  for (; j < text.length && j < i + 400 && text[j] !== "]"; j++) {
    if (text[j] === "\\" && j + 1 < text.length) name += text[++j];
    else if ("|{}@[()<>*_~#".includes(text[j])) return null;
    else name += text[j];
  }
  const tail = /^\]\((urn:li:(?:organization|person):[A-Za-z0-9_-]+)\)/.exec(text.slice(j, j + 80));
  if (!tail || name.trim() === "") return null;
  return { name, urn: tail[1], end: j + tail[0].length };
}

/**
 * "Little" text as LinkedIn shows it: pieces of plain text (escapes undone) and mentions, the text
 * cut (as LinkedIn does) at the first reserved character left unescaped. Hashtags (#word) are allowed.
 */
export function littleTextParts(text) {
  const parts = [];
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length) {
      out += text[++i];
      continue;
    }
    const mention = ch === "@" ? mentionAt(text, i) : null;
    if (mention) {
      if (out) parts.push(out);
      out = "";
      parts.push(mention);
      i = mention.end - 1;
      continue;
    }
    if ("|{}@[]()<>*_~\\".includes(ch)) break;
    if (ch === "#" && !/[\p{L}\p{N}]/u.test(text[i + 1] ?? "")) break;
    out += ch;
  }
  if (out) parts.push(out);
  return parts;
}

/** The text a member wrote: a mention as `@[name](urn)`, its name unescaped (the app's readLittleText). */
export function readLittleText(text) {
  return littleTextParts(text)
    .map((p) => (typeof p === "string" ? p : `@[${p.name}](${p.urn})`))
    .join("");
}

/**
 * Why LinkedIn refuses a post's article (link card) content, or null. The Posts API's Article
 * content (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/
 * posts-api): `source` and `title` required (searlsco/posse_party#14 quotes the 422 for a missing
 * title; inovector/mixpost#171 the one for a null title), `thumbnail` an image urn from the Images
 * API. `content` holds one kind of content: an article beside media is refused.
 */
export function articleRefusal(content, author, images) {
  const article = content?.article;
  if (article === undefined) return null;
  if (content.media || content.multiImage) return "ERROR :: /content :: a post's content is one of media, multiImage or article, not several";
  for (const field of ["source", "title"]) {
    if (article?.[field] === undefined) return `ERROR :: /content/article/${field} :: field is required but not found and has no default value`;
    if (article[field] === null) return `ERROR :: /content/article/${field} :: null cannot be coerced to String`;
  }
  if (article.thumbnail !== undefined) {
    const image = images.get(article.thumbnail);
    if (!image?.bytes) return `ERROR :: /content/article/thumbnail :: ${article.thumbnail} is not an uploaded image`;
    if (image.owner !== author) return `ERROR :: /content/article/thumbnail :: ${article.thumbnail} belongs to another author`;
    const refused = imageRefusal(article.thumbnail, image, author);
    if (refused) return `ERROR :: /content/article/thumbnail :: ${refused}`;
  }
  return null;
}

/** LinkedIn's poll durations (Poll API: one day, three days, one week, two weeks), in days. */
const POLL_DURATION_DAYS = { ONE_DAY: 1, THREE_DAYS: 3, SEVEN_DAYS: 7, FOURTEEN_DAYS: 14 };

/**
 * Why LinkedIn refuses a post's poll content, or null. The Poll API (https://learn.microsoft.com/
 * en-us/linkedin/marketing/integrations/community-management/shares/poll-post-api):
 * `content.poll {question, options: [{text}], settings: {duration}}`, 2 to 4 options, a duration of
 * ONE_DAY, THREE_DAYS, SEVEN_DAYS or FOURTEEN_DAYS; a question of at most 140 characters and options
 * of at most 30 (Zernio's LinkedIn docs). A poll is the post's one content: never beside media or an article.
 */
export function pollRefusal(content) {
  const poll = content?.poll;
  if (poll === undefined) return null;
  if (content.media || content.multiImage || content.article)
    return "ERROR :: /content :: a post's content is one of media, multiImage, article or poll, not several";
  const required = (path) => `ERROR :: /content/poll/${path} :: field is required but not found and has no default value`;
  const length = (path, value, max) => {
    const n = [...value].length;
    return n < 1 || n > max ? `ERROR :: /content/poll/${path} :: length must be between 1 and ${max}, found ${n}` : null;
  };
  if (typeof poll?.question !== "string") return required("question");
  const question = length("question", poll.question, 140);
  if (question) return question;
  if (!Array.isArray(poll.options)) return required("options");
  if (poll.options.length < 2 || poll.options.length > 4) return `ERROR :: /content/poll/options :: size must be between 2 and 4, found ${poll.options.length}`;
  for (const [i, option] of poll.options.entries()) {
    if (typeof option?.text !== "string") return required(`options/${i}/text`);
    const text = length(`options/${i}/text`, option.text, 30);
    if (text) return text;
  }
  const duration = poll.settings?.duration;
  if (duration === undefined) return required("settings/duration");
  if (!Object.hasOwn(POLL_DURATION_DAYS, duration))
    return `ERROR :: /content/poll/settings/duration :: ${JSON.stringify(duration)} is not an enum symbol of [${Object.keys(POLL_DURATION_DAYS).join(", ")}]`;
  return null;
}

/** How long a poll has left, as LinkedIn says it under the options ("1 week left", "3 days left"). */
export function pollTimeLeft(duration, createdAt, now = Date.now()) {
  const day = 86_400_000;
  const days = Math.ceil((POLL_DURATION_DAYS[duration] * day - (now - createdAt)) / day);
  if (days <= 0) return "Poll closed";
  if (days % 7 === 0) return days === 7 ? "1 week left" : `${days / 7} weeks left`;
  return days === 1 ? "1 day left" : `${days} days left`;
}

/** A poll as LinkedIn draws it: the question, each option as an outlined button, votes and time left. */
function pollCard(poll, createdAt) {
  const options = poll.options.map((o) => `<li><button type="button" disabled>${escapeHtml(o.text)}</button></li>`).join("");
  return `<div class="poll"><p class="poll__question">${escapeHtml(poll.question)}</p><small>The author can see how you vote.</small><ol>${options}</ol><small class="poll__meta">0 votes · ${escapeHtml(pollTimeLeft(poll.settings.duration, createdAt))}</small></div>`;
}

/** The card LinkedIn draws for an article: its picture, title and the source's host. */
function articleCard(article) {
  let host = "";
  try {
    host = new URL(article.source).hostname.replace(/^www\./, "");
  } catch {}
  const picture = article.thumbnail ? `<img alt="" src="/images/${encodeURIComponent(article.thumbnail)}">` : "";
  return `<a class="card" href="${escapeHtml(article.source)}" rel="noopener">${picture}<div><strong>${escapeHtml(article.title)}</strong><small>${escapeHtml(host)}</small></div></a>`;
}

/**
 * A multi-image post's images as LinkedIn's feed lays them out, as the app's preview does
 * (app/components/posts/PreviewImages.tsx): 1 full width, 2 side by side, 3 one large and two
 * below, 4 one large and three below, 5 or more as 4 with "+N" over the last.
 */
function imageGrid(ids) {
  const layout = ["one", "two", "three"][ids.length - 1] ?? "four";
  const shown = ids.slice(0, 4);
  const more = ids.length - shown.length;
  return `<div class="images images--${layout}" data-layout="${layout}">${shown
    .map(
      (id, i) => `<div><img alt="" src="/images/${encodeURIComponent(id)}">${more && i === shown.length - 1 ? `<span class="more">+${more}</span>` : ""}</div>`,
    )
    .join("")}</div>`;
}

/**
 * The Documents API's limits (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/
 * shares/documents-api, "Important": "The file size cannot exceed 100MB and 300 pages", PPT, PPTX, DOC,
 * DOCX and PDF). The emulator knows PDFs only (what Postcraft sends): a file that doesn't start with
 * "%PDF-" is refused as not a supported document.
 */
export const DOCUMENT_LIMITS = { maxBytes: 100 * 1024 * 1024, maxPages: 300 };

/**
 * The Images API's limits (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/
 * shares/images-api): "Only images with a total pixel count (width X height) less than 36,152,320
 * are allowed. The following formats are supported: JPG, PNG, and GIF."
 */
export const IMAGE_LIMITS = { maxPixels: 36_152_320 };

/** Width and height from a PNG's IHDR, a GIF's screen descriptor or a JPEG's SOF marker; null when unreadable. */
export function imageDimensions(bytes) {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.subarray(12, 16).toString("latin1") === "IHDR")
    return { format: "PNG", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1")))
    return { format: "GIF", width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return null;
}

/** The frames' start markers (SOF0–SOF15 but DHT, JPG and DAC) hold a JPEG's height and width. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG's size: its segments after SOI, each 0xFF, a marker and a length that counts itself, up to a frame's. */
function jpegSize(bytes) {
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1; // fill bytes
    if (bytes[at] !== 0xff) return null;
    if (JPEG_FRAMES.has(bytes[at + 1])) return { format: "JPEG", width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  return null;
}

/**
 * An image's processing, as the Images API reports it (its `status`): WAITING_UPLOAD until the PUT,
 * then PROCESSING for a moment, then AVAILABLE, or PROCESSING_FAILED for a file LinkedIn does not
 * take (not a JPG, PNG or GIF; 36,152,320 pixels or more). A post may name an image only once it is
 * AVAILABLE (Postiz: "Every media type is processed asynchronously after the upload and must reach
 * AVAILABLE before it is attached to a post, otherwise LinkedIn rejects the post").
 */
function imageStatus(image, now = Date.now()) {
  if (!image.bytes) return "WAITING_UPLOAD";
  if (image.failure) return "PROCESSING_FAILED";
  return now - image.uploadedAt < image.processingMs ? "PROCESSING" : "AVAILABLE";
}

/** Why a post may not name this image yet, or null (the shape of LinkedIn's other 422s). */
export function imageRefusal(id, image, author, now = Date.now()) {
  if (!image?.bytes) return `Image ${id} was never uploaded`;
  if (image.owner !== author) return `Image ${id} belongs to another author`;
  const status = imageStatus(image, now);
  if (status !== "AVAILABLE") return `Image ${id} is not ready (${status}): wait until its status is AVAILABLE`;
  return null;
}

/** How long the emulator "processes" an image after its bytes arrive (POST /__emulator/image-processing changes it). */
const DEFAULT_IMAGE_PROCESSING_MS = 150;

/** LinkedIn's multi-image post takes 2 to 20 images (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api). */
const MULTI_IMAGE = { min: 2, max: 20 };

/**
 * A PDF's pages, counted on our own (not the app's counter): every `/Type /Page` object in the
 * file, and in each deflated object stream (/ObjStm, where PDF 1.5 writers keep page objects),
 * inflated with a cap on its size and tolerating bytes after the deflate stream's end.
 */
export function countPdfPages(bytes) {
  const text = Buffer.from(bytes).toString("latin1");
  const pageObjects = (s) => (s.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
  let pages = pageObjects(text);
  const streamAt = /stream\r?\n/g;
  for (let m = streamAt.exec(text); m; m = streamAt.exec(text)) {
    if (text.slice(m.index - 3, m.index) === "end") continue;
    const dict = text.slice(Math.max(0, text.lastIndexOf("obj", m.index)), m.index);
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    streamAt.lastIndex = end + "endstream".length;
    if (!/\/Type\s*\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    try {
      const inflated = inflateSync(Buffer.from(bytes).subarray(start, end), { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: 64 * 1024 * 1024 });
      pages += pageObjects(inflated.toString("latin1"));
    } catch {}
  }
  return pages;
}

const isPdf = (bytes) => bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Why LinkedIn refuses a post's document, or null: `content.media.id` a urn:li:document that
 * exists, was uploaded and has been processed (AVAILABLE: the Documents API's statuses), owned by
 * the author; `content.media.title` required (the Posts API's document content; Zernio's docs:
 * "documentTitle required"); and the document is the post's one content (a PDF cannot be mixed
 * with other media: Posts API content types). LinkedIn documents no exact bodies for these: they
 * have the shape of its other 422s.
 */
export function documentRefusal(content, author, documents, now = Date.now()) {
  const id = content?.media?.id;
  const inImages = (content?.multiImage?.images ?? []).some((i) => String(i?.id).startsWith("urn:li:document:"));
  if (inImages) return "ERROR :: /content/multiImage/images :: a document cannot be one of a post's images";
  if (typeof id !== "string" || !id.startsWith("urn:li:document:")) return null;
  if (content.multiImage || content.poll || content.article)
    return "ERROR :: /content :: a document post carries its document alone, not beside multiImage, poll or article";
  const title = content.media.title;
  if (title === undefined) return "ERROR :: /content/media/title :: field is required but not found and has no default value";
  if (title === null) return "ERROR :: /content/media/title :: null cannot be coerced to String";
  if (typeof title !== "string" || title.trim() === "") return "ERROR :: /content/media/title :: a document post needs a title";
  const document = documents.get(id);
  if (!document) return `ERROR :: /content/media/id :: ${id} does not exist`;
  if (!document.bytes) return `Document ${id} was never uploaded`;
  if (document.owner !== author) return `Document ${id} belongs to another author`;
  const status = documentStatus(document, now);
  if (status !== "AVAILABLE") return `Document ${id} is not ready (${status}): wait until its status is AVAILABLE`;
  return null;
}

/** A document's processing, as the Documents API reports it: WAITING_UPLOAD, then PROCESSING, then AVAILABLE. */
function documentStatus(document, now = Date.now()) {
  if (!document.bytes) return "WAITING_UPLOAD";
  return now - document.uploadedAt < document.processingMs ? "PROCESSING" : "AVAILABLE";
}

/** How long the emulator "processes" a document after its bytes arrive (POST /__emulator/document-processing changes it). */
const DEFAULT_DOCUMENT_PROCESSING_MS = 300;

/**
 * A document post as LinkedIn's feed draws it: a title bar with the page count, then its first
 * pages, drawn by pdf.js from the bytes the author uploaded (the page's script); "Page 1" frames
 * until then.
 */
function documentCard(document) {
  const frames = Array.from(
    { length: Math.min(3, Math.max(1, document.pages)) },
    (_, i) => `<figure data-page="${i + 1}"><canvas aria-label="Page ${i + 1}"></canvas><figcaption>Page ${i + 1}</figcaption></figure>`,
  ).join("");
  return `<section class="document" data-document="${escapeHtml(document.id)}" data-src="/documents/${encodeURIComponent(document.id)}"><div class="document__bar"><strong>${escapeHtml(document.title)}</strong><small>${escapeHtml(`${document.pages} ${document.pages === 1 ? "page" : "pages"}`)}</small></div><div class="document__pages">${frames}</div></section>`;
}

/** pdf.js, from the repo's node_modules, drawing each document card's first pages. */
const DOCUMENT_SCRIPT = `<script type="module">
const cards = document.querySelectorAll("section.document[data-src]");
if (cards.length) {
  const pdfjs = await import("/pdfjs/pdf.min.mjs");
  pdfjs.GlobalWorkerOptions.workerSrc = "/pdfjs/pdf.worker.min.mjs";
  for (const card of cards) {
    try {
      const pdf = await pdfjs.getDocument({ url: card.dataset.src }).promise;
      for (const figure of card.querySelectorAll("figure[data-page]")) {
        const page = await pdf.getPage(Number(figure.dataset.page));
        const canvas = figure.querySelector("canvas");
        const viewport = page.getViewport({ scale: 360 / page.getViewport({ scale: 1 }).width });
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await page.render({ canvas, viewport }).promise;
        figure.dataset.drawn = "true";
      }
      card.dataset.drawn = "true";
    } catch (error) {
      card.dataset.drawn = "failed";
    }
  }
}
</script>`;

const PDFJS_FILES = { "pdf.min.mjs": "pdf.min.mjs", "pdf.worker.min.mjs": "pdf.worker.min.mjs" };

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * How long LinkedIn refuses the same text from the same author (422 DUPLICATE_POST). LinkedIn does
 * not document it; integrations report refusals a day and more after the first post
 * (Arisamiga/Linkedin-RSS#5, ComposioHQ/composio#2710). The emulator takes the stricter 24 hours
 * rather than the 10 minutes it used to: a repost a morning later must be shown to fail in tests too.
 */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

/**
 * How LinkedIn issues tokens: access tokens live 60 days; programmatic refresh tokens (365 days,
 * not extended by a refresh) only for approved Marketing Developer Platform partners, so most apps
 * get none ("LinkedIn supports programmatic refresh tokens for all approved Marketing Developer
 * Platform (MDP) partners": https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens).
 * So by default there are none, as for our app until it is approved: a test of refreshing asks for
 * them. POST /__emulator/token-policy changes it for the tokens issued next.
 */
/**
 * The scopes each kind of LinkedIn app holds. A self-serve app adds "Sign In with LinkedIn using
 * OpenID Connect" and "Share on LinkedIn". The Community Management API "requires that it be the only
 * product on the application" (LinkedIn's Developer Portal, as quoted in gitroomhq/postiz-app#918,
 * verbb/social-poster#52 and trypostit/trypost#73), so its app has no openid, profile or email: it
 * signs members in with r_basicprofile (n8n-io/n8n#7451) and reads /v2/me (decision 100).
 */
const APP_PRODUCTS = {
  "self-serve": ["openid", "profile", "email", "w_member_social"],
  "community-management": [
    "r_basicprofile",
    "w_member_social",
    "r_member_postAnalytics",
    "r_organization_social",
    "w_organization_social",
    "rw_organization_admin",
    "r_organization_admin",
  ],
};

const DEFAULT_TOKEN_POLICY = { accessTokenTtlSeconds: 5_184_000, refreshTokens: false, refreshTokenTtlSeconds: 31_536_000 };

/** The Posts API's enum fields, as its schema lists them. */
const POST_ENUMS = {
  visibility: ["CONNECTIONS", "PUBLIC", "LOGGED_IN", "CONTAINER"],
  lifecycleState: ["DRAFT", "PUBLISHED", "PUBLISH_REQUESTED", "PUBLISH_FAILED"],
  feedDistribution: ["MAIN_FEED", "NONE"],
};

/** organizationAcls roles that may post as a company page (Posts API permissions). */
// The content admin under both of the names LinkedIn's pages give it (worker/providers/linkedin.ts).
/** Rest.li calls whose query carries URNs (the analytics finders). */
const URN_QUERIES = new Set(["/rest/memberCreatorPostAnalytics", "/rest/organizationalEntityShareStatistics"]);
const COMMENTING_ROLES = new Set(["ADMINISTRATOR", "DIRECT_SPONSORED_CONTENT_POSTER", "RECRUITING_POSTER"]);
const POSTING_ROLES = new Set(["ADMINISTRATOR", "CONTENT_ADMIN", "CONTENT_ADMINISTRATOR", "DIRECT_SPONSORED_CONTENT_POSTER"]);

/** LinkedIn's 429 body (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits): no Retry-After. */
const THROTTLED = {
  status: 429,
  serviceErrorCode: 101,
  code: "TOO_MANY_REQUESTS",
  message: "Resource level throttle limit for calls to this resource is reached.",
};
/** Member Post Statistics' queryTypes (li-lms-2026-03 adds POST_SAVE). */
const MEMBER_QUERY_TYPES = ["IMPRESSION", "MEMBERS_REACHED", "RESHARE", "REACTION", "COMMENT", "POST_SAVE"];

/**
 * A post's lifetime numbers at an age, by queryType: deterministic from its urn and its age, never
 * shrinking as it ages (most of a post's reach comes in its first day or two). Tests assert growth.
 */
export function postNumbers(urn, ageMs) {
  let h = 2166136261;
  for (const c of String(urn)) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const seed = (k) => ((Math.imul(h ^ k, 2654435761) >>> 0) % 1000) / 1000;
  const hours = Math.max(0, ageMs) / 3_600_000;
  const reach = 1 - Math.exp(-hours / 18);
  const impressions = Math.round((800 + seed(1) * 4200) * reach);
  return {
    IMPRESSION: impressions,
    MEMBERS_REACHED: Math.round(impressions * (0.6 + seed(2) * 0.2)),
    REACTION: Math.round(impressions * (0.015 + seed(3) * 0.03)),
    COMMENT: Math.round(impressions * (0.002 + seed(4) * 0.006)),
    RESHARE: Math.round(impressions * (0.001 + seed(5) * 0.003)),
    POST_SAVE: Math.round(impressions * (0.001 + seed(6) * 0.004)),
  };
}

let sequence = 0;

/**
 * `redirectUris`: the app's Authorized Redirect URLs, as registered in the Developer Portal. LinkedIn
 * sends a member back only to one of them: "redirect_uri … must match one of the OAuth 2.0
 * Authorized Redirect URLs defined in your application configuration"; "URL parameters are
 * ignored" and "URLs cannot include a #" (learn.microsoft.com/en-us/linkedin/shared/authentication/
 * authorization-code-flow). Any other redirect_uri gets LinkedIn's own error page, and the member
 * never comes back: "The redirect_uri does not match the registered value".
 */
export function createLinkedInEmulator({ clientId = "local-linkedin-client", clientSecret = "local-linkedin-secret", redirectUris = [] } = {}) {
  const registered = new Set(redirectUris.map((uri) => withoutParameters(uri)));
  let origin = "";
  const state = {
    codes: new Map(), // code -> {member, redirectUri, clientId, scope, expiresAt}
    tokens: new Map(), // access token -> {member, scope, expiresAt}
    refreshTokens: new Map(), // refresh token -> {member, scope, expiresAt}
    revoked: new Set(), // access tokens LinkedIn revoked before their expiry
    revocations: [], // POST /oauth/v2/revoke calls that revoked a token: {member (sub), at}
    tokenPolicy: { ...DEFAULT_TOKEN_POLICY },
    approvedScopes: new Set(APP_PRODUCTS["community-management"]), // the scopes the app's LinkedIn products grant (test hook)
    orgRoles: new Map(), // "sub|orgId" -> a role other than ADMINISTRATOR (test hook)
    extraPages: new Map(), // sub -> more company pages the member administers (test hook)
    members: new Map(MEMBERS.map((m) => [m.sub, m])),
    posts: [],
    comments: [], // the Comments API's: {urn, id, actor, object, text, createdAt}, each under a post of state.posts
    images: new Map(), // urn:li:image:… -> {owner, bytes, contentType, uploadedAt, processingMs, failure}
    imageProcessingMs: DEFAULT_IMAGE_PROCESSING_MS,
    imageProcessingFailure: null,
    documents: new Map(), // urn:li:document:… -> {owner, bytes, uploadedAt, processingMs, pages}
    documentProcessingMs: DEFAULT_DOCUMENT_PROCESSING_MS,
    calls: [],
    faults: [], // {method, path, status, body?, times, skip, ...} see POST /__emulator/faults
    holds: [], // answers held back until POST /__emulator/release
    chaos: null, // {rate, kinds}: random faults for the soak benchmark
    chaosLog: [],
  };

  function reset() {
    state.codes.clear();
    state.tokens.clear();
    state.refreshTokens.clear();
    state.revoked.clear();
    state.revocations = [];
    state.tokenPolicy = { ...DEFAULT_TOKEN_POLICY };
    state.approvedScopes = new Set(APP_PRODUCTS["community-management"]);
    state.orgRoles.clear();
    state.extraPages.clear();
    state.members = new Map(MEMBERS.map((m) => [m.sub, m]));
    state.posts = [];
    state.comments = [];
    state.images.clear();
    state.imageProcessingMs = DEFAULT_IMAGE_PROCESSING_MS;
    state.imageProcessingFailure = null;
    state.documents.clear();
    state.documentProcessingMs = DEFAULT_DOCUMENT_PROCESSING_MS;
    state.calls = [];
    state.faults = [];
    releaseHolds();
    state.chaos = null;
    state.chaosLog = [];
  }

  function releaseHolds() {
    for (const release of state.holds.splice(0)) release();
  }

  function send(res, status, body, headers = {}) {
    const isJson = typeof body === "object" && !(body instanceof Buffer);
    res.writeHead(status, { "content-type": isJson ? "application/json" : "text/html; charset=utf-8", ...headers });
    res.end(isJson ? JSON.stringify(body) : body);
  }

  /** A member the consent page's "Another member" field names (kept: the same name is the same person). */
  function typedMember(name) {
    const known = state.members.get(subForName(name));
    if (known) return known;
    const [givenName, ...rest] = name.split(/\s+/);
    const member = { sub: subForName(name), name, givenName, familyName: rest.join(" "), email: `${subForName(name).slice(7)}@example.com` };
    state.members.set(member.sub, member);
    return member;
  }

  const bearer = (req) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? null;

  /** The grant behind the request's token, or null when LinkedIn would refuse the token (unauthorized() says why). */
  function memberFor(req) {
    const token = bearer(req);
    const grant = token && state.tokens.get(token);
    if (!grant || grant.expiresAt <= Date.now() || state.revoked.has(token)) return null;
    return { ...grant, token };
  }

  /**
   * LinkedIn's 401 for a token it won't take, with the body it writes for each case:
   * 65600 invalid, 65601 REVOKED_ACCESS_TOKEN (the member or LinkedIn revoked it before its
   * expiry; omniauth-linkedin-oauth2#81), 65602 EXPIRED_ACCESS_TOKEN (past its 60 days;
   * https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow
   * "access tokens ... have a 60-day lifespan").
   */
  function unauthorized(res, req) {
    const token = bearer(req);
    if (token && state.revoked.has(token))
      return send(res, 401, {
        status: 401,
        serviceErrorCode: 65601,
        code: "REVOKED_ACCESS_TOKEN",
        message: "The token used in the request has been revoked by the user",
      });
    const grant = token && state.tokens.get(token);
    if (grant && grant.expiresAt <= Date.now())
      return send(res, 401, { status: 401, serviceErrorCode: 65602, code: "EXPIRED_ACCESS_TOKEN", message: "The token used in the request has expired" });
    return send(res, 401, { status: 401, serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN", message: "Invalid access token" });
  }

  /**
   * What an Images or Documents API initializeUpload checks first: the token, the Rest.li header and
   * an owner in the body. On a refusal it answers LinkedIn's error itself and returns null.
   */
  async function initializeUploadRequest(req, res) {
    const grant = memberFor(req);
    if (!grant) {
      unauthorized(res, req);
      return null;
    }
    if (req.headers["x-restli-protocol-version"] !== "2.0.0") {
      send(res, 400, { message: "X-Restli-Protocol-Version 2.0.0 is required", status: 400 });
      return null;
    }
    const owner = JSON.parse((await readBody(req)).toString() || "{}")?.initializeUploadRequest?.owner;
    if (!owner) {
      send(res, 422, { message: "ERROR :: /initializeUploadRequest/owner :: field is required but not found and has no default value", status: 422 });
      return null;
    }
    return { grant, owner };
  }

  /** The company pages a member administers: their own, and any a test gave them (an agency runs many). */
  function pagesOf(member) {
    return [...organizationsOf(member), ...(state.extraPages.get(member.sub) ?? [])];
  }

  /** The member's role on a company page (ADMINISTRATOR unless a test set another), or null when they have none. */
  function roleOn(member, organizationUrn) {
    const org = pagesOf(member).find((o) => organizationUrn === `urn:li:organization:${o.id}`);
    if (!org) return null;
    return state.orgRoles.get(`${member.sub}|${org.id}`) ?? "ADMINISTRATOR";
  }

  const scopesOf = (grant) => new Set(String(grant.scope ?? "").split(/[\s,]+/));
  /** LinkedIn's 403 for a token without the permission a resource needs. */
  const notPermitted = (res, resource) =>
    send(res, 403, { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: `Not enough permissions to access: ${resource}` });

  /**
   * Whether this grant may write as `author` (a post, or an image or document it owns). A member
   * writes as themselves with w_member_social; as a company page with w_organization_social and a
   * role that may post: ADMINISTRATOR, CONTENT_ADMIN or DIRECT_SPONSORED_CONTENT_POSTER
   * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api
   * permissions; organizationAcls roles). LinkedIn's refusal is a 403 naming the permission.
   */
  function writeRefusal(grant, author, resource) {
    const scopes = scopesOf(grant);
    const denied = { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: `Not enough permissions to access: ${resource}` };
    if (String(author).startsWith("urn:li:organization:")) {
      const role = roleOn(grant.member, author);
      if (!scopes.has("w_organization_social") || !POSTING_ROLES.has(role)) return denied;
      return null;
    }
    if (author !== `urn:li:person:${grant.member.sub}` || !scopes.has("w_member_social")) return denied;
    return null;
  }

  function takeFault(method, path) {
    const fault = state.faults.find((f) => f.method === method && path.startsWith(f.path) && f.times > 0);
    if (fault) {
      if (fault.skip > 0) {
        fault.skip -= 1;
        return null;
      }
      fault.times -= 1;
      return fault;
    }
    return chaosFault(method, path);
  }

  /**
   * Chaos (the soak benchmark): each LinkedIn call fails with probability `rate`, in one of the
   * ways a hostile network and a slow LinkedIn fail, before or after the post is stored.
   */
  const CHAOS = {
    "/rest/posts": [
      // LinkedIn sends no Retry-After with a 429 (rate-limits doc; THROTTLED above).
      { status: 429 },
      { status: 503, body: { message: "Service Unavailable", status: 503 } },
      { status: 502, noBody: true },
      { status: 500, noBody: true, storeThen: true },
      { status: 504, noBody: true, storeThen: true },
      { status: 503, noBody: true, storeThen: true },
      { acceptDelayMs: 4000 },
      { reset: true, storeThen: true },
      { reset: true },
    ],
    "/rest/images": [{ status: 500, noBody: true }, { status: 429 }, { reset: true }],
    "/rest/documents": [{ status: 500, noBody: true }, { status: 429 }, { reset: true }],
    "/upload/": [{ status: 503, noBody: true }, { reset: true }],
    "/oauth/v2/accessToken": [{ status: 503, noBody: true }],
    // Reads that chaos may fail too: the post statistics (LinkedIn's throttle, and its bad days).
    "/rest/memberCreatorPostAnalytics": [{ status: 429 }, { status: 503, body: { message: "Service Unavailable", status: 503 } }],
    "/rest/organizationalEntityShareStatistics": [{ status: 429 }, { status: 503, body: { message: "Service Unavailable", status: 503 } }],
  };
  const CHAOS_READS = new Set(["/rest/memberCreatorPostAnalytics", "/rest/organizationalEntityShareStatistics"]);
  function chaosFault(method, path) {
    if (!state.chaos || (method === "GET" && !CHAOS_READS.has(path))) return null;
    const kinds = Object.entries(CHAOS).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!kinds || Math.random() >= state.chaos.rate) return null;
    const fault = { ...kinds[Math.floor(Math.random() * kinds.length)] };
    state.chaosLog.push({ path, fault, at: Date.now() });
    return { status: 500, times: 1, ...fault };
  }

  /** Answers with a scripted fault; returns false when the request should go on (stored first, or late). */
  async function answerFault(res, fault) {
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.reset) {
      // The request is read to the end first: the connection drops after it was sent, before any answer.
      await readBody(res.req).catch(() => undefined);
      res.socket?.destroy();
      return;
    }
    if (fault.noBody) {
      res.writeHead(fault.status, { ...(fault.headers ?? {}), "content-length": "0" });
      return res.end();
    }
    const body = fault.body ?? (fault.status === 429 ? THROTTLED : { message: `Emulated ${fault.status}`, status: fault.status });
    return send(res, fault.status, body, fault.headers ?? {});
  }

  /**
   * What each scope lets the app do, as LinkedIn's own consent screen words it: the member sees
   * here, at the LinkedIn step, that the app will post on their behalf.
   */
  function scopeWords(scope) {
    const words = {
      openid: "Use your name and photo",
      profile: "Use your name and photo",
      email: "Use the primary email address associated with your LinkedIn account",
      w_member_social: "Create, modify, and delete posts, comments, and reactions on your behalf",
      r_organization_admin: "Retrieve your organization's pages and their reporting data",
      rw_organization_admin: "Manage your organization's pages and retrieve their reporting data",
      r_member_postAnalytics: "Retrieve your posts and their reporting data",
      r_basicprofile: "Use your basic profile including your name, photo, headline, and public profile URL",
      w_organization_social: "Create, modify, and delete posts, comments, and reactions on your organization's behalf",
      r_organization_social: "Retrieve your organization's posts, comments, reactions, and other engagement data",
    };
    return [
      ...new Set(
        (scope ?? "")
          .split(/\s+/)
          .map((s) => words[s] ?? (s ? `Use ${s}` : ""))
          .filter(Boolean),
      ),
    ];
  }

  function consentPage(params, error) {
    const q = (k) => escapeHtml(params.get(k));
    const members = [...state.members.values()];
    return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with LinkedIn (emulator)</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f2ef;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;width:420px}h1{font-size:20px;margin:0 0 4px}
p{color:#555;margin:0 0 16px;font-size:14px}label.member{display:flex;gap:12px;align-items:center;padding:10px;border:1px solid #ddd;border-radius:8px;margin-bottom:8px;cursor:pointer}
label.member img{width:36px;height:36px;border-radius:50%}input[type=text]{width:100%;padding:8px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;border-radius:20px;border:1px solid #0a66c2;font-weight:600;cursor:pointer}
button.allow{background:#0a66c2;color:#fff}button.cancel{background:#fff;color:#0a66c2}.badge{font-size:12px;background:#fde68a;padding:2px 8px;border-radius:10px}
.err{color:#b91c1c}ul.asks{margin:0 0 16px;padding-left:20px;font-size:14px;color:#333}</style></head><body><main>
<span class="badge">Local LinkedIn emulator</span>
<h1>Sign in with LinkedIn</h1>
<p>Postcraft would like to:</p>
<ul class="asks">${scopeWords(params.get("scope"))
      .map((w) => `<li>${escapeHtml(w)}</li>`)
      .join("")}</ul>
<p>Choose who you are.</p>
${error ? `<p class="err">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/oauth/v2/authorization/decide">
${["client_id", "redirect_uri", "state", "scope", "response_type"].map((k) => `<input type="hidden" name="${k}" value="${q(k)}">`).join("")}
${members
  .map(
    (m, i) =>
      `<label class="member"><input type="radio" name="member" value="${escapeHtml(m.sub)}" ${i === 0 ? "checked" : ""}><img alt="" src="/avatars/${encodeURIComponent(m.sub)}.svg"><span><strong>${escapeHtml(m.name)}</strong><br><small>${escapeHtml(m.email)}</small></span></label>`,
  )
  .join("")}
<label class="member"><input type="radio" name="member" value="__typed"><span style="flex:1">Another member<br><input type="text" name="typedName" placeholder="Full name" aria-label="Another member's full name" onfocus="this.form.member.value='__typed'"></span></label>
<div class="actions"><button class="cancel" name="decision" value="cancel">Cancel</button><button class="allow" name="decision" value="allow">Allow</button></div>
</form></main></body></html>`;
  }

  /** Who a urn is, by name: a member, or a company page one of them administers. */
  function nameOf(urn) {
    const member = [...state.members.values()].find((m) => `urn:li:person:${m.sub}` === urn);
    if (member) return member.name;
    for (const m of state.members.values()) {
      const org = pagesOf(m).find((o) => `urn:li:organization:${o.id}` === urn);
      if (org) return org.localizedName;
    }
    return urn;
  }

  /** A post's text on the page: a mention as LinkedIn shows it, the name as a link to the page or the member. */
  function commentaryHtml(littleText) {
    return littleTextParts(littleText)
      .map((p) => {
        if (typeof p === "string") return escapeHtml(p);
        const id = p.urn.split(":").pop();
        const href = p.urn.startsWith("urn:li:organization:") ? `/company/${id}/` : `/in/${id}/`;
        return `<a class="mention" href="${escapeHtml(href)}" data-urn="${escapeHtml(p.urn)}">${escapeHtml(p.name)}</a>`;
      })
      .join("");
  }

  /** A post's comments on the page, oldest first, as LinkedIn shows them under it. */
  function commentsUnder(postUrn) {
    const comments = state.comments.filter((c) => c.object === postUrn);
    if (!comments.length) return "";
    const items = comments.map((c) => {
      const member = [...state.members.values()].find((m) => `urn:li:person:${m.sub}` === c.actor);
      return `<li data-comment-urn="${escapeHtml(c.urn)}"><img alt="" src="/avatars/${encodeURIComponent(member?.sub ?? "unknown")}.svg"><div><strong>${escapeHtml(nameOf(c.actor))}</strong><br>${escapeHtml(c.text)}</div></li>`;
    });
    return `<ul class="comments" aria-label="Comments">${items.join("")}</ul>`;
  }

  /** A comment as the Comments API answers it. */
  function commentElement(c) {
    return { id: c.id, $URN: c.urn, actor: c.actor, object: c.object, message: { text: c.text }, created: { actor: c.actor, time: c.createdAt } };
  }

  /** Every published post, newest first; with `urn`, that one post (LinkedIn's /feed/update/{urn}/). */
  function publishedPage(urn) {
    const posts = [...state.posts].reverse().filter((p) => !urn || p.urn === urn);
    return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Published posts (LinkedIn emulator)</title>
<meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;background:#f3f2ef;margin:0;padding:24px}h1{font-size:22px}
article{background:#fff;border-radius:10px;padding:16px;margin:0 auto 12px;max-width:600px;box-shadow:0 1px 4px #0002}
header{display:flex;gap:10px;align-items:center;margin-bottom:8px}header img{width:40px;height:40px;border-radius:50%}
.content{white-space:pre-wrap}.images{display:grid;gap:2px;margin:8px -16px 0}.images--two,.images--three{grid-template-columns:1fr 1fr}.images--four{grid-template-columns:repeat(3,1fr)}
.images div{position:relative;aspect-ratio:1;background:#eee}.images--one div,.images--three div:first-child,.images--four div:first-child{grid-column:1/-1;aspect-ratio:1.91}
.images img{display:block;width:100%;height:100%;object-fit:cover}.images .more{position:absolute;inset:0;display:grid;place-items:center;background:#0008;color:#fff;font-size:28px;font-weight:600}
.card{display:block;margin-top:10px;border:1px solid #ddd;border-radius:8px;overflow:hidden;color:inherit;text-decoration:none}
.card img{display:block;width:100%;max-height:300px;object-fit:cover;background:#eee}.card div{padding:8px 12px;background:#f8f8f8}
.card strong{display:block}
.poll{margin-top:10px;border:1px solid #ddd;border-radius:8px;padding:12px 16px}.poll__question{font-weight:600;margin:0 0 2px}
.poll ol{list-style:none;margin:10px 0;padding:0;display:grid;gap:8px}.poll button{width:100%;padding:6px 12px;border:1px solid #0a66c2;border-radius:999px;background:#fff;color:#0a66c2;font:inherit;font-weight:600}
.comments{list-style:none;margin:12px 0 0;padding:10px 0 0;border-top:1px solid #eee}.comments li{display:flex;gap:8px;margin-top:6px}
.comments img{width:32px;height:32px;border-radius:50%}.comments div{background:#f2f2f2;border-radius:8px;padding:6px 10px;white-space:pre-wrap}
.document{margin:10px -16px 0;background:#f3f2ef}.document__bar{display:flex;justify-content:space-between;align-items:baseline;gap:8px;padding:8px 16px;background:#1d2226;color:#fff}
.document__bar small{color:#ddd}.document__pages{display:flex;gap:8px;overflow-x:auto;padding:8px 16px}.document figure{margin:0;flex:0 0 auto;width:360px}
.document canvas{display:block;width:100%;min-height:120px;background:#fff;box-shadow:0 1px 3px #0003}.document figcaption{font-size:12px;color:#666;margin-top:2px}
small{color:#666}.mention{color:#0a66c2;font-weight:600;text-decoration:none}</style></head><body><h1>Published on the LinkedIn emulator (${posts.length})</h1>
${posts.length === 0 ? "<p>Nothing has been published yet.</p>" : ""}
${posts
  .map((p) => {
    const member = [...state.members.values()].find((m) => `urn:li:person:${m.sub}` === p.author);
    return `<article data-urn="${escapeHtml(p.urn)}"><header><img alt="" src="/avatars/${encodeURIComponent(member?.sub ?? "unknown")}.svg"><div><strong>${escapeHtml(member?.name ?? p.author)}</strong><br><small>${escapeHtml(new Date(p.createdAt).toISOString())} · ${escapeHtml(p.urn)}</small></div></header><div class="content">${commentaryHtml(p.littleText)}</div>${
      p.images.length ? imageGrid(p.images) : ""
    }${p.document ? documentCard(p.document) : ""}${p.article ? articleCard(p.article) : ""}${p.poll ? pollCard(p.poll, p.createdAt) : ""}${commentsUnder(p.urn)}</article>`;
  })
  .join("")}${posts.some((p) => p.document) ? DOCUMENT_SCRIPT : ""}</body></html>`;
  }

  async function handle(req, res) {
    const url = new URL(req.url, origin || "http://127.0.0.1");
    const path = url.pathname;
    const method = req.method ?? "GET";
    if (!path.startsWith("/__emulator") && !path.startsWith("/avatars/")) {
      state.calls.push({ method, path, at: Date.now(), headers: { "linkedin-version": req.headers["linkedin-version"] ?? null } });
      // Which post and metric a statistics call asked for, faulted or not (tests count them).
      if (CHAOS_READS.has(path)) state.calls.at(-1).query = url.search;
    }

    if (path === "/__emulator/state" && method === "GET") {
      const documents = [...state.documents].map(([id, d]) => ({
        id,
        owner: d.owner,
        size: d.bytes?.length ?? null,
        pages: d.pages,
        status: documentStatus(d),
      }));
      return send(res, 200, {
        calls: state.calls,
        posts: state.posts,
        comments: state.comments,
        documents,
        members: [...state.members.values()],
        revocations: state.revocations,
      });
    }
    if (path === "/__emulator/reset" && method === "POST") {
      reset();
      return send(res, 200, { ok: true });
    }
    if (path === "/__emulator/faults" && method === "DELETE") {
      state.faults = [];
      return send(res, 200, { ok: true });
    }
    if (path === "/__emulator/faults" && method === "POST") {
      const fault = JSON.parse((await readBody(req)).toString() || "{}");
      // {status}: answer with that error and keep nothing; {storeThen, status}: keep the post, then
      // answer the error; {acceptDelayMs}: keep the post, answer late; {hold}: keep the post and
      // answer only when released; {reset}: drop the connection; {skip: n}: let n calls through first;
      // {noBody}: an empty error, as a gateway sends; {headers}: e.g. retry-after.
      state.faults.push({
        method: fault.method ?? "POST",
        path: fault.path,
        status: fault.status,
        body: fault.body,
        headers: fault.headers,
        noBody: Boolean(fault.noBody),
        storeThen: Boolean(fault.storeThen),
        hold: Boolean(fault.hold),
        reset: Boolean(fault.reset),
        times: fault.times ?? 1,
        skip: fault.skip ?? 0,
        delayMs: fault.delayMs ?? 0,
        acceptDelayMs: fault.acceptDelayMs ?? 0,
      });
      return send(res, 200, { ok: true });
    }
    if (path === "/__emulator/release" && method === "POST") {
      const n = state.holds.length;
      releaseHolds();
      return send(res, 200, { released: n });
    }
    if (path === "/__emulator/chaos" && method === "POST") {
      const body = JSON.parse((await readBody(req)).toString() || "{}");
      state.chaos = body.rate > 0 ? { rate: Number(body.rate) } : null;
      if (state.chaos) state.chaosLog = [];
      return send(res, 200, { ok: true });
    }
    if (path === "/__emulator/chaos" && method === "GET") {
      return send(res, 200, { chaos: state.chaos, log: state.chaosLog });
    }
    /**
     * Test hook: a member's access tokens stop working before their recorded expiry. `how`:
     * "revoke" (default; LinkedIn or the member revoked them: 65601) or "expire" (their 60 days
     * are up: 65602). Refresh tokens still work.
     */
    if (path === "/__emulator/expire-tokens" && method === "POST") {
      const { member, how = "revoke" } = JSON.parse((await readBody(req)).toString() || "{}");
      for (const [token, grant] of state.tokens) {
        if (grant.member.sub !== member) continue;
        if (how === "expire") grant.expiresAt = Date.now() - 1;
        else state.revoked.add(token);
      }
      return send(res, 200, { ok: true });
    }
    /** Test hook: how the next tokens are issued ({accessTokenTtlSeconds, refreshTokens}); reset restores LinkedIn's defaults. */
    if (path === "/__emulator/token-policy" && method === "POST") {
      const body = JSON.parse((await readBody(req)).toString() || "{}");
      state.tokenPolicy = { ...state.tokenPolicy, ...body };
      return send(res, 200, { ok: true, policy: state.tokenPolicy });
    }
    /**
     * Test hook: how long images uploaded next stay PROCESSING ({ms}), and whether their processing
     * then fails ({failure: "why"}, as for a file LinkedIn does not take); reset restores the defaults.
     */
    if (path === "/__emulator/image-processing" && method === "POST") {
      const { ms, failure } = JSON.parse((await readBody(req)).toString() || "{}");
      if (ms !== undefined) state.imageProcessingMs = Math.max(0, Number(ms) || 0);
      state.imageProcessingFailure = typeof failure === "string" && failure ? failure : null;
      return send(res, 200, { ok: true, ms: state.imageProcessingMs, failure: state.imageProcessingFailure });
    }
    /** Test hook: how long documents uploaded next stay PROCESSING ({ms}); reset restores the default. */
    if (path === "/__emulator/document-processing" && method === "POST") {
      const { ms } = JSON.parse((await readBody(req)).toString() || "{}");
      state.documentProcessingMs = Math.max(0, Number(ms) || 0);
      return send(res, 200, { ok: true, ms: state.documentProcessingMs });
    }
    /**
     * Test hook: a post as if published `ageMs` ago (its numbers grow with its age: postNumbers), or
     * at `createdAt`.
     */
    if (path === "/__emulator/post-age" && method === "POST") {
      const { urn, ageMs, createdAt } = JSON.parse((await readBody(req)).toString() || "{}");
      const post = state.posts.find((p) => p.urn === urn);
      if (!post) return send(res, 404, { message: `No post ${urn}` });
      post.createdAt = typeof createdAt === "number" ? createdAt : Date.now() - Number(ageMs ?? 0);
      return send(res, 200, { ok: true, urn, createdAt: post.createdAt, numbers: postNumbers(post.urn, Date.now() - post.createdAt) });
    }
    /** Test hook: `count` more company pages the member administers ("Client 1 Ltd", vanity `{handle}-client-1`…), as an agency's. */
    if (path === "/__emulator/pages" && method === "POST") {
      const { member, count } = JSON.parse((await readBody(req)).toString() || "{}");
      const slug = String(member).replace(/^member-|^demo-/, "");
      const base = 700_000 + [...String(member)].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 90_000, 0) * 10;
      state.extraPages.set(
        member,
        Array.from({ length: Number(count) || 0 }, (_, i) => ({
          id: base + i + 1,
          localizedName: `Client ${i + 1} Ltd`,
          vanityName: `${slug}-client-${i + 1}`,
        })),
      );
      return send(res, 200, { ok: true });
    }
    /** Test hook: a member's role on one of their company pages (e.g. ANALYST, who may not post). */
    if (path === "/__emulator/org-role" && method === "POST") {
      const { member, organizationId, role } = JSON.parse((await readBody(req)).toString() || "{}");
      state.orgRoles.set(`${member}|${organizationId}`, role);
      return send(res, 200, { ok: true });
    }
    /**
     * Test hook: the scopes the app's LinkedIn products grant: {product: "self-serve" |
     * "community-management", plus?: [...]}, {scopes: [...]}, or {scopes: null} for the default (a Community
     * Management app, as the tests and `npm start` configure). LinkedIn stops the whole sign-in at a
     * scope the app is not approved for.
     */
    if (path === "/__emulator/app-scopes" && method === "POST") {
      // `plus`: scopes LinkedIn grants this app beyond its product's (a partner's r_member_social).
      const { scopes, product, plus = [] } = JSON.parse((await readBody(req)).toString() || "{}");
      if (product !== undefined && !APP_PRODUCTS[product]) return send(res, 400, { message: `No LinkedIn app product "${product}"` });
      state.approvedScopes = new Set([...(product ? APP_PRODUCTS[product] : Array.isArray(scopes) ? scopes : APP_PRODUCTS["community-management"]), ...plus]);
      return send(res, 200, { ok: true });
    }
    /** Test hook: act as a member agreeing on the consent page, without a browser. */
    if (path === "/__emulator/authorize" && method === "GET") {
      const wrongRedirect = redirectRefusal(url.searchParams.get("redirect_uri"));
      if (wrongRedirect) return send(res, 400, { error: "invalid_redirect_uri", error_description: wrongRedirect });
      // `anyApp`: a token as LinkedIn issues it to an app that holds these scopes (tests of the APIs
      // themselves); without it, the emulator's app and its products are asked, as the sign-in does.
      const refused = url.searchParams.has("anyApp") ? null : scopeRefusal(url.searchParams);
      if (refused) return send(res, 200, { location: refused });
      // `name`: a member typed by name, as on the consent page (tests that need a fourth person).
      const typed = url.searchParams.get("name");
      const member = typed ? typedMember(typed) : (state.members.get(url.searchParams.get("member") ?? MEMBERS[0].sub) ?? MEMBERS[0]);
      const code = issueCode(member, url.searchParams);
      const back = new URL(url.searchParams.get("redirect_uri"));
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      return send(res, 200, { location: back.toString(), code });
    }

    const fault = takeFault(method, path);
    if (fault && (fault.acceptDelayMs || fault.storeThen || fault.hold)) {
      req.fault = fault; // the post is stored first; the fault decides the answer
    } else if (fault) {
      return answerFault(res, fault);
    }

    // Every versioned API (/rest/...) refuses a missing, sunset or unknown LinkedIn-Version first,
    // then a missing Rest.li header: "All APIs require the request headers Linkedin-Version … and
    // X-Restli-Protocol-Version: 2.0.0" (Posts, Images, Documents API pages).
    if (path.startsWith("/rest/")) {
      const refusal = versionRefusal(req.headers["linkedin-version"]);
      if (refusal) return send(res, refusal.status, refusal.body);
      if (req.headers["x-restli-protocol-version"] !== "2.0.0") return send(res, 400, { message: "X-Restli-Protocol-Version 2.0.0 is required", status: 400 });
    }

    if (path.startsWith("/avatars/") && method === "GET") {
      const sub = decodeURIComponent(path.slice("/avatars/".length).replace(/\.svg$/, ""));
      const member = state.members.get(sub);
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
      return res.end(avatarSvg(member?.name ?? "?"));
    }

    if (path === "/oauth/v2/authorization" && method === "GET") {
      const p = url.searchParams;
      if (p.get("client_id") !== clientId) return send(res, 400, consentPage(p, "Unknown client_id: this app is not registered."));
      if (p.get("response_type") !== "code" || !p.get("redirect_uri")) return send(res, 400, consentPage(p, "Malformed authorization request."));
      const wrongRedirect = redirectRefusal(p.get("redirect_uri"));
      if (wrongRedirect) return send(res, 400, consentPage(p, wrongRedirect));
      const refused = scopeRefusal(p);
      if (refused) {
        res.writeHead(302, { location: refused });
        return res.end();
      }
      return send(res, 200, consentPage(p));
    }

    if (path === "/oauth/v2/authorization/decide" && method === "POST") {
      const form = new URLSearchParams((await readBody(req)).toString());
      const back = new URL(form.get("redirect_uri"));
      back.searchParams.set("state", form.get("state") ?? "");
      if (form.get("decision") !== "allow") {
        back.searchParams.set("error", "user_cancelled_login");
        back.searchParams.set("error_description", "The member declined to sign in.");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      let member;
      if (form.get("member") === "__typed") {
        const name = (form.get("typedName") ?? "").trim();
        if (!name) return send(res, 400, consentPage(form, "Type the member's full name."));
        member = typedMember(name);
      } else {
        member = state.members.get(form.get("member") ?? "");
      }
      if (!member) return send(res, 400, consentPage(form, "Choose a member."));
      back.searchParams.set("code", issueCode(member, form));
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    /**
     * Token revocation (LinkedIn: POST https://www.linkedin.com/oauth/v2/revoke, form-encoded
     * client_id, client_secret, token; the app's credentials are checked as at the token endpoint).
     * The access token stops working at once (later calls get 65601 REVOKED_ACCESS_TOKEN). An
     * unknown token is a 400.
     */
    if (path === "/oauth/v2/revoke" && method === "POST") {
      const form = new URLSearchParams((await readBody(req)).toString());
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
        return send(res, 401, { error: "invalid_client", error_description: "Client authentication failed" });
      }
      const token = form.get("token") ?? "";
      const grant = state.tokens.get(token);
      if (!grant) return send(res, 400, { error: "invalid_request", error_description: "Unknown or malformed token" });
      state.revoked.add(token);
      state.revocations.push({ member: grant.member.sub, at: Date.now() });
      return send(res, 200, {});
    }

    if (path === "/oauth/v2/accessToken" && method === "POST") {
      const form = new URLSearchParams((await readBody(req)).toString());
      state.calls.at(-1).grantType = form.get("grant_type");
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
        return send(res, 401, { error: "invalid_client", error_description: "Client authentication failed" });
      }
      if (form.get("grant_type") === "refresh_token") {
        const refreshToken = form.get("refresh_token") ?? "";
        const grant = state.refreshTokens.get(refreshToken);
        if (!grant || grant.expiresAt <= Date.now())
          return send(res, 400, {
            error: "invalid_grant",
            error_description: "The provided authorization grant or refresh token is invalid, expired or revoked",
          });
        return send(res, 200, issueTokens(grant.member, grant.scope, { refreshToken, refreshExpiresAt: grant.expiresAt }));
      }
      const code = state.codes.get(form.get("code") ?? "");
      state.codes.delete(form.get("code") ?? "");
      if (!code || code.expiresAt < Date.now())
        return send(res, 400, { error: "invalid_grant", error_description: "Authorization code is invalid or expired" });
      if (code.redirectUri !== form.get("redirect_uri")) return send(res, 400, { error: "invalid_grant", error_description: "redirect_uri does not match" });
      invalidateOtherScopes(code.member, code.scope);
      return send(res, 200, issueTokens(code.member, code.scope));
    }

    if (path === "/v2/userinfo" && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      // OpenID Connect's userinfo answers a token granted "openid" (Sign In with LinkedIn using OpenID
      // Connect: "openid | Required to indicate the application wants to use OIDC"), and no other.
      if (!scopesOf(grant).has("openid")) return notPermitted(res, "userinfo.GET.NO_VERSION");
      const m = grant.member;
      return send(res, 200, {
        sub: m.sub,
        name: m.name,
        given_name: m.givenName,
        family_name: m.familyName,
        email: m.email,
        email_verified: true,
        locale: { country: "US", language: "en" },
        picture: `${origin}/avatars/${encodeURIComponent(m.sub)}.svg`,
      });
    }

    /**
     * The member's own profile for an app without OpenID Connect: a Community Management app signs
     * members in with r_basicprofile and reads /v2/me (decision 100). Its name comes localized; its
     * picture only when the projection asks for the image behind it (displayImage~).
     */
    if (path === "/v2/me" && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const granted = scopesOf(grant);
      if (!granted.has("r_basicprofile") && !granted.has("r_liteprofile")) return notPermitted(res, "me.GET.NO_VERSION");
      const m = grant.member;
      const projection = url.searchParams.get("projection") ?? "";
      const picture = `${origin}/avatars/${encodeURIComponent(m.sub)}.svg`;
      return send(res, 200, {
        id: m.sub,
        localizedFirstName: m.givenName ?? m.name,
        localizedLastName: m.familyName ?? "",
        vanityName: m.handle,
        profilePicture: {
          displayImage: `urn:li:digitalmediaAsset:${m.sub}`,
          ...(projection.includes("displayImage~") ? { "displayImage~": { elements: [{ identifiers: [{ identifier: picture }] }] } } : {}),
        },
      });
    }

    if (path === "/rest/posts" && method === "POST") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      // The Posts API requires X-Restli-Protocol-Version: 2.0.0 (Posts API docs, request headers); without
      // it LinkedIn reads the call as Rest.li 1.0 (learn.microsoft.com/en-us/linkedin/shared/api-guide/
      // concepts/protocol-version), which the Posts API does not take. LinkedIn documents no exact body
      // for it: this one has the shape of its errors ({status, message}).
      if (req.headers["x-restli-protocol-version"] !== "2.0.0") return send(res, 400, { message: "X-Restli-Protocol-Version 2.0.0 is required", status: 400 });
      const body = JSON.parse((await readBody(req)).toString() || "{}");
      for (const field of ["author", "commentary", "visibility", "distribution", "lifecycleState"]) {
        if (body[field] === undefined)
          return send(res, 422, { message: `ERROR :: /${field} :: field is required but not found and has no default value`, status: 422 });
      }
      // The Posts API schema's enums, and distribution's one required field (feedDistribution):
      // https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api (Post schema, Distribution).
      const notInEnum = [
        ["/visibility", body.visibility, POST_ENUMS.visibility],
        ["/lifecycleState", body.lifecycleState, POST_ENUMS.lifecycleState],
        ["/distribution/feedDistribution", body.distribution?.feedDistribution, POST_ENUMS.feedDistribution],
      ].find(([, value, allowed]) => !allowed.includes(value));
      if (notInEnum) {
        const [where, value] = notInEnum;
        const message =
          value === undefined
            ? `ERROR :: ${where} :: field is required but not found and has no default value`
            : `ERROR :: ${where} :: "${value}" is not an enum symbol`;
        return send(res, 422, { message, status: 422 });
      }
      const refused = writeRefusal(grant, body.author, "partnerApiPostsExternal.CREATE");
      if (refused) return send(res, 403, refused);
      const shown = readLittleText(body.commentary);
      // A mention names a page or member LinkedIn has; an unknown urn is refused. LinkedIn documents
      // no exact body for it: this one has the shape of its other 422s ({message, status}).
      const unknownMention = littleTextParts(body.commentary).find((p) => typeof p !== "string" && nameOf(p.urn) === p.urn);
      if (unknownMention) return send(res, 422, { message: `ERROR :: /commentary :: mentioned entity ${unknownMention.urn} does not exist`, status: 422 });
      if ([...shown].length > 3000) return send(res, 422, { message: "commentary is longer than 3000 characters", status: 422 });
      // LinkedIn refuses the same text from the same author again (422 DUPLICATE_POST), naming the post it has.
      const duplicate = state.posts.find((p) => p.author === body.author && p.commentary === shown && p.createdAt > Date.now() - DUPLICATE_WINDOW_MS);
      if (duplicate) return send(res, 422, { message: `Content is a duplicate of ${duplicate.urn}`, status: 422, code: "DUPLICATE_POST" });
      // The Posts API answers either urn ("urn:li:share:…" or "urn:li:ugcPost:…", its x-restli-id) and
      // does not say which content gets which; here a document, a poll or several images get a
      // ugcPost, so every path that takes a post's urn (comments, numbers, links) meets both.
      const ugc = Boolean(body.content?.poll || body.content?.multiImage || String(body.content?.media?.id ?? "").startsWith("urn:li:document:"));
      const urn = `urn:li:${ugc ? "ugcPost" : "share"}:${Date.now()}${String(++sequence).padStart(4, "0")}`;
      // The content's shape first: a document and a poll are checked (and never mixed) before any image is looked up.
      const documentRefused = documentRefusal(body.content, body.author, state.documents);
      if (documentRefused) return send(res, 422, { message: documentRefused, status: 422 });
      const pollRefused = pollRefusal(body.content);
      if (pollRefused) return send(res, 422, { message: pollRefused, status: 422 });
      const documentId = String(body.content?.media?.id ?? "").startsWith("urn:li:document:") ? body.content.media.id : null;
      const media = documentId ? [] : body.content?.media ? [body.content.media.id] : (body.content?.multiImage?.images ?? []).map((i) => i.id);
      if (body.content?.multiImage && media.length < MULTI_IMAGE.min) return send(res, 422, { message: "multiImage needs at least 2 images", status: 422 });
      if (media.length > MULTI_IMAGE.max) return send(res, 422, { message: `multiImage takes at most ${MULTI_IMAGE.max} images`, status: 422 });
      // An image is used only after its bytes arrived and LinkedIn processed them (Images API: initializeUpload,
      // PUT, then AVAILABLE), by the author that owns it.
      for (const id of media) {
        const refused = imageRefusal(id, state.images.get(id), body.author);
        if (refused) return send(res, 422, { message: refused, status: 422 });
      }
      const articleRefused = articleRefusal(body.content, body.author, state.images);
      if (articleRefused) return send(res, 422, { message: articleRefused, status: 422 });
      state.posts.push({
        urn,
        author: body.author,
        commentary: shown,
        littleText: body.commentary,
        images: media,
        article: body.content?.article ?? null,
        poll: body.content?.poll ?? null,
        document: documentId ? { id: documentId, title: body.content.media.title, pages: state.documents.get(documentId).pages } : null,
        createdAt: Date.now(),
        raw: body,
      });
      const stored = req.fault;
      if (stored?.hold) await new Promise((release) => state.holds.push(release));
      if (stored?.acceptDelayMs) await new Promise((r) => setTimeout(r, stored.acceptDelayMs));
      if (stored?.storeThen) return answerFault(res, stored);
      res.writeHead(201, { "x-restli-id": urn, "x-linkedin-id": urn });
      return res.end();
    }

    // Posts API finder: an author's recent posts (needs r_organization_social, or r_member_social for a member).
    if (path === "/rest/posts" && method === "GET" && url.searchParams.get("q") === "author") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const author = url.searchParams.get("author") ?? "";
      const scopes = new Set(grant.scope.split(/[\s,]+/));
      const administers = pagesOf(grant.member).some((o) => author === `urn:li:organization:${o.id}`);
      const allowed = author.startsWith("urn:li:organization:")
        ? administers && scopes.has("r_organization_social")
        : author === `urn:li:person:${grant.member.sub}` && scopes.has("r_member_social");
      if (!allowed) return send(res, 403, { message: "Not enough permissions to access: posts.FINDER-author", status: 403 });
      const count = Math.min(100, Number(url.searchParams.get("count") ?? 10));
      const start = Math.max(0, Number(url.searchParams.get("start") ?? 0));
      const elements = state.posts
        .filter((p) => p.author === author)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(start, start + count)
        .map((p) => ({
          id: p.urn,
          author: p.author,
          commentary: p.littleText,
          createdAt: p.createdAt,
          publishedAt: p.createdAt,
          lastModifiedAt: p.createdAt,
          lifecycleState: "PUBLISHED",
          visibility: "PUBLIC",
        }));
      return send(res, 200, { elements, paging: { count, start } });
    }

    // Comments API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api):
    // create a comment under a post as an actor the token may write as; list a post's comments.
    const commentsOf = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(path);
    // "All URNs must be URL Encoded: A colon should be translated to "%3A"" (Organization Authorizations,
    // learn.microsoft.com/en-us/linkedin/marketing/integrations/community-management/organizations/
    // organization-authorizations): a URN in the path or the query of these Rest.li calls, sent with its
    // colons, is a 400, as Rest.li 2.0 reads it.
    if (commentsOf?.[1].includes(":") || (URN_QUERIES.has(path) && /urn:li:/.test(url.search)))
      return send(res, 400, { status: 400, message: "Syntax exception: a URN in the request must be URL encoded (urn%3Ali%3A…)" });
    if (commentsOf && method === "POST") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      if (req.headers["x-restli-protocol-version"] !== "2.0.0") return send(res, 400, { message: "X-Restli-Protocol-Version 2.0.0 is required", status: 400 });
      const target = decodeURIComponent(commentsOf[1]);
      const body = JSON.parse((await readBody(req)).toString() || "{}");
      for (const field of ["actor", "object", "message"]) {
        if (body[field] === undefined)
          return send(res, 422, { message: `ERROR :: /${field} :: field is required but not found and has no default value`, status: 422 });
      }
      if (body.object !== target) return send(res, 400, { message: "ERROR :: /object :: must be the entity in the path", status: 400 });
      if (!state.posts.some((p) => p.urn === target)) return send(res, 404, { message: `Not found: ${target}`, status: 404, serviceErrorCode: 100 });
      const refused = writeRefusal(grant, body.actor, "socialActions.comments.CREATE");
      if (refused) return send(res, 403, refused);
      // As a page, only some page roles comment: "Restricted to organizations in which the authenticated
      // member has one of the following company page roles: ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER,
      // RECRUITING_POSTER" (Comments API, both its current and its older page). A content admin posts, but comments not.
      if (String(body.actor).startsWith("urn:li:organization:") && !COMMENTING_ROLES.has(roleOn(grant.member, body.actor)))
        return notPermitted(res, "socialActions.comments.CREATE");
      // message.text is plain text (mentions go in message.attributes), not little text: stored as sent.
      const text = typeof body.message?.text === "string" ? body.message.text : "";
      if (text.trim() === "") return send(res, 400, { message: "ERROR :: /message/text :: comment text must not be empty", status: 400 });
      if ([...text].length > 1250)
        return send(res, 422, { message: `ERROR :: /message/text :: length ${[...text].length} exceeds the maximum of 1250 characters`, status: 422 });
      const id = `${Date.now()}${String(++sequence).padStart(4, "0")}`;
      const comment = { urn: `urn:li:comment:(${target},${id})`, id, actor: body.actor, object: target, text, createdAt: Date.now(), raw: body };
      state.comments.push(comment);
      const stored = req.fault;
      if (stored?.hold) await new Promise((release) => state.holds.push(release));
      if (stored?.acceptDelayMs) await new Promise((r) => setTimeout(r, stored.acceptDelayMs));
      if (stored?.storeThen) return answerFault(res, stored);
      return send(res, 201, commentElement(comment), { "x-restli-id": comment.urn });
    }
    // A post's comments, paged as LinkedIn pages (`elements`, `paging`): reading needs r_member_social,
    // or r_organization_social for a company page the member administers.
    if (commentsOf && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const target = decodeURIComponent(commentsOf[1]);
      const post = state.posts.find((p) => p.urn === target);
      if (!post) return send(res, 404, { message: `Not found: ${target}`, status: 404 });
      const scopes = new Set(grant.scope.split(/[\s,]+/));
      const pageAdmin = post.author.startsWith("urn:li:organization:") && roleOn(grant.member, post.author) !== null && scopes.has("r_organization_social");
      if (!scopes.has("r_member_social") && !pageAdmin)
        return send(res, 403, { message: "Not enough permissions to access: socialActions.comments.GET_ALL", status: 403 });
      const count = Math.min(100, Number(url.searchParams.get("count") ?? 10));
      const start = Math.max(0, Number(url.searchParams.get("start") ?? 0));
      const all = state.comments.filter((c) => c.object === target);
      return send(res, 200, { elements: all.slice(start, start + count).map(commentElement), paging: { count, start, total: all.length, links: [] } });
    }

    // Member Post Statistics (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/members/post-statistics):
    // q=entity, entity a share or ugcPost urn as a typed union ((share:urn…) or (ugc:urn…)), exactly one
    // queryType and an aggregation (TOTAL, or DAILY); only the token's own posts, with r_member_postAnalytics.
    if (path === "/rest/memberCreatorPostAnalytics" && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const p = url.searchParams;
      if (p.get("q") !== "entity") return send(res, 400, { status: 400, message: "Invalid finder: q must be entity (q=me is not emulated)" });
      const queryTypes = p.getAll("queryType");
      if (queryTypes.length !== 1 || !MEMBER_QUERY_TYPES.includes(queryTypes[0]))
        return send(res, 400, {
          status: 400,
          code: "ILLEGAL_ARGUMENT",
          message: `queryType must be exactly one of ${MEMBER_QUERY_TYPES.join(", ")}; got ${queryTypes.length ? queryTypes.join(",") : "none"}`,
        });
      const aggregation = p.get("aggregation");
      if (aggregation !== "TOTAL" && aggregation !== "DAILY")
        return send(res, 400, { status: 400, code: "ILLEGAL_ARGUMENT", message: "aggregation must be TOTAL or DAILY" });
      const entity = /^\((share|ugc):(urn:li:(share|ugcPost):\d+)\)$/.exec(p.get("entity") ?? "");
      if (!entity || (entity[1] === "share") !== (entity[3] === "share"))
        return send(res, 400, {
          status: 400,
          code: "ILLEGAL_ARGUMENT",
          message: `Invalid entity ${p.get("entity") ?? "(none)"}: (share:urn:li:share:…) or (ugc:urn:li:ugcPost:…)`,
        });
      const scopes = new Set(String(grant.scope ?? "").split(/[\s,]+/));
      if (!scopes.has("r_member_postAnalytics"))
        return send(res, 403, {
          status: 403,
          serviceErrorCode: 100,
          code: "ACCESS_DENIED",
          message: "Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity",
        });
      const urn = entity[2];
      const post = state.posts.find((x) => x.urn === urn);
      if (!post) return send(res, 404, { status: 404, message: `Not found: ${urn}` });
      if (post.author !== `urn:li:person:${grant.member.sub}`)
        return send(res, 403, { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: `Not enough permissions to access: ${urn}` });
      const queryType = queryTypes[0];
      const metric = (ageMs) => postNumbers(urn, ageMs)[queryType];
      const age = Date.now() - post.createdAt;
      const targetEntity = { [entity[1]]: urn };
      const day = (at) => {
        const d = new Date(at);
        return { day: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
      };
      let elements;
      if (aggregation === "TOTAL") elements = [{ count: metric(age), metricType: queryType, targetEntity }];
      else {
        elements = [];
        for (let start = post.createdAt - (post.createdAt % 86_400_000); start < Date.now(); start += 86_400_000) {
          const from = Math.max(0, start - post.createdAt);
          const to = Math.min(age, start + 86_400_000 - post.createdAt);
          elements.push({
            count: metric(to) - metric(from),
            metricType: queryType,
            targetEntity,
            dateRange: { start: day(start), end: day(start + 86_400_000) },
          });
        }
      }
      return send(res, 200, { paging: { start: 0, count: 10, links: [] }, elements });
    }
    // Organization Share Statistics (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics):
    // lifetime totals (no timeIntervals) of a page's posts listed in shares=List(…) / ugcPosts=List(…), or of all its
    // posts; rw_organization_admin as the page's ADMINISTRATOR. No saves for pages.
    if (path === "/rest/organizationalEntityShareStatistics" && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const p = url.searchParams;
      if (p.get("q") !== "organizationalEntity") return send(res, 400, { status: 400, message: "q must be organizationalEntity" });
      const org = p.get("organizationalEntity") ?? "";
      const scopes = new Set(String(grant.scope ?? "").split(/[\s,]+/));
      if (!scopes.has("rw_organization_admin") || roleOn(grant.member, org) !== "ADMINISTRATOR")
        return send(res, 403, {
          status: 403,
          serviceErrorCode: 100,
          code: "ACCESS_DENIED",
          message: "Not enough permissions to access: organizationalEntityShareStatistics.FINDER-organizationalEntity",
        });
      if (p.has("timeIntervals.timeGranularityType") || p.has("timeIntervals"))
        return send(res, 400, { status: 400, message: "timeIntervals are not emulated" });
      const listed = (name) =>
        /^List\((.*)\)$/
          .exec(p.get(name) ?? "")?.[1]
          ?.split(",")
          .filter(Boolean) ?? [];
      const wanted = [...listed("shares").map((urn) => ["share", urn]), ...listed("ugcPosts").map((urn) => ["ugcPost", urn])];
      const statistics = (list) => {
        const sum = { impressionCount: 0, uniqueImpressionsCount: 0, likeCount: 0, commentCount: 0, shareCount: 0, clickCount: 0 };
        for (const post of list) {
          const n = postNumbers(post.urn, Date.now() - post.createdAt);
          sum.impressionCount += n.IMPRESSION;
          sum.uniqueImpressionsCount += n.MEMBERS_REACHED;
          sum.likeCount += n.REACTION;
          sum.commentCount += n.COMMENT;
          sum.shareCount += n.RESHARE;
          sum.clickCount += Math.round(n.IMPRESSION * 0.01);
        }
        const engaged = sum.likeCount + sum.commentCount + sum.shareCount + sum.clickCount;
        return { ...sum, engagement: sum.impressionCount ? engaged / sum.impressionCount : 0 };
      };
      const ofPage = state.posts.filter((x) => x.author === org);
      if (!wanted.length)
        return send(res, 200, {
          paging: { start: 0, count: 10, links: [] },
          elements: [{ organizationalEntity: org, totalShareStatistics: statistics(ofPage) }],
        });
      const elements = [];
      for (const [kind, urn] of wanted) {
        const post = ofPage.find((x) => x.urn === urn);
        if (!post) return send(res, 403, { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: `Not enough permissions to access: ${urn}` });
        elements.push({ organizationalEntity: org, [kind]: urn, totalShareStatistics: statistics([post]) });
      }
      return send(res, 200, { paging: { start: 0, count: 10, links: [] }, elements });
    }

    // Organization Access Control and Organization Lookup need rw_organization_admin (or, for the
    // ACLs, r_organization_admin): their permissions tables
    // (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role,
    // …/organization-lookup-api). A member's own sign-in has neither: LinkedIn answers 403.
    if ((path === "/rest/organizationAcls" || path === "/rest/organizations" || path.startsWith("/rest/organizations/")) && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const scopes = new Set(String(grant.scope ?? "").split(/[\s,]+/));
      const may = scopes.has("rw_organization_admin") || (path === "/rest/organizationAcls" && scopes.has("r_organization_admin"));
      if (!may)
        return send(res, 403, { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: `Not enough permissions to access: ${path.slice(6)}.GET` });
    }
    if (path === "/rest/organizationAcls" && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      if (url.searchParams.get("q") !== "roleAssignee") return send(res, 400, { message: "q=roleAssignee is required", status: 400 });
      const wanted = url.searchParams.get("role");
      const elements = pagesOf(grant.member)
        .map((o) => ({ o, role: roleOn(grant.member, `urn:li:organization:${o.id}`) }))
        .filter(({ role }) => !wanted || role === wanted)
        .map(({ o, role }) => ({
          organization: `urn:li:organization:${o.id}`,
          role,
          state: "APPROVED",
          roleAssignee: `urn:li:person:${grant.member.sub}`,
        }));
      // Pages of `count` (10 unless asked) from `start`: "count … Default 10"; the end of the data is a
      // page with fewer elements than asked (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination).
      const start = Math.max(0, Number(url.searchParams.get("start") ?? 0) || 0);
      const count = Math.max(1, Number(url.searchParams.get("count") ?? 10) || 10);
      return send(res, 200, { elements: elements.slice(start, start + count), paging: { count, start, links: [] } });
    }
    // Organization Lookup by vanity name (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/
    // organizations/organization-lookup-api): any page, by its linkedin.com/company/{vanityName} name, case-insensitive.
    if (path === "/rest/organizations" && method === "GET" && url.searchParams.get("q") === "vanityName") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const wanted = (url.searchParams.get("vanityName") ?? "").toLowerCase();
      const elements = [];
      for (const m of state.members.values()) {
        for (const o of pagesOf(m)) {
          if (o.vanityName.toLowerCase() === wanted && !elements.some((e) => e.id === o.id)) elements.push(o);
        }
      }
      return send(res, 200, { elements, paging: { count: 10, start: 0, total: elements.length, links: [] } });
    }
    if (path.startsWith("/rest/organizations/") && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const org = pagesOf(grant.member).find((o) => String(o.id) === path.split("/").pop());
      if (!org) return send(res, 404, { message: "Organization not found", status: 404 });
      return send(res, 200, org);
    }

    // Images API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api):
    // initializeUpload for an owner the token may write as, then one PUT of the bytes, signed with the same token.
    if (path === "/rest/images" && method === "POST" && url.searchParams.get("action") === "initializeUpload") {
      const upload = await initializeUploadRequest(req, res);
      if (!upload) return;
      const { grant, owner } = upload;
      const refused = writeRefusal(grant, owner, "images.ACTION-initializeUpload");
      if (refused) return send(res, 403, refused);
      const id = `urn:li:image:${randomUUID()}`;
      state.images.set(id, { owner, bytes: null, contentType: null, uploadedAt: null, processingMs: state.imageProcessingMs, failure: null });
      return send(res, 200, { value: { uploadUrl: `${origin}/upload/${encodeURIComponent(id)}`, image: id, uploadUrlExpiresAt: Date.now() + 3600_000 } });
    }
    // Documents API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/documents-api):
    // initializeUpload for an owner the token may write as ("For documents with person URN owners, the caller
    // must match the document owner"; a company page needs ADMIN or DSC), answered with LinkedIn's 403 body;
    // then one PUT of the file; then GET /rest/documents/{urn} says WAITING_UPLOAD, PROCESSING or AVAILABLE.
    if (path === "/rest/documents" && method === "POST" && url.searchParams.get("action") === "initializeUpload") {
      const upload = await initializeUploadRequest(req, res);
      if (!upload) return;
      const { grant, owner } = upload;
      if (writeRefusal(grant, owner, "documents.ACTION-initializeUpload"))
        return send(res, 403, { message: "Accessing this document resource is forbidden. Please check your permissions for this resource", status: 403 });
      const id = `urn:li:document:${randomUUID()}`;
      state.documents.set(id, { owner, bytes: null, uploadedAt: null, processingMs: state.documentProcessingMs, pages: null });
      return send(res, 200, { value: { uploadUrl: `${origin}/upload/${encodeURIComponent(id)}`, document: id, uploadUrlExpiresAt: Date.now() + 3600_000 } });
    }
    // GET /rest/images/{urn} and /rest/documents/{urn}: where LinkedIn's processing of it is. Reading
    // needs r_member_social for a member's own (Postcraft's members grant w_member_social only: Postiz
    // notes a personal token can't read an image's or document's status), r_organization_social for a
    // company page's, as the permissions tables list.
    const mediaOf = /^\/rest\/(images|documents)\/([^/]+)$/.exec(path);
    if (mediaOf && method === "GET") {
      const grant = memberFor(req);
      if (!grant) return unauthorized(res, req);
      const [what, store, statusOf, file] =
        mediaOf[1] === "images" ? ["image", state.images, imageStatus, "images"] : ["document", state.documents, documentStatus, "documents"];
      const id = decodeURIComponent(mediaOf[2]);
      const media = store.get(id);
      if (!media) return send(res, 404, { message: `${what === "image" ? "Image" : "Document"} ${id} does not exist`, status: 404 });
      const scopes = new Set(String(grant.scope ?? "").split(/[\s,]+/));
      const mayRead = media.owner.startsWith("urn:li:organization:")
        ? roleOn(grant.member, media.owner) !== null && scopes.has("r_organization_social")
        : media.owner === `urn:li:person:${grant.member.sub}` && scopes.has("r_member_social");
      if (!mayRead)
        return send(res, 403, { message: `Accessing this ${what} resource is forbidden. Please check your permissions for this resource`, status: 403 });
      const status = statusOf(media);
      return send(res, 200, {
        id,
        owner: media.owner,
        status,
        ...(status === "AVAILABLE" ? { downloadUrl: `${origin}/${file}/${encodeURIComponent(id)}`, downloadUrlExpiresAt: Date.now() + 3600_000 } : {}),
      });
    }
    if (path.startsWith("/upload/urn%3Ali%3Adocument") && method === "PUT") {
      const id = decodeURIComponent(path.slice("/upload/".length));
      const document = state.documents.get(id);
      if (!document) return send(res, 404, { message: "Unknown upload" });
      if (!memberFor(req)) return unauthorized(res, req);
      // "The file size cannot exceed 100MB and 300 pages" (Documents API): refused before and after reading.
      const tooLarge = { status: 400, message: "The file size cannot exceed 100MB" };
      if (Number(req.headers["content-length"] ?? 0) > DOCUMENT_LIMITS.maxBytes) {
        req.resume();
        return send(res, 400, tooLarge, { connection: "close" });
      }
      const bytes = await readBody(req);
      if (bytes.length > DOCUMENT_LIMITS.maxBytes) return send(res, 400, tooLarge);
      if (!isPdf(bytes)) return send(res, 400, { status: 400, message: "The uploaded file is not a supported document type (PPT, PPTX, DOC, DOCX or PDF)" });
      const pages = countPdfPages(bytes);
      if (pages < 1) return send(res, 400, { status: 400, message: "The uploaded document could not be read: it has no pages" });
      if (pages > DOCUMENT_LIMITS.maxPages) return send(res, 400, { status: 400, message: `The document cannot exceed 300 pages; it has ${pages}` });
      Object.assign(document, { bytes, pages, uploadedAt: Date.now() });
      return send(res, 201, { ok: true });
    }
    if (path.startsWith("/documents/") && method === "GET") {
      const document = state.documents.get(decodeURIComponent(path.slice("/documents/".length)));
      if (!document?.bytes) return send(res, 404, "Not found");
      res.writeHead(200, { "content-type": "application/pdf" });
      return res.end(document.bytes);
    }
    if (path.startsWith("/pdfjs/") && method === "GET") {
      const file = PDFJS_FILES[path.slice("/pdfjs/".length)];
      if (!file) return send(res, 404, "Not found");
      try {
        const body = readFileSync(new URL(`../../../node_modules/pdfjs-dist/build/${file}`, import.meta.url));
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=3600" });
        return res.end(body);
      } catch {
        return send(res, 404, "pdf.js is not installed (npm install)");
      }
    }
    if (path.startsWith("/upload/") && method === "PUT") {
      const id = decodeURIComponent(path.slice("/upload/".length));
      const image = state.images.get(id);
      if (!image) return send(res, 404, { message: "Unknown upload" });
      if (!memberFor(req)) return unauthorized(res, req);
      const bytes = await readBody(req);
      // The upload URL takes the bytes; processing then refuses what LinkedIn does not take (Images API limits).
      const size = imageDimensions(bytes);
      const failure = state.imageProcessingFailure
        ? state.imageProcessingFailure
        : !size
          ? "not a JPG, PNG or GIF image"
          : size.width * size.height >= IMAGE_LIMITS.maxPixels
            ? `${size.width} x ${size.height} is ${size.width * size.height} pixels; images must have fewer than ${IMAGE_LIMITS.maxPixels}`
            : null;
      Object.assign(image, { bytes, contentType: req.headers["content-type"] ?? "application/octet-stream", uploadedAt: Date.now(), failure });
      return send(res, 201, { ok: true });
    }
    if (path.startsWith("/images/") && method === "GET") {
      const image = state.images.get(decodeURIComponent(path.slice("/images/".length)));
      if (!image?.bytes) return send(res, 404, "Not found");
      res.writeHead(200, { "content-type": image.contentType });
      return res.end(image.bytes);
    }

    if (path === "/" && method === "GET") return send(res, 200, publishedPage());
    // A post's own address, as LinkedIn's "View on LinkedIn" links are made: /feed/update/{urn}/.
    if (path.startsWith("/feed/update/") && method === "GET") {
      const urn = decodeURIComponent(path.slice("/feed/update/".length).replace(/\/$/, ""));
      return send(res, state.posts.some((p) => p.urn === urn) ? 200 : 404, publishedPage(urn));
    }
    return send(res, 404, { message: `No emulated endpoint for ${method} ${path}`, status: 404 });
  }

  /**
   * Where LinkedIn sends the browser back when the app asks for a scope none of its products grant:
   * the sign-in stops before any consent, with error=unauthorized_scope_error (as seen in
   * n8n-io/n8n#14654: 'Scope "w_organization_social" is not authorized for your application').
   */
  /** Why LinkedIn would not send the member to this redirect_uri, or null. */
  function redirectRefusal(uri) {
    if (!uri) return "Malformed authorization request.";
    if (!URL.canParse(uri) || uri.includes("#")) return "The redirect_uri must be an absolute URL without a #.";
    if (!registered.has(withoutParameters(uri))) return "The redirect_uri does not match the registered value";
    return null;
  }

  function scopeRefusal(params) {
    if (!state.approvedScopes) return null;
    const unapproved = (params.get("scope") ?? "").split(/[\s,]+/).find((scope) => scope && !state.approvedScopes.has(scope));
    if (!unapproved) return null;
    const back = new URL(params.get("redirect_uri"));
    back.searchParams.set("error", "unauthorized_scope_error");
    back.searchParams.set("error_description", `Scope "${unapproved}" is not authorized for your application`);
    back.searchParams.set("state", params.get("state") ?? "");
    return back.toString();
  }

  function issueCode(member, params) {
    const code = randomBytes(16).toString("hex");
    state.codes.set(code, {
      member,
      redirectUri: params.get("redirect_uri"),
      scope: params.get("scope") ?? "",
      expiresAt: Date.now() + 5 * 60_000,
    });
    return code;
  }

  /**
   * "You can go through the OAuth flow on multiple clients (browsers or devices) and simultaneously
   * hold multiple valid access tokens if the same scope is requested. If you request a different
   * scope than the previously granted scope, all the previous access tokens are invalidated."
   * (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow).
   * The member's tokens granted for another set of scopes stop working, as a revoked one does.
   */
  function invalidateOtherScopes(member, scope) {
    const asSet = (s) => [...new Set((s ?? "").split(/[\s,]+/).filter(Boolean))].sort().join(" ");
    for (const [token, grant] of state.tokens) {
      if (grant.member.sub === member.sub && asSet(grant.scope) !== asSet(scope)) state.revoked.add(token);
    }
  }

  /** A token answer as LinkedIn writes it; a refresh keeps its refresh token and that token's expiry (not extended). */
  function issueTokens(member, scope, refreshed = null) {
    const policy = state.tokenPolicy;
    const now = Date.now();
    const accessToken = `li-at-${randomBytes(24).toString("hex")}`;
    state.tokens.set(accessToken, { member, scope, expiresAt: now + policy.accessTokenTtlSeconds * 1000 });
    // "scope": comma-separated and sorted, as LinkedIn answers ("email,openid,profile,w_member_social"
    // in public captures of its token endpoint), not space-separated as the request asked.
    const granted = [...new Set((scope ?? "").split(/[\s,]+/).filter(Boolean))].sort().join(",");
    const answer = { access_token: accessToken, expires_in: policy.accessTokenTtlSeconds, scope: granted, token_type: "Bearer" };
    if (refreshed) {
      return { ...answer, refresh_token: refreshed.refreshToken, refresh_token_expires_in: Math.max(0, Math.floor((refreshed.refreshExpiresAt - now) / 1000)) };
    }
    if (!policy.refreshTokens) return answer;
    const refreshToken = `li-rt-${randomBytes(24).toString("hex")}`;
    state.refreshTokens.set(refreshToken, { member, scope, expiresAt: now + policy.refreshTokenTtlSeconds * 1000 });
    return { ...answer, refresh_token: refreshToken, refresh_token_expires_in: policy.refreshTokenTtlSeconds };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, { message: String(error?.message ?? error) });
      else res.end();
    });
  });

  // Keep idle connections longer than clients do, as real API front ends do: a server that
  // drops them first makes the next request on a reused connection fail halfway.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;

  return {
    state,
    reset,
    async listen(port = 8790, host = "127.0.0.1") {
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, resolve);
      });
      const address = server.address();
      origin = `http://${host}:${address.port}`;
      return origin;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A redirect URL as LinkedIn compares it: its parameters are ignored. */
function withoutParameters(uri) {
  if (!URL.canParse(uri)) return uri;
  const url = new URL(uri);
  return `${url.origin}${url.pathname}`;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const emulator = createLinkedInEmulator({
    clientId: process.env.LINKEDIN_CLIENT_ID ?? "local-linkedin-client",
    clientSecret: process.env.LINKEDIN_CLIENT_SECRET ?? "local-linkedin-secret",
    // The app's callback, registered as on the Developer Portal (comma-separated for more than one).
    redirectUris: (process.env.LINKEDIN_REDIRECT_URIS ?? "http://127.0.0.1:8788/public/api/oauth/linkedin/callback").split(","),
  });
  const url = await emulator.listen(Number(commandLineArg("port", "8790")), commandLineArg("host", "127.0.0.1"));
  console.log(`LinkedIn emulator on ${url}`);
  const stop = () => emulator.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
