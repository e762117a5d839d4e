/** The generation progress screen's stages (spec §2, §4): without a job id they cycle every 5 s, then it finishes. */
export const GENERATION_STAGES = [
  "Reading your answers",
  "Finding your best times to post",
  "Planning four weeks of topics",
  "Choosing formats and tones",
  "Writing your drafts",
  "Checking every draft",
  "Putting them on your calendar",
] as const;

/** One stage of the timer, when there is no job to follow. */
export const STAGE_MS = 5_000;
