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
    { onError: (error) => notify.error(signInFailure(error)) },
  );

  /** The profiles to choose from when the name matched several, else null (sign-in went on, or said why not). */
  const start = async (username: string, profileType: ProfileType) => (await signIn.run(username, profileType)) ?? null;
  return { start, busy: signIn.busy };
}

/**
 * A failed start in words: "invalid username" (the spec's) for a name LinkedIn can't take; but a
 * refusal that has nothing to do with the name (too many starts, company pages not offered) says
 * what it is, or the member retypes a right name forever.
 */
export function signInFailure(error: unknown): string {
  if (!(error instanceof ApiCallError) || error.status >= 500) return TEXT.errors.generic;
  if (error.status === 429 || error.message === TEXT.errors.companyPagesUnavailable) return error.message;
  return TEXT.signin.invalidUsername;
}
