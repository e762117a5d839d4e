/** The browser's onboarding calls: the questionnaire, the interview's answers, starting the calendar. */
import type { MaterialKind } from "~/spec/material";
import type { OnboardingAnswers } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { apiCall } from "./api.client";

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const saveAnswers = (json: OnboardingAnswers) => apiCall((api) => api.api.onboarding.$put({ json }));

export const saveInterview = (answers: Array<{ question: string; answer: string; kind?: MaterialKind }>, elapsedSeconds: number) =>
  apiCall((api) => api.api.onboarding.interview.$post({ json: { answers, elapsedSeconds } }));

/**
 * Starts the content-calendar job; its id is what the progress screen follows. A 2xx answer
 * without an id resolves to null (spec §8 'No ID received from API'): the job may well run, but
 * there is nothing to follow, so the progress screen runs its timer instead. A refusal throws
 * (ApiCallError, the server's msg or the spec's 'Failed to generate content calendar…'); the
 * caller says so on the screen, so no toast repeats it.
 */
export async function startCalendar(fields: { product?: string; audience?: string; contentStyle?: string; journey?: string; other?: string } = {}) {
  const data: unknown = await apiCall((api) => api.api["generate-posts"].$post({ json: { ...fields, timeZone: zone() } }), {
    fallback: TEXT.errors.calendarGeneration,
    toast: false,
  });
  const id = data && typeof data === "object" && "id" in data ? data.id : undefined;
  if (typeof id === "string" && id) return id;
  console.error(TEXT.errors.noId, data);
  return null;
}
