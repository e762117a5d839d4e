import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Personalize · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Personalize">
      <p>Talk to Ziva, our voice assistant, for a few minutes so your posts sound like you, or skip ahead and generate your content.</p>
      <p className="muted">This step is being built.</p>
    </ComingSoon>
  );
}
