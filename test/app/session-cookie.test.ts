import { describe, expect, it } from "vitest";
import { clearAuthCookie, clearLoginBindingCookie, setAuthCookie } from "~/lib/session.server";

describe("the session cookie (decision 058)", () => {
  it("is a __Host- cookie: 7 days, HttpOnly, SameSite=Lax, Secure, Path=/, no Domain; the old-named one is removed", () => {
    expect(setAuthCookie("v1.a.b")).toEqual([
      "__Host-auth_token=v1.a.b; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure",
      "auth_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    ]);
  });

  it("is removed with Max-Age=0, with the old-named one", () => {
    expect(clearAuthCookie()).toEqual([
      "__Host-auth_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
      "auth_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    ]);
  });

  it("the login binding is removed under both names", () => {
    expect(clearLoginBindingCookie()).toEqual([
      "__Host-login_binding=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
      "login_binding=; Path=/login-success; HttpOnly; SameSite=Lax; Max-Age=0",
    ]);
  });
});
