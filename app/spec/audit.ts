/**
 * The team's audit log (issue 28 item 5, docs/decisions/059): the sensitive actions it records and
 * how /team says them to owners. Imports nothing.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "invite-created",
  "role-changed",
  "member-removed",
  "account-disconnected",
  "post-published",
  "export-started",
  "member-left",
  "team-closing",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How many of the latest the owners see on /team. */
export const AUDIT_SHOWN = 20;

export const AUDIT_WORDS: Record<AuditAction, string> = {
  "sign-in": "signed in",
  "invite-created": "created an invite link",
  "role-changed": "changed a role",
  "member-removed": "removed a member",
  "account-disconnected": "disconnected an account",
  "post-published": "published a post",
  "export-started": "exported the team's data",
  "member-left": "deleted their account and left",
  "team-closing": "deleted their account and the team",
};
