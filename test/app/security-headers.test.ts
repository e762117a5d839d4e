import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, imageOrigins, withSecurityHeaders } from "~/lib/security-headers";

describe("headers on every response", () => {
  it("HSTS only over https; a handler's own referrer policy is kept", () => {
    const https = withSecurityHeaders(new Response("ok"), "https://studio.example/posts");
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(https.headers.get("x-content-type-options")).toBe("nosniff");
    expect(https.headers.get("permissions-policy")).toContain("microphone=(self)");
    const http = withSecurityHeaders(new Response("ok", { headers: { "referrer-policy": "no-referrer" } }), "http://127.0.0.1:8788/");
    expect(http.headers.get("strict-transport-security")).toBeNull();
    expect(http.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("the policy: scripts by nonce only, images from the listed origins, no framing; nonsense hosts dropped", () => {
    const hosts = imageOrigins("https://images.pexels.com https://media.licdn.com/x javascript:alert(1) not-a-url");
    expect(hosts).toEqual(["https://images.pexels.com", "https://media.licdn.com"]);
    const csp = contentSecurityPolicy("abc123", hosts);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://images.pexels.com https://media.licdn.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("javascript");
  });
});
