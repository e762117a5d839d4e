import type { PostSummary } from "~/lib/api";

/** A post's attached images as thumbnails, in their order; nothing when it has none. */
export function AttachedImages({ attachments, className }: { attachments: PostSummary["attachments"]; className: string }) {
  if (!attachments.length) return null;
  return (
    <div className={className}>
      {attachments.map((a) => (
        <img key={a.url} src={a.url} alt="" />
      ))}
    </div>
  );
}
