import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { type ProfileType, SUGGESTIONS } from "~/spec/limits";
import type { UsernameSuggestion } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { ApiCallError, apiCall } from "./api.client";
import { useLoading } from "./loading";
import { notify } from "./toast";

/** Starts LinkedIn sign-in; shared by /signin and /inputForm. */
export function useStartSignIn() {
  const navigate = useNavigate();
  const loading = useLoading();
  const [busy, setBusy] = useState(false);

  async function start(username: string, profileType: ProfileType): Promise<UsernameSuggestion[] | null> {
    setBusy(true);
    try {
      const data = await apiCall(
        (api) =>
          api.public.api.oauth.$post({
            json: { type: "login", provider: "linkedin", username, redirectUrl: "/onboarding", profileType, teamId: null, inviteId: null },
          }),
        { toast: false },
      );
      if (data.url) {
        loading.setLoadingMessage("Opening LinkedIn...");
        loading.setLoading(true);
        window.location.assign(data.url);
        return null;
      }
      if (data.recommendations?.length) return data.recommendations.slice(0, SUGGESTIONS.maxCards);
      navigate(`/inputForm?${new URLSearchParams({ profileType, username })}`);
      return null;
    } catch (error) {
      notify.error(error instanceof ApiCallError && error.status >= 500 ? TEXT.errors.generic : TEXT.signin.invalidUsername);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { start, busy };
}
