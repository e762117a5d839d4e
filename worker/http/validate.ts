import type { Context } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

/** Parses a JSON body with a zod schema; a body that is not JSON is a plain 400. */
export async function jsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Request body must be JSON");
  }
  return schema.parse(body);
}
