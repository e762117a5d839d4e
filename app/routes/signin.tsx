import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useRef, useState } from "react";
import { FieldError, TextField } from "~/components/FieldError";
import { ProfileTypeSwitch } from "~/components/ProfileTypeSwitch";
import { SubmitButton } from "~/components/SubmitButton";
import { UsernameHelpModal } from "~/components/UsernameHelpModal";
import { onSubmitted } from "~/lib/form-events";
import { titled } from "~/lib/meta";
import { signInOptions } from "~/lib/sign-in-options.server";
import { useStartSignIn } from "~/lib/use-start-sign-in";
import { type ProfileType, SUGGESTIONS } from "~/spec/limits";
import { firstProblem, type UsernameSuggestion, usernameFieldSchema } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { cutTitle } from "~/spec/username";

export const meta = titled("Sign in");

const CALLBACK_ERRORS: Record<string, string> = {
  cancelled: "LinkedIn sign-in was cancelled. You can try again whenever you are ready.",
  state: "That sign-in link has expired or was already used. Please start again.",
  linkedin: TEXT.errors.linkedinOauth,
  scope: TEXT.errors.linkedinScope,
  "no-page": "Your LinkedIn account doesn't manage a company page. Sign in as Personal, or ask your page's admin to add you.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await signInOptions(context, request));
}

export default function SignIn() {
  const [params] = useSearchParams();
  const { companyPages } = useLoaderData<typeof loader>();
  const [profileType, setProfileType] = useState<ProfileType>(companyPages && params.get("profileType") === "company" ? "company" : "individual");
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<UsernameSuggestion[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { start, busy } = useStartSignIn();
  const callbackError = CALLBACK_ERRORS[params.get("error") ?? ""];

  async function submit(value: string) {
    const problem = firstProblem(usernameFieldSchema, value);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    setSuggestions([]);
    const found = await start(value.trim(), profileType);
    if (found) setSuggestions(found);
  }

  return (
    <main className="page page--narrow signin">
      <div className="card signin__card">
        <h1>Sign in with LinkedIn</h1>
        <p className="muted">Enter your LinkedIn username and we will take you to LinkedIn to connect your account.</p>
        {callbackError ? (
          <p className="banner banner--error" role="alert">
            {callbackError}
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmitted(() => void submit(username))}>
          <ProfileTypeSwitch value={profileType} onChange={setProfileType} companyPages={companyPages} />
          <TextField
            label={profileType === "company" ? "Company page username or URL" : "LinkedIn username or profile URL"}
            error={error}
            errorId="username-error"
            inputRef={input}
            name="username"
            autoComplete="username"
            autoFocus
            placeholder={profileType === "company" ? "e.g. acme or linkedin.com/company/acme" : "e.g. maya-chen or linkedin.com/in/maya-chen"}
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              if (error) setError(null);
            }}
          />
          <FieldError id="username-error" message={error} />
          <button type="button" className="link-button" onClick={() => setHelpOpen(true)}>
            How do I find my LinkedIn username?
          </button>
          <SubmitButton busy={busy} busyText="Checking…" className="button button--primary button--block">
            Continue with LinkedIn
          </SubmitButton>
        </form>
        {suggestions.length > 0 ? (
          <section className="suggestions" aria-labelledby="suggestions-title">
            <h2 id="suggestions-title">Is this you?</h2>
            <ul>
              {suggestions.slice(0, SUGGESTIONS.maxCards).map((s) => (
                <li key={s.profileUrl}>
                  <button type="button" className="suggestion" onClick={() => void submit(s.profileUrl)} title={s.title}>
                    <strong>{cutTitle(s.title, SUGGESTIONS.titleMaxChars)}</strong>
                    <span className="muted">{s.description}</span>
                    <span className="suggestion__url">{s.profileUrl}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {helpOpen ? <UsernameHelpModal onClose={() => setHelpOpen(false)} /> : null}
    </main>
  );
}
