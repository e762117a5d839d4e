/**
 * Where the app may send a person after sign-in: only paths of this site.
 *
 * Open-redirect payloads hide behind encoding (`%2F%2Fevil.com`), backslashes that browsers
 * read as slashes (`/\evil.com`), protocol-relative URLs (`//evil.com`) and schemes
 * (`javascript:`), so the value is decoded until it stops changing and then held to a strict
 * path grammar. Bare relative paths such as `calendar` (the spec's "current path without its
 * leading slash") are accepted and returned with their slash.
 */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=@/%?#]*$/;

export function safeRedirectPath(raw: string): string | null {
  let value = raw.trim();
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (decoded === value) break;
    value = decoded;
    if (i === 3) return null; // still changing after four rounds: refuse rather than guess
  }
  if (value === "") return null;
  // Nothing that a browser could read as a scheme, a host or a line break.
  if (/[\\:\s\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.startsWith("/") ? value : `/${value}`;
  if (!SAFE_PATH.test(path)) return null;
  // Resolving dot segments can make a protocol-relative path: "/.//evil.com" and
  // "/x/..//evil.com" both become "//evil.com". The resolved path must keep one slash and the origin.
  const resolved = new URL(path, "https://app.invalid");
  if (resolved.origin !== "https://app.invalid") return null;
  const out = resolved.pathname + resolved.search + resolved.hash;
  if (out.startsWith("//") || !SAFE_PATH.test(out)) return null;
  return out;
}
