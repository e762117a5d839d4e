/**
 * What the operator reads in the logs (issue 22, item 4; README "Operating it"): one JSON line per
 * publish outcome (event "publish-outcome") with the post, team, account, attempt, LinkedIn's
 * status and serviceErrorCode, duration and lateness; and a second, error-level line (event
 * "linkedin-integration-failure") when LinkedIn refused a call the app built (426, 400, a 403 for
 * a scope), never for a refusal of the member's own post.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../worker/http/logger";
import { publishPost } from "../../worker/publishing/publish";
import { clearEmulatorFaults, emulatorFault, marker } from "./helpers";
import { attemptsOf, queuedPost } from "./publishing-helpers";

const log = createLogger({ test: "publish-outcome-log" });

type Line = Record<string, unknown> & { level: string; event?: string };
/** Every JSON line the worker wrote while a test ran, at any level. */
let lines: () => Line[];
beforeEach(async () => {
  await clearEmulatorFaults();
  const spies = (["log", "warn", "error"] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
  lines = () =>
    spies.flatMap((spy) =>
      spy.mock.calls.flatMap(([line]) => {
        try {
          return [JSON.parse(String(line)) as Line];
        } catch {
          return [];
        }
      }),
    );
});
afterEach(() => vi.restoreAllMocks());

const outcomeLines = () => lines().filter((l) => l.event === "publish-outcome");
const integrationFailures = () => lines().filter((l) => l.event === "linkedin-integration-failure");

/** A due, queued post; publishes it with `environment` and returns what the attempt and the log say. */
async function publishOnce(text: string, environment: Env = env) {
  const { id, message } = await queuedPost(`${text} ${marker()}`);
  await publishPost(environment, message, log);
  const [attempt] = await attemptsOf(id);
  return { id, message, attempt };
}

/** The fields every outcome line carries, for this post's one attempt. */
function identity(p: Awaited<ReturnType<typeof publishOnce>>) {
  return {
    event: "publish-outcome",
    postId: p.id,
    teamId: p.message.teamId,
    appId: p.attempt.app_id,
    attemptId: p.attempt.id,
    attempt: 1,
    runner: "sweep",
    version: env.LINKEDIN_VERSION,
  };
}

function expectDurations(line: Line) {
  expect(line.durationMs).toEqual(expect.any(Number));
  expect(line.latenessMs).toEqual(expect.any(Number));
  expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
}

describe("one JSON line per publish outcome", () => {
  it("published: info, with LinkedIn's 201 and the urn", async () => {
    const p = await publishOnce("Goes out");
    expect(p.attempt.app_id).toEqual(expect.any(String));
    const [line, ...others] = outcomeLines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      ...identity(p),
      level: "info",
      outcome: "published",
      postStatus: "published",
      httpStatus: 201,
      serviceErrorCode: null,
      urn: p.attempt.urn,
    });
    expectDurations(line);
    expect(integrationFailures()).toEqual([]);
  });

  it("failed with 422 (the member's content): a warning, and no integration failure", async () => {
    await emulatorFault({ path: "/rest/posts", status: 422, body: { status: 422, message: "commentary is not allowed" } });
    const p = await publishOnce("Refused content");
    expect(outcomeLines()).toEqual([
      expect.objectContaining({
        ...identity(p),
        level: "warn",
        outcome: "failed",
        postStatus: "failed",
        httpStatus: 422,
        reason: expect.stringContaining("not allowed"),
      }),
    ]);
    expectDurations(outcomeLines()[0]);
    expect(integrationFailures()).toEqual([]);
  });

  it("rate limited (429, serviceErrorCode 101): a warning that it will be tried again, with LinkedIn's code", async () => {
    await emulatorFault({
      path: "/rest/posts",
      status: 429,
      body: { serviceErrorCode: 101, message: "Resource level throttle limit for calls to this resource is reached.", status: 429 },
    });
    const p = await publishOnce("Throttled");
    expect(outcomeLines()).toEqual([
      expect.objectContaining({
        ...identity(p),
        level: "warn",
        outcome: "rate-limited",
        postStatus: "scheduled",
        httpStatus: 429,
        serviceErrorCode: 101,
        retryInMs: expect.any(Number),
      }),
    ]);
    expect(integrationFailures()).toEqual([]);
  });
});

describe("integration failures are loud", () => {
  it("426 (a sunset LinkedIn-Version): the outcome at error level, and one linkedin-integration-failure line", async () => {
    const p = await publishOnce("Sunset", { ...env, LINKEDIN_VERSION: "202510" });
    expect(outcomeLines()).toEqual([
      expect.objectContaining({ ...identity(p), version: "202510", level: "error", outcome: "failed", httpStatus: 426, code: "NONEXISTENT_VERSION" }),
    ]);
    expect(integrationFailures()).toEqual([
      expect.objectContaining({ level: "error", status: 426, code: "NONEXISTENT_VERSION", version: "202510", postId: p.id, teamId: p.message.teamId }),
    ]);
  });

  it("403 for a scope the app lacks (ACCESS_DENIED): the outcome at error level, and one linkedin-integration-failure line", async () => {
    await emulatorFault({
      path: "/rest/posts",
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: "Not enough permissions to access: partnerApiPostsExternal.CREATE" },
    });
    const p = await publishOnce("No scope");
    expect(outcomeLines()).toEqual([
      expect.objectContaining({ ...identity(p), level: "error", outcome: "failed", httpStatus: 403, serviceErrorCode: 100, code: "ACCESS_DENIED" }),
    ]);
    expect(integrationFailures()).toEqual([
      expect.objectContaining({
        level: "error",
        status: 403,
        serviceErrorCode: 100,
        code: "ACCESS_DENIED",
        postId: p.id,
        appId: p.attempt.app_id,
        attemptId: p.attempt.id,
      }),
    ]);
  });
});
