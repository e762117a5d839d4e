import { describe, expect, it } from "vitest";
import { clearAuthCookie, setAuthCookie } from "~/lib/session.server";

describe("auth_token cookie", () => {
  it("lives 7 days, HttpOnly, SameSite=Lax, for the whole site", () => {
    const cookie = setAuthCookie(new Request("http://127.0.0.1:8788/login-success?token=t"), "v1.a.b");
    expect(cookie).toBe("auth_token=v1.a.b; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800");
  });

  it("is Secure when served over https", () => {
    expect(setAuthCookie(new Request("https://studio.example/login-success"), "t")).toMatch(/; Secure$/);
  });

  it("is removed with Max-Age=0", () => {
    expect(clearAuthCookie(new Request("http://127.0.0.1/"))).toBe("auth_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});
