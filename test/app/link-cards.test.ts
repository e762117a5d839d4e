/**
 * Link cards' pure parts (docs/decisions/036): which addresses may be read, the post's link, and
 * the card read from a page's tags, in one forward pass whatever the page holds.
 */
import { describe, expect, it } from "vitest";
import { firstLink, LINK_CARD_TEXT, linkCardSchema } from "../../app/spec/link-card";
import { checkLinkTarget, isPublicAddress, parseIPv6 } from "../../worker/link-cards/addresses";
import { cardFrom, readMeta } from "../../worker/link-cards/meta-tags";
import { sniffPicture } from "../../worker/providers/web-pages";
import { within } from "../time";
import { growth, repeatTo, superlinearInputs } from "./linear-cost";

const ALLOWED = ["127.0.0.1:8795"];
const refusal = (url: string) => {
  const target = checkLinkTarget(url, ALLOWED);
  return target.ok ? null : target.reason;
};

describe("which links may be read", () => {
  it("takes public http(s) addresses, names to be resolved first, and the allow-listed emulator", () => {
    expect(checkLinkTarget("https://worknotes.example.com/memo", ALLOWED)).toMatchObject({ ok: true, needsDns: true, allowListed: false });
    expect(checkLinkTarget("http://93.184.215.14/", ALLOWED)).toMatchObject({ ok: true, needsDns: false });
    expect(checkLinkTarget("https://[2606:4700:4700::1111]/", ALLOWED)).toMatchObject({ ok: true, needsDns: false });
    expect(checkLinkTarget("http://127.0.0.1:8795/pages/article", ALLOWED)).toMatchObject({ ok: true, allowListed: true, needsDns: false });
  });

  it.each([
    "http://127.0.0.1/",
    "http://127.0.0.1:8790/", // loopback on another port: not the allow-listed host
    "http://127.1/", // the URL parser makes it 127.0.0.1
    "http://2130706433/",
    "http://0x7f.0.0.1/",
    "http://0.0.0.0/",
    "http://10.0.0.1/admin",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://100.64.0.1/", // CGNAT
    "http://169.254.169.254/latest/meta-data/", // cloud metadata, link-local
    "http://198.18.0.1/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[::1]/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:10.0.0.1]/",
    "http://[fd12:3456::1]/", // unique-local
    "http://[fe80::1]/", // link-local
    "http://[ff02::1]/",
    "http://[64:ff9b::a00:1]/", // NAT64 of 10.0.0.1
    "http://[2002:a00:1::]/", // 6to4 of 10.0.0.1
    "http://[2001:db8::1]/",
    "http://localhost/",
    "http://LOCALHOST./",
    "http://api.localhost/",
    "http://printer.local/",
    "http://metadata.google.internal/",
    "http://intranet/",
  ])("refuses %s as private", (url) => {
    expect(refusal(url)).toBe(LINK_CARD_TEXT.privateAddress);
  });

  it("refuses other schemes, credentials and unusual ports", () => {
    expect(refusal("ftp://example.com/file")).toBe(LINK_CARD_TEXT.notALink);
    expect(refusal("file:///etc/passwd")).toBe(LINK_CARD_TEXT.notALink);
    expect(refusal("https://user:secret@example.com/")).toBe(LINK_CARD_TEXT.notALink);
    expect(refusal("https://example.com:8443/")).toBe(LINK_CARD_TEXT.unusualPort);
    expect(refusal("not a link")).toBe(LINK_CARD_TEXT.notALink);
  });

  it("judges what DNS answers the same way", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:2800:220:1:248:1893:25c8:1946")).toBe(true);
    for (const address of ["10.1.2.3", "127.0.0.1", "fd12:3456::1", "::ffff:192.168.0.1", "::1", "not an address"])
      expect(isPublicAddress(address), address).toBe(false);
    expect(parseIPv6("::ffff:10.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0a00, 0x0001]);
    expect(parseIPv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIPv6("1::2::3")).toBeNull();
  });
});

describe("the post's link", () => {
  it("is the first http(s) address, without the sentence's punctuation", () => {
    expect(firstLink("Read this: https://worknotes.example.com/memo. Then tell me.")).toBe("https://worknotes.example.com/memo");
    expect(firstLink("Two links: http://a.example.com/x, https://b.example.com/")).toBe("http://a.example.com/x");
    expect(firstLink("(see https://en.wikipedia.org/wiki/Memo_(document))")).toBe("https://en.wikipedia.org/wiki/Memo_(document)");
    expect(firstLink("HTTPS://Example.COM/Path")).toBe("https://example.com/Path");
    expect(firstLink("No link here, just www.example.com")).toBeNull();
    expect(firstLink("https:// then https://real.example.com")).toBe("https://real.example.com/");
  });
});

const ARTICLE = `<!doctype html><html><head>
  <title>Work Notes | weekly memo</title>
  <meta property="og:title" content="The weekly memo &amp; why it works">
  <meta property="og:description" content="One page
     on Friday.">
  <meta property="og:image" content="/images/card.png">
  <meta name="twitter:title" content="Not this one">
</head><body><title>Not this either</title></body></html>`;

describe("the card a page gives", () => {
  it("reads Open Graph tags first, decoded, with the picture taken relative to the page", () => {
    const meta = readMeta(ARTICLE);
    expect(meta).toEqual({ title: "The weekly memo & why it works", description: "One page on Friday.", image: "/images/card.png" });
    expect(cardFrom(meta, "https://worknotes.example.com/memo", "https://www.worknotes.example.com/2026/memo")).toEqual({
      url: "https://worknotes.example.com/memo",
      title: "The weekly memo & why it works",
      description: "One page on Friday.",
      image: "https://www.worknotes.example.com/images/card.png",
      source: "worknotes.example.com",
    });
  });

  it("falls back to <title>, meta description and twitter:image", () => {
    const page = `<html><head><TITLE>Hiring &#8212; what we got wrong</TITLE><meta name=description content=Twenty><meta name="twitter:image" content="https://cdn.example.com/x.png"></head></html>`;
    expect(readMeta(page)).toEqual({ title: "Hiring — what we got wrong", description: "Twenty", image: "https://cdn.example.com/x.png" });
  });

  it("gives no card without a title, and never a picture that isn't http(s)", () => {
    expect(
      cardFrom(readMeta(`<html><head><meta name="description" content="No title"></head></html>`), "https://a.example.com/", "https://a.example.com/"),
    ).toBeNull();
    expect(cardFrom(readMeta(`<title>   </title>`), "https://a.example.com/", "https://a.example.com/")).toBeNull();
    const card = cardFrom({ title: "T", description: null, image: "javascript:alert(1)" }, "https://a.example.com/", "https://a.example.com/");
    expect(card?.image).toBeNull();
  });

  it("ignores tags inside comments and scripts, and stops at what never closes", () => {
    const page = `<head><!-- <meta property="og:title" content="commented"> --><script>const s = '<meta property="og:title" content="scripted">';</script><meta property="og:title" content="Real"></head>`;
    expect(readMeta(page).title).toBe("Real");
    expect(readMeta(`<head><meta property="og:title" content="unclosed`).title).toBeNull();
    expect(readMeta(`<head><!-- <meta property="og:title" content="x">`).title).toBeNull();
    expect(readMeta(`<title>never ends`).title).toBeNull();
  });

  it("cuts long fields to the card's limits", () => {
    const meta = readMeta(`<meta property="og:title" content="${"word ".repeat(100)}"><meta property="og:description" content="${"d".repeat(1000)}">`);
    expect([...(meta.title ?? "")].length).toBeLessThanOrEqual(200);
    expect(meta.title?.endsWith("…")).toBe(true);
    expect([...(meta.description ?? "")].length).toBeLessThanOrEqual(300);
    expect(linkCardSchema.safeParse({ url: "https://a.example.com/", title: meta.title, description: meta.description, source: "a.example.com" }).success).toBe(
      true,
    );
  });

  it("knows a picture by its bytes, never by its name", () => {
    expect(sniffPicture(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffPicture(new TextEncoder().encode("GIF89a"))).toBe("image/gif");
    expect(sniffPicture(new TextEncoder().encode("<svg xmlns="))).toBeNull();
  });
});

/**
 * Bounded work, measured as bounded-work.test.ts does (linear-cost.ts): a hostile page of 100 KB and of
 * 800 KB (the reader's cap is 1 MB) in the same run; eight times the page may cost at most about
 * eight times the CPU, where a quadratic path would cost sixty-four times.
 */
const SMALL = 100 * 1024;
const LARGE = 8 * SMALL;
const hostile = (size: number): Record<string, string> => {
  const fill = (unit: string) => repeatTo(unit, size);
  return {
    "less-than signs": fill("<"),
    "tag openings": fill("<a "),
    "unclosed comment": `<!--${fill("-")}`,
    "comment openings": fill("<!--"),
    "unclosed quote": `<meta content="${fill("a")}`,
    "quote runs": fill(`<meta a="" b='' `),
    "many metas": fill(`<meta property="og:x" content="y">`),
    "closing-tag look-alikes in a script": `<script>${fill("</scrip")}`,
    "title look-alikes": `<title>${fill("</titl")}`,
    "unclosed title": `<title>${fill("x")}`,
    "long tag names": fill("<aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
    entities: `<title>${fill("&amp;&#1234;&bogus;&")}</title>`,
    spaces: `<title>${fill(" \n\t")}</title>`,
    "attributes without values": `<meta ${fill("a ")}>`,
    "links without end": fill("https://a"),
    parentheses: `https://a.example.com/${fill(")")}`,
  };
};

describe("bounded work for any page", { timeout: within(90_000) }, () => {
  it("reading a hostile page costs at most linearly more at 800 KB than at 100 KB", () => {
    const read = (page: string) => [readMeta(page), firstLink(page.slice(0, 3000))];
    read("warm up");
    const small = hostile(SMALL);
    const large = hostile(LARGE);
    expect(superlinearInputs(read, small, large, ["100 KB", "800 KB"])).toEqual([]);
  });

  it("finding the post's link is linear too", () => {
    const text = (size: number) => "https://https://(".repeat(size / 17);
    const { smallMs, largeMs, linear } = growth(
      () => firstLink(text(SMALL)),
      () => firstLink(text(LARGE)),
    );
    expect(linear, `${smallMs.toFixed(1)} ms, then ${largeMs.toFixed(0)} ms`).toBe(true);
  });
});
