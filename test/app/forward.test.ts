import { describe, expect, it } from "vitest";
import { forwardToApi } from "~/lib/forward-to-api";

function recordingApi() {
  const seen: Request[] = [];
  const api = {
    fetch: async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ data: { ok: true } }), { headers: { "content-type": "application/json" } });
    },
  } as unknown as Fetcher;
  return { api, seen };
}

describe("the web app's pass-through to the API", () => {
  it("turns the session cookie into a bearer token and drops the cookie", async () => {
    const { api, seen } = recordingApi();
    await forwardToApi(new Request("https://studio.example/api/apps?x=1", { headers: { cookie: "theme=dark; __Host-auth_token=v1.abc.def; other=1" } }), api);
    expect(seen[0].url).toBe("https://studio.example/api/apps?x=1");
    expect(seen[0].headers.get("authorization")).toBe("Bearer v1.abc.def");
    expect(seen[0].headers.get("cookie")).toBeNull();
  });

  it("never passes on an Authorization header the browser made up", async () => {
    const { api, seen } = recordingApi();
    await forwardToApi(new Request("https://studio.example/api/apps", { headers: { authorization: "Bearer forged" } }), api);
    expect(seen[0].headers.get("authorization")).toBeNull();
  });

  it("passes the sign-in's browser nonce from its cookie, never from a header the browser set", async () => {
    const { api, seen } = recordingApi();
    await forwardToApi(
      new Request("https://studio.example/public/api/oauth/linkedin/callback?code=c&state=s", {
        headers: { cookie: "__Host-oauth_binding=nonce-123", "x-oauth-binding": "forged" },
      }),
      api,
    );
    expect(seen[0].headers.get("x-oauth-binding")).toBe("nonce-123");
    await forwardToApi(new Request("https://studio.example/public/api/oauth", { headers: { "x-oauth-binding": "forged" } }), api);
    expect(seen[1].headers.get("x-oauth-binding")).toBeNull();
  });

  it("forwards method and body unchanged", async () => {
    const { api, seen } = recordingApi();
    const body = JSON.stringify({ username: "maya-chen" });
    await forwardToApi(
      new Request("https://studio.example/public/api/oauth", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", origin: "https://studio.example", "sec-fetch-site": "same-origin" },
      }),
      api,
    );
    expect(seen[0].method).toBe("POST");
    expect(await seen[0].text()).toBe(body);
    expect(seen[0].headers.get("content-type")).toBe("application/json");
  });
});
