/**
 * One error type for everything the API refuses: an HTTP status and a message fit to show a
 * person. app.onError turns it (and anything unexpected) into `{msg}`.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { TEXT } from "../../app/spec/texts";
import type { AppEnv } from "./types";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly msg: string,
    /** Headers the answer carries (a refused budget's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(msg);
    this.name = "ApiError";
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const unauthorized = (msg: string) => new ApiError(401, msg);
export const notFound = (msg: string) => new ApiError(404, msg);

/** The first zod issue, said plainly: "username: LinkedIn username is required" reads as the latter. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  if (issue.code === "invalid_type" && issue.received === "undefined") {
    return issue.message === "Required" ? `${issue.path.join(".")} is required` : issue.message;
  }
  return issue.message;
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    if (err.status >= 500) c.var.log.error("request failed", { status: err.status, msg: err.msg });
    return c.json({ msg: err.msg }, err.status, err.headers);
  }
  if (err instanceof ZodError) return c.json({ msg: zodMessage(err) }, 400);
  if (err instanceof HTTPException) {
    return c.json({ msg: err.message || TEXT.errors.generic }, err.status as ContentfulStatusCode);
  }
  c.var.log.error("unhandled error", { error: err.message, stack: err.stack });
  return c.json({ msg: TEXT.errors.generic }, 500);
}
