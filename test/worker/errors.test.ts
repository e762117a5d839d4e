import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { count } from "./helpers";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://api.test${path}`, init));

describe("API error shape", () => {
  it("hides everything under /api behind the session check, and answers unknown public paths 404 {msg}", async () => {
    const res = await api("/api/nothing-here", { headers: { authorization: "Bearer x" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/session/);
    const open = await api("/public/api/nothing-here");
    expect(open.status).toBe(404);
    expect(await open.json()).toEqual({ msg: "Not found" });
  });

  it("gives every response a request id", async () => {
    const res = await api("/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    const echoed = await api("/health", { headers: { "x-request-id": "req-abc-123" } });
    expect(echoed.headers.get("x-request-id")).toBe("req-abc-123");
  });

  it("refuses a body that is not JSON with 400 {msg}", async () => {
    const res = await api("/public/api/oauth", { method: "POST", body: "not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "Request body must be JSON" });
  });

  it("refuses a JSON-looking body sent as another type, instead of validating it as empty, and stores nothing", async () => {
    const body = JSON.stringify({ type: "login", provider: "linkedin", username: "maya-chen", profileType: "individual" });
    const before = await count("oauth_states");
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const res = await api("/public/api/oauth", { method: "POST", body, headers: type ? { "content-type": type } : {} });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: "Request body must be JSON" });
    }
    expect(await count("oauth_states")).toBe(before);
    const json = await api("/public/api/oauth", { method: "POST", body, headers: { "content-type": "application/json; charset=utf-8" } });
    expect(json.status).toBe(200);
  });
});
