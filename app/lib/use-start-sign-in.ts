import { useNavigate } from "@remix-run/react";
import { type ProfileType, SUGGESTIONS } from "~/spec/limits";
import type { UsernameSuggestion } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { ApiCallError, apiCall } from "./api.client";
import { useLoading } from "./loading";
import { notify } from "./toast";
import { useMutation } from "./use-mutation";

/** Starts LinkedIn sign-in; shared by /signin and /inputForm. */
export function useStartSignIn() {
  const navigate = useNavigate();
  const loading = useLoading();
  const signIn = useMutation(
    async (username: string, profileType: ProfileType): Promise<UsernameSuggestion[] | null> => {
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
    },
    { onError: (error) => notify.error(error instanceof ApiCallError && error.status >= 500 ? TEXT.errors.generic : TEXT.signin.invalidUsername) },
  );

  /** The profiles to choose from when the name matched several, else null (sign-in went on, or said why not). */
  const start = async (username: string, profileType: ProfileType) => (await signIn.run(username, profileType)) ?? null;
  return { start, busy: signIn.busy };
}
