import type { ReactNode } from "react";
import { ANALYTICS_TEXT } from "~/spec/analytics";

/**
 * Why an account shows no numbers: the member can give the analytics permission by reconnecting
 * (`reconnect`), or, while the app can't ask LinkedIn for it (decision 077), nobody can yet: then
 * no reconnect is offered, since it would change nothing.
 */
export function PermissionBanner({ account, onOffer, reconnect }: { account: string; onOffer: boolean; reconnect: ReactNode }) {
  return (
    <div className="banner" role="status">
      {onOffer ? (
        <>
          <strong>{ANALYTICS_TEXT.needsScope}</strong> {ANALYTICS_TEXT.needsScopeHelp(account)} {reconnect}
        </>
      ) : (
        <>
          <strong>{ANALYTICS_TEXT.notOffered}</strong> {ANALYTICS_TEXT.notOfferedHelp}
        </>
      )}
    </div>
  );
}
