/** The browser's onboarding calls: the questionnaire, the interview's answers, starting the calendar. */
import type { MaterialKind } from "~/spec/material";
import type { OnboardingAnswers } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { apiCall } from "./api.client";

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const saveAnswers = (json: OnboardingAnswers) => apiCall((api) => api.api.onboarding.$put({ json }));

export const saveInterview = (answers: Array<{ question: string; answer: string; kind?: MaterialKind }>, elapsedSeconds: number) =>
  apiCall((api) => api.api.onboarding.interview.$post({ json: { answers, elapsedSeconds } }));

/** Starts the content-calendar job; its id is what the progress screen follows. */
export const startCalendar = (fields: { product?: string; audience?: string; contentStyle?: string; journey?: string; other?: string } = {}) =>
  apiCall((api) => api.api["generate-posts"].$post({ json: { ...fields, timeZone: zone() } }), { fallback: TEXT.errors.calendarGeneration }).then((r) => r.id);
