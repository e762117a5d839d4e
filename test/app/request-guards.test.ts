import { describe, expect, it } from "vitest";
import { CROSS_SITE, JSON_ONLY, limitedBody, refuseCrossSite, refuseNonJson } from "~/lib/request-guards";

const APP = "https://studio.example";
const req = (path: string, init: RequestInit = {}) => new Request(`${APP}${path}`, init);
const json = { "content-type": "application/json" };

describe("cross-site writes", () => {
  it("reads pass; writes pass only when the browser says same-origin (or Origin is this origin)", async () => {
    expect(refuseCrossSite(req("/api/posts"))).toBeNull();
    expect(refuseCrossSite(req("/api/post", { method: "POST", headers: { "sec-fetch-site": "same-origin", origin: APP } }))).toBeNull();
    expect(refuseCrossSite(req("/api/post", { method: "POST", headers: { origin: APP } }))).toBeNull();
    const attempts: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://other.studio.example" },
      { "sec-fetch-site": "none" },
      { origin: "null" },
      { "sec-fetch-site": "same-origin", origin: "https://evil.example" },
      {},
    ];
    for (const headers of attempts) {
      const refused = refuseCrossSite(req("/api/post", { method: "POST", headers }));
      expect(refused?.status, JSON.stringify(headers)).toBe(403);
      expect(await refused!.json()).toEqual({ msg: CROSS_SITE });
    }
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect(refuseCrossSite(req("/api/post/1", { method, headers: { "sec-fetch-site": "cross-site" } }))?.status).toBe(403);
  });

  it("only the signed webhook path is open to a server's POST (its HMAC is checked by the worker); its neighbours are not", async () => {
    expect(refuseCrossSite(req("/public/api/phone-agent/webhook", { method: "POST" }))).toBeNull();
    for (const path of ["/public/api/phone-agent/webhook/x", "/public/api/phone-agent", "/public/api/oauth", "/api/onboarding-agent"]) {
      expect(refuseCrossSite(req(path, { method: "POST" }))?.status, path).toBe(403);
    }
  });

  it("writes through the pass-through are JSON, except an upload's bytes", async () => {
    expect(refuseNonJson(req("/api/post", { method: "POST", headers: json }))).toBeNull();
    expect(refuseNonJson(req("/api/post", { method: "POST", headers: { "content-type": "application/json; charset=utf-8" } }))).toBeNull();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const refused = refuseNonJson(req("/api/post", { method: "POST", headers: type ? { "content-type": type } : {} }));
      expect(refused?.status).toBe(403);
      expect(await refused!.json()).toEqual({ msg: JSON_ONLY });
    }
    expect(refuseNonJson(req("/public/api/uploads/abc.def", { method: "PUT", headers: { "content-type": "image/png" } }))).toBeNull();
    expect(refuseNonJson(req("/public/api/uploads/abc.def", { method: "POST", headers: { "content-type": "image/png" } }))?.status).toBe(403);
  });
});

describe("bounded bodies at the pass-through", () => {
  it("a JSON body over 256 KB is refused with 413, declared or not; an upload may be larger", async () => {
    const big = "x".repeat(257 * 1024);
    const declared = await limitedBody(req("/api/post", { method: "POST", headers: { ...json, "content-length": String(big.length) }, body: big }));
    expect("refused" in declared && declared.refused.status).toBe(413);
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(big)), c.close()) });
    const undeclared = await limitedBody(req("/api/post", { method: "POST", headers: json, body: stream, duplex: "half" } as RequestInit));
    expect("refused" in undeclared && (await undeclared.refused.json())).toEqual({ msg: "This request is too large." });
    const upload = await limitedBody(req("/public/api/uploads/abc.def", { method: "PUT", headers: { "content-type": "image/png" }, body: big }));
    expect("body" in upload && upload.body.byteLength).toBe(big.length);
    const small = await limitedBody(req("/api/post", { method: "POST", headers: json, body: "{}" }));
    expect("body" in small && new TextDecoder().decode(small.body)).toBe("{}");
  });
});
