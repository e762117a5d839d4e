import { ComingSoon } from "~/components/ComingSoon";
import { TEXT } from "~/spec/texts";

export default function NoInvite() {
  return (
    <ComingSoon title="Invitation">
      <p role="alert">{TEXT.errors.noInvitationId}</p>
    </ComingSoon>
  );
}
