import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { TEXT } from "~/spec/texts";
import { notify } from "./toast";

const OUTCOMES: Record<string, string> = {
  cancelled: "LinkedIn wasn't connected: the sign-in was cancelled.",
  linkedin: TEXT.errors.linkedinOauth,
  scope: TEXT.errors.linkedinScope,
  state: "That LinkedIn link expired or was already used. Please connect again.",
  "no-page": "That LinkedIn account doesn't manage a company page.",
};

/** Back from connecting LinkedIn (…?connect=ok|cancelled|linkedin|state): say how it went, once. */
export function useConnectOutcome() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const outcome = params.get("connect");
    if (!outcome) return;
    if (outcome === "ok") notify.success("LinkedIn connected");
    else notify.error(OUTCOMES[outcome] ?? TEXT.errors.generic);
    const next = new URLSearchParams(params);
    next.delete("connect");
    setParams(next, { replace: true });
  }, [params, setParams]);
}
