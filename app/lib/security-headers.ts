/**
 * Headers on every page (issue 9, docs/decisions/021). The policy allows scripts from this site
 * and Remix's inline scripts by a per-response nonce (no inline event handlers), images from this
 * site and the stock photo and LinkedIn avatar hosts (IMAGE_HOSTS), and no framing.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Origins from a space- or comma-separated list; anything that is not an http(s) origin is dropped. */
export function imageOrigins(list: string | undefined): string[] {
  return (list ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

export function contentSecurityPolicy(nonce: string, imageHosts: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageHosts.join(" ")}`.trim(),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers every response gets (kept where a handler already chose one, e.g. no-referrer). */
export function withSecurityHeaders(response: Response, requestUrl: string): Response {
  const headers = new Headers(response.headers);
  const set = (name: string, value: string) => headers.has(name) || headers.set(name, value);
  set("x-content-type-options", "nosniff");
  set("referrer-policy", "strict-origin-when-cross-origin");
  set("permissions-policy", "microphone=(self), camera=(), geolocation=(), payment=(), usb=()");
  if (new URL(requestUrl).protocol === "https:") set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
