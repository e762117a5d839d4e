/**
 * The export's download link (docs/decisions/059): a claim naming the export, its team and its
 * member, and when it ends (7 days), signed with an HMAC key derived from SESSION_SECRET for this
 * use alone, so an export link is never an upload token or a session token, nor the other way round.
 * The download route also wants the member's own session in that team: a forwarded link opens for
 * no one else.
 */
import { z } from "zod";
import { signedClaims } from "../auth/signed-claim";

/** How long an export is offered. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const exportClaimSchema = z.object({ exportId: z.string(), teamId: z.string(), userId: z.string(), exp: z.number().int() });
export type ExportClaim = z.infer<typeof exportClaimSchema>;

const exportLinks = signedClaims(exportClaimSchema, { use: "export", expiresAt: (claim) => claim.exp });
export const signExportClaim = exportLinks.sign;
/** The claim of a well-signed, unexpired link; null for anything else. */
export const verifyExportClaim = exportLinks.verify;

/** The link the app offers: the API's download route, through the web app's pass-through (the member's cookie goes with it). */
export const exportDownloadPath = (token: string) => `/api/account/export/download?token=${encodeURIComponent(token)}`;

/** Where an export's archive lives: under its team's prefix, so the team's deletion takes it too. */
export const exportKey = (teamId: string, exportId: string) => `teams/${teamId}/exports/${exportId}.zip`;
