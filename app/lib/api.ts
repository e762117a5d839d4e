/**
 * The one client of the API, typed from the worker's own routes (`ApiApp`): paths, inputs and
 * answers come from worker/routes, so neither the screens nor the tests write a shape again.
 * In the browser it calls the same origin (api.client.ts: the web app forwards /api/* with the
 * cookie); in a loader it goes over the service binding (api.server.ts).
 */
import { type ClientRequestOptions, type ClientResponse, hc, type InferResponseType } from "hono/client";
import type { ApiApp } from "../../worker/app";

export const apiClient = (baseUrl: string, options?: ClientRequestOptions) => hc<ApiApp>(baseUrl, options);
export type Api = ReturnType<typeof apiClient>;

/** What a call of the client answers when it succeeds: the `data` of `{data}` (or the body, for a job). */
export type DataOf<Call> = Unwrap<InferResponseType<Call>>;
/** The same, from the response a call returned. */
export type DataIn<R> = R extends ClientResponse<infer Body, infer _Status, infer _Format> ? Unwrap<Body> : never;
/** The whole body of a successful answer, for the calls that carry more than `data` (the feed's next cursor). */
export type BodyIn<R> = R extends ClientResponse<infer Body, infer _Status, infer _Format> ? Body : never;
type Unwrap<Body> = Body extends { data: infer D } ? D : Body;

/** An answer of the API, read: its `data` (and whole body) when it succeeded, its `msg` when it did not. */
export type Answer<R> = { ok: true; status: number; data: DataIn<R>; body: BodyIn<R> } | { ok: false; status: number; msg: string | null };

/**
 * The one reading of the API's envelope (worker/http/errors.ts): a success is `{data}` (a job,
 * GET /api/jobs/{id}, is its own body), a failure `{msg}`. Every caller, in the browser
 * (api.client.ts) and in loaders (guards.server.ts), reads answers here and nowhere else.
 */
export async function readAnswer<R extends ClientResponse<unknown, number, string>>(res: R): Promise<Answer<R>> {
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const msg = body && typeof body === "object" && "msg" in body && typeof body.msg === "string" ? body.msg : null;
    return { ok: false, status: res.status, msg };
  }
  const data = body && typeof body === "object" && "data" in body ? body.data : body;
  return { ok: true, status: res.status, data: data as DataIn<R>, body: body as BodyIn<R> };
}

type Routes = Api["api"];
/** A post as every screen shows it (worker/db/posts.ts toPostView). */
export type PostSummary = Omit<DataOf<Routes["post"]["$post"]>, "others">;
/** A connected LinkedIn account of the team. */
export type AppSummary = DataOf<Routes["apps"]["$get"]>["data"][number];
/** A background job (GET /api/jobs/{id}): knows nothing of what the job does. */
export type Job = DataOf<Routes["jobs"][":id"]["$get"]>;
/** One row of a post's publishing history. */
export type AttemptSummary = DataOf<Routes["post"][":id"]["attempts"]["$get"]>[number];
/** A Pexels result in the stock search. */
export type StockResult = DataOf<Routes["stock-photos"]["$get"]>["data"][number];
/** An image in the library: from /api/assets, or just uploaded or picked (id and url only). */
export type LibraryAsset = Pick<AssetView, "id" | "url"> & Partial<Omit<AssetView, "id" | "url">>;
type AssetView = DataOf<Routes["assets"]["$post"]>["data"][number];
/** A category of the template library with its templates. */
export type TemplateGroup = DataOf<Routes["templates"]["$get"]>["data"][number];
export type Generated = DataOf<Routes["generate-content"]["$post"]>;
export type Humanized = DataOf<Routes["humanizer"]["$post"]>;
/** The signed-in member (GET /api/me). */
export type SessionUser = DataOf<Routes["me"]["$get"]>;
/** A post of the inspiration feed (GET /api/feed). */
export type FeedPost = DataOf<Routes["feed"]["$get"]>[number];
export type Topic = DataOf<Routes["trending-topics"]["$get"]>[number];
export type Invite = DataOf<Routes["invites"]["$get"]>[number];
export type TrendingPost = DataOf<Routes[":topicId"]["trending-posts"]["$get"]>[number];
export type SignInStart = DataOf<Api["public"]["api"]["oauth"]["$post"]>;

/** The contributor's view through their personal link (/my-posts, decision 046). */
export type ContributorView = DataOf<Api["public"]["api"]["contributor"]["$get"]>;
export type ContributorPost = ContributorView["posts"][number];
export type ApprovalEventSummary = DataOf<Routes["post"][":id"]["approvals"]["$get"]>[number];
