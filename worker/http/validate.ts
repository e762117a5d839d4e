import type { Context } from "hono";
import type { z } from "zod";
import { BODY_TOO_LARGE, declaredTooLarge, JSON_BODY_MAX_BYTES, readAtMost } from "../../app/spec/body-limits";
import { ApiError, badRequest } from "./errors";

/**
 * Parses a JSON body with a zod schema; a body that is not JSON is a plain 400, one over 256 KB
 * a 413, refused before it is read to the end.
 */
export async function jsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  if (declaredTooLarge(c.req.raw.headers, JSON_BODY_MAX_BYTES)) throw new ApiError(413, BODY_TOO_LARGE);
  const raw = await readAtMost(c.req.raw.body, JSON_BODY_MAX_BYTES);
  if (!raw) throw new ApiError(413, BODY_TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw badRequest("Request body must be JSON");
  }
  return schema.parse(body);
}
