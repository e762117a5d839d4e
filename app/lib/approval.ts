import type { AppSummary, PostSummary } from "~/lib/api";

/** Whether the viewer answers for the post's account (decision 046): the member it belongs to; a contributor answers through their link. */
export function decidesApproval(post: PostSummary, apps: AppSummary[]) {
  const mine = apps.find((a) => a.id === post.apps[0]?.id);
  return Boolean(mine?.yours && !mine.contributor);
}
