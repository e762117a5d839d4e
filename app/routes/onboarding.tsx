import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Onboarding · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Onboarding">
      <p>Tell us about your audience and goals, by a short phone call or a questionnaire, and we will draft a month of posts for your calendar.</p>
      <p className="muted">The questionnaire and the phone call are being built. Your LinkedIn account is connected, so everything you plan will be ready to publish.</p>
    </ComingSoon>
  );
}
