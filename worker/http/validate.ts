/**
 * Inputs are validated by @hono/zod-validator, so a route's input type is its schema's and the
 * typed client (`hc<ApiApp>`) knows it. Two things are added around it: a JSON body is read only
 * up to 256 KB (refused before it is read to the end) and must be JSON whatever the validator
 * would otherwise skip; a failed check answers `{msg}` with the schema's own message.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, Next, ValidationTargets } from "hono";
import type { z } from "zod";
import { BODY_TOO_LARGE, declaredTooLarge, JSON_BODY_MAX_BYTES, readAtMost } from "../../app/spec/body-limits";
import { ApiError, badRequest, zodMessage } from "./errors";

export const NOT_JSON = "Request body must be JSON";

const isJsonType = (header: string | undefined) => /^application\/([\w.-]+\+)?json$/i.test((header ?? "").split(";")[0].trim());

function refuseInvalid(result: { success: boolean; error?: unknown }) {
  if (!result.success) throw badRequest(zodMessage(result.error as z.ZodError));
}

/** Same input and output types as zValidator's, so `c.req.valid(target)` and the client stay typed. */
function checked<Target extends keyof ValidationTargets, S extends z.ZodTypeAny>(target: Target, schema: S) {
  return zValidator(target, schema, refuseInvalid);
}

/** A JSON body parsed with `schema`: `c.req.valid("json")`. */
export function jsonBody<S extends z.ZodTypeAny>(schema: S) {
  const validate = checked("json", schema);
  const readFirst: typeof validate = async (c: Context, next: Next) => {
    await readLimitedJson(c);
    return validate(c, next);
  };
  return readFirst;
}

/** Query parameters parsed with `schema`: `c.req.valid("query")`. */
export const query = <S extends z.ZodTypeAny>(schema: S) => checked("query", schema);

/** Reads the body at most 256 KB and checks it parses; Hono then reads the cached text. */
async function readLimitedJson(c: Context) {
  if (declaredTooLarge(c.req.raw.headers, JSON_BODY_MAX_BYTES)) throw new ApiError(413, BODY_TOO_LARGE);
  // Without a JSON content type zValidator would validate `{}`: a body that is not JSON is refused instead.
  if (!isJsonType(c.req.header("content-type"))) throw badRequest(NOT_JSON);
  const raw = await readAtMost(c.req.raw.body, JSON_BODY_MAX_BYTES);
  if (!raw) throw new ApiError(413, BODY_TOO_LARGE);
  const text = new TextDecoder().decode(raw);
  try {
    JSON.parse(text);
  } catch {
    throw badRequest(NOT_JSON);
  }
  // Hono caches the promise a body read returns (its type says otherwise).
  (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(text);
}

/** Path parameters parsed with `schema`: `c.req.valid("param")`. */
export const params = <S extends z.ZodTypeAny>(schema: S) => checked("param", schema);
