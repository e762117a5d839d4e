import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { FieldError, TextField } from "~/components/FieldError";
import { ProfileTypeSwitch } from "~/components/ProfileTypeSwitch";
import { SubmitButton } from "~/components/SubmitButton";
import { onSubmitted } from "~/lib/form-events";
import { titled } from "~/lib/meta";
import { signInOptions } from "~/lib/sign-in-options.server";
import { useStartSignIn } from "~/lib/use-start-sign-in";
import type { ProfileType } from "~/spec/limits";
import { passes, profileAddressSchema } from "~/spec/schemas";

export const meta = titled("Find your LinkedIn profile");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await signInOptions(context, request));
}

/**
 * Where sign-in lands when a name matched nobody we know: the member gives their profile
 * address instead, and sign-in goes on from there.
 */
export default function InputForm() {
  const [params] = useSearchParams();
  const { companyPages } = useLoaderData<typeof loader>();
  const typed = params.get("username") ?? "";
  const [profileType, setProfileType] = useState<ProfileType>(companyPages && params.get("profileType") === "company" ? "company" : "individual");
  const [profileUrl, setProfileUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { start, busy } = useStartSignIn();

  return (
    <main className="page page--narrow">
      <div className="card signin__card">
        <h1>Let's find your LinkedIn profile</h1>
        <p>
          We couldn't match {typed ? <strong>“{typed}”</strong> : "that"} to a LinkedIn profile. Paste your profile address, or type your username, and we will
          take you to LinkedIn to connect.
        </p>
        <form
          noValidate
          onSubmit={onSubmitted(() => {
            if (passes(profileAddressSchema, profileUrl, setError)) void start(profileUrl.trim(), profileType);
          })}
        >
          <ProfileTypeSwitch value={profileType} onChange={setProfileType} companyPages={companyPages} />
          <TextField
            label={profileType === "company" ? "Company page address" : "Profile address or username"}
            error={error}
            errorId="profile-url-error"
            name="profileUrl"
            autoFocus
            placeholder={profileType === "company" ? "linkedin.com/company/acme" : "linkedin.com/in/your-name"}
            value={profileUrl}
            onChange={(e) => setProfileUrl(e.target.value)}
          />
          <FieldError id="profile-url-error" message={error} />
          <SubmitButton busy={busy} busyText="Checking…" className="button button--primary button--block">
            Continue with LinkedIn
          </SubmitButton>
        </form>
        <p>
          <Link to="/signin">Back to sign-in</Link>
        </p>
      </div>
    </main>
  );
}
