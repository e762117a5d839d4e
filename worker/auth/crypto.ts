/**
 * LinkedIn tokens at rest: AES-256-GCM with a random 96-bit IV per value.
 * Stored as `v1.<iv>.<ciphertext+tag>` (base64url) so the key can be rotated by version later.
 */
import { fromBase64Url, toBase64Url } from "./encoding";

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(base64Key: string): Promise<CryptoKey> {
  let key = keys.get(base64Key);
  if (!key) {
    const raw = Uint8Array.from(atob(base64Key), (c) => c.charCodeAt(0));
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(base64Key, key);
  }
  return key;
}

export async function encryptSecret(base64Key: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await importKey(base64Key), new TextEncoder().encode(plaintext));
  return `v1.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`;
}

export async function decryptSecret(base64Key: string, stored: string): Promise<string> {
  const [version, iv, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !ciphertext) throw new Error("Unrecognised secret format");
  const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64Url(iv) }, await importKey(base64Key), fromBase64Url(ciphertext));
  return new TextDecoder().decode(plaintext);
}
