import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { NOTIFICATION_TEXT, POST_PARAM } from "~/spec/notifications";
import type { PostSummary } from "./api";
import { notify } from "./toast";

/**
 * A link to one post (the bell's: /posts?post={id}) opens it here, in the dialog its card opens,
 * then leaves the address, as ?create=1 does. A post that is gone says so.
 */
export function usePostParam(posts: PostSummary[], open: (post: PostSummary) => void) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const id = params.get(POST_PARAM);
    if (!id) return;
    const post = posts.find((p) => p.id === id);
    if (post) open(post);
    else notify.message(NOTIFICATION_TEXT.postGone);
    const next = new URLSearchParams(params);
    next.delete(POST_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams, posts, open]);
}
