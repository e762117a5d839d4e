/**
 * Taking your data and leaving (issue 28 item 5, docs/decisions/059): the words of the "Your data"
 * section and the delete confirmation's schema, shared by the screen and the worker. Imports nothing but zod.
 */
import { z } from "zod";

/** What the member types to confirm: this word, or their email. */
export const DELETE_CONFIRM_WORD = "delete";

export const deleteAccountSchema = z.object({ confirm: z.string().trim().min(1, `Type "${DELETE_CONFIRM_WORD}" to confirm.`).max(320) });

export const ACCOUNT_DATA_TEXT = {
  heading: "Your data",
  exportIntro:
    "Download everything of your team's: posts with their history, onboarding answers and transcripts, invites, accounts (never their sign-in tokens), saved posts and media, as one zip file.",
  exportButton: "Export my data",
  exporting: "Preparing your export…",
  exportReady: (until: string) => `Your export is ready. The link works until ${until}.`,
  download: "Download export",
  exportFailed: "The export could not be written. Please try again.",
  deleteButton: "Delete my account",
  deleteTitle: "Delete your account?",
  deleteSoleOwner:
    "You are the only owner of your team, so the team goes with you: its LinkedIn connections are revoked, its scheduled posts go back to drafts, everyone is signed out of it, and its posts, media and everything else are deleted for good after 7 days.",
  deleteMember:
    "You leave your team: your LinkedIn connections are revoked, the scheduled posts you wrote or that go out as you go back to drafts, and the team keeps its posts and media.",
  deleteAlways: "You are signed out everywhere, your exports are deleted, and your profile is removed now. This can't be undone.",
  deleteConfirmLabel: `Type "${DELETE_CONFIRM_WORD}" or your email to confirm`,
  deleteConfirm: "Delete my account",
  cancel: "Cancel",
  wrongConfirmation: `Type "${DELETE_CONFIRM_WORD}" or your email to confirm.`,
  linkExpired: "This download link has expired. Export your data again.",
  linkNotYours: "This download isn't yours.",
} as const;
