import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import { PhoneCall } from "~/components/onboarding/PhoneCall";
import { SubmitButton } from "~/components/SubmitButton";
import { readAnswer } from "~/lib/api";
import { serverApi } from "~/lib/api.server";
import { onSubmitted } from "~/lib/form-events";
import { requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { saveAnswers } from "~/lib/onboarding.client";
import { useMutation } from "~/lib/use-mutation";
import { firstProblem, ONBOARDING_LIMITS, type OnboardingAnswers, onboardingSchema } from "~/spec/schemas";

export const meta = titled("Onboarding");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const answer = await readAnswer(await serverApi(context, request).api.onboarding.$get());
  const profile = answer.ok ? answer.data : null;
  return json({ profileType: user.profileType, profile });
}

type Field = keyof OnboardingAnswers;
/** The same four questions, asked of a person or of a company page (spec §2). */
const WORDING: Record<"individual" | "company", Record<Field, { label: string; hint: string }>> = {
  individual: {
    targetAudience: { label: "Who do you want to reach on LinkedIn?", hint: "e.g. founders of small SaaS companies, hiring managers in fintech" },
    mainGoals: { label: "What do you want LinkedIn to do for you?", hint: "e.g. win 3 new clients a month, find my next role, be known for pricing" },
    websiteUrl: { label: "Your website or portfolio (optional)", hint: "https://…" },
    specificPromotions: { label: "Anything you want to promote? (optional)", hint: "a course, a talk, a newsletter, an offer" },
  },
  company: {
    targetAudience: { label: "Who are your company's customers on LinkedIn?", hint: "e.g. operations leads at logistics firms in Europe" },
    mainGoals: { label: "What should your company page achieve?", hint: "e.g. 20 demo requests a month, hire 5 engineers, launch our new product" },
    websiteUrl: { label: "Your company website (optional)", hint: "https://…" },
    specificPromotions: { label: "Products, offers or events to promote (optional)", hint: "a launch, a webinar, a seasonal offer" },
  },
};
const ORDER: Field[] = ["targetAudience", "mainGoals", "websiteUrl", "specificPromotions"];
const TEXTAREA: Field[] = ["targetAudience", "mainGoals", "specificPromotions"];

/** Onboarding: the questionnaire (the phone call is the other way in) that the month of posts is written from. */
export default function Onboarding() {
  const { profileType, profile } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const wording = WORDING[profileType === "company" ? "company" : "individual"];
  const [answers, setAnswers] = useState<Record<Field, string>>({
    targetAudience: profile?.targetAudience ?? "",
    mainGoals: profile?.mainGoals ?? "",
    websiteUrl: profile?.websiteUrl ?? "",
    specificPromotions: profile?.specificPromotions ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [calling, setCalling] = useState(false);
  // On failure apiCall said what went wrong; once saved, busy until /personalize has loaded.
  const saving = useMutation(saveAnswers, { onSuccess: () => navigate("/personalize") });
  const navigation = useNavigation();
  const busy = saving.busy || (navigation.state !== "idle" && navigation.location.pathname === "/personalize");

  function submit() {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ORDER) {
      const problem = firstProblem(onboardingSchema.shape[field], answers[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return document.getElementById(`onboarding-${first}`)?.focus();
    void saving.run(answers);
  }

  return (
    <main className="page page--narrow onboarding">
      <h1>{profileType === "company" ? "Tell us about your company" : "Tell us about you"}</h1>
      <p className="muted">Four questions, and we draft a month of posts for your calendar. You review every one before anything is published.</p>
      {calling ? null : (
        <form className="card" noValidate onSubmit={onSubmitted(submit)}>
          {ORDER.map((field) => {
            const id = `onboarding-${field}`;
            const common = {
              id,
              name: field,
              value: answers[field],
              placeholder: wording[field].hint,
              maxLength: ONBOARDING_LIMITS.answerChars,
              "aria-invalid": errors[field] ? true : undefined,
              "aria-describedby": errors[field] ? `${id}-error` : undefined,
              onChange: (e: { target: { value: string } }) => setAnswers((a) => ({ ...a, [field]: e.target.value })),
            };
            return (
              <div className="field" key={field}>
                <label className="field__label" htmlFor={id}>
                  {wording[field].label}
                </label>
                {TEXTAREA.includes(field) ? <textarea rows={3} {...common} /> : <input type="url" inputMode="url" {...common} />}
                <FieldError id={`${id}-error`} message={errors[field] ?? null} />
              </div>
            );
          })}
          <SubmitButton busy={busy} busyText="Saving…" className="button button--primary">
            Continue
          </SubmitButton>
        </form>
      )}
      <PhoneCall onCalling={setCalling} />
    </main>
  );
}
