/**
 * Ties an OAuth state to the browser that started it. Without this, anyone could start a
 * sign-in, stop at LinkedIn's redirect and send the callback link to someone else, who would
 * then be signed in to the sender's account (login CSRF). The start sets a random nonce in an
 * HttpOnly `__Host-` cookie (Secure, Path=/, no Domain: no other origin of the site can plant its
 * own, decision 058); the web app hands it to the worker as the x-oauth-binding header; the
 * state row keeps only its SHA-256.
 */
import { LOGIN_BINDING, OAUTH_BINDING } from "../../app/spec/limits";
import { randomToken, toBase64Url } from "./encoding";

export const BINDING_COOKIE = OAUTH_BINDING.cookie;
export const BINDING_HEADER = OAUTH_BINDING.header;

/** A `__Host-` cookie's attributes: the prefix requires Secure, Path=/ and no Domain. */
const hostCookie = (name: string, value: string, maxAgeSeconds: number) => `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}; Secure`;

export async function hashBinding(nonce: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(nonce));
  return toBase64Url(new Uint8Array(digest));
}

export async function newBrowserBinding() {
  const nonce = randomToken(24);
  return { nonce, hash: await hashBinding(nonce) };
}

export function bindingCookie(nonce: string, maxAgeSeconds: number): string {
  return hostCookie(BINDING_COOKIE, nonce, maxAgeSeconds);
}

/** The sign-in's last step: the browser that may trade /login-success's one-time code. */
export function loginBindingCookie(nonce: string, maxAgeSeconds: number): string {
  return hostCookie(LOGIN_BINDING.cookie, nonce, maxAgeSeconds);
}
