import { useParams, useSearchParams } from "@remix-run/react";
import { ComingSoon } from "~/components/ComingSoon";
import { titled } from "~/lib/meta";
import { TEXT } from "~/spec/texts";

export const meta = titled("LinkedIn Connection Request");

export default function Invite() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!id) return <ComingSoon title="Invitation">{TEXT.errors.noInvitationId}</ComingSoon>;
  return (
    <ComingSoon title="LinkedIn Connection Request">
      {params.get("error") ? (
        <p className="banner banner--error" role="alert">
          The LinkedIn connection did not complete. Please try again.
        </p>
      ) : null}
      <p>A teammate invited you to connect your LinkedIn account to their calendar. Invitations are being built; this link will work soon.</p>
    </ComingSoon>
  );
}
