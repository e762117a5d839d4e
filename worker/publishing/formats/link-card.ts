/**
 * A post's link card at publish time (docs/decisions/036): LinkedIn shows no card for a link in
 * an API post's text, so the card kept with the post goes out as the Posts API's article content
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api,
 * "Article"), its picture uploaded through the Images API first. A picture that can't be fetched
 * or uploaded never stops the post: the card goes without it, and the attempt says so.
 */
import { firstLink } from "../../../app/spec/link-card";
import { imageDimensions, MAX_IMAGE_PIXELS } from "../../../app/spec/uploads";
import { fetchThumbnail } from "../../link-cards/preview";
import type { ArticleContent } from "../../providers/linkedin";
import type { PostContent, PostFormat } from "./format";
import { IMAGE_PROCESSING } from "./images";
import { untilProcessed } from "./processing";

export const LINK_CARD_NOTES = {
  imagesWin: "The link card was left out: LinkedIn shows one kind of content per post, and this post has images.",
  pollWins: "The link card was left out: LinkedIn shows one kind of content per post, and this post has a poll.",
  documentWins: "The link card was left out: LinkedIn shows one kind of content per post, and this post has a PDF.",
  noPicture: (why: string) => `The link card went out without its picture: ${why}`,
} as const;

/** The card of the link the text has now (never one the member removed, never one without a title), as article content. */
export const linkCardFormat: PostFormat = {
  name: "link card",
  async prepare(ctx, taken) {
    const { env, post, upload } = ctx;
    const card = post.linkCard;
    // LinkedIn answers 422 /content/article/title without a title.
    if (!card?.title.trim() || card.url !== firstLink(post.content) || post.removedLink === card.url) return { kind: "none" };
    if (taken) return { kind: "none", note: leftOutBecause(taken) };
    const article: ArticleContent = { source: card.url, title: card.title, ...(card.description ? { description: card.description } : {}) };
    if (!card.image) return { kind: "content", content: { article } };
    const picture = await fetchThumbnail(env, card.image);
    if (!picture.ok) return { kind: "content", content: { article }, note: LINK_CARD_NOTES.noPicture(picture.reason) };
    // A picture LinkedIn won't take (or a sign-in it refused) never stops the post: the card goes without it.
    const size = imageDimensions(new Uint8Array(picture.body));
    if (!size) return { kind: "content", content: { article }, note: LINK_CARD_NOTES.noPicture("it isn't a picture LinkedIn can read.") };
    if (size.width * size.height >= MAX_IMAGE_PIXELS)
      return {
        kind: "content",
        content: { article },
        note: LINK_CARD_NOTES.noPicture(`it is ${size.width} × ${size.height} pixels, more than LinkedIn takes.`),
      };
    const { uploaded } = await upload(picture.body, picture.contentType);
    if (!uploaded.ok) return { kind: "content", content: { article }, note: LINK_CARD_NOTES.noPicture("LinkedIn didn't take it.") };
    // Named only once LinkedIn has processed it; one it can't process, or is still processing, is left off the card.
    const processed = await untilProcessed(ctx, uploaded.urn, IMAGE_PROCESSING.graceMs);
    if (processed === "failed") return { kind: "content", content: { article }, note: LINK_CARD_NOTES.noPicture("LinkedIn couldn't process it.") };
    if (processed === "still") return { kind: "content", content: { article }, note: LINK_CARD_NOTES.noPicture("LinkedIn was still processing it.") };
    return { kind: "content", content: { article: { ...article, thumbnail: uploaded.urn } } };
  },
};

/** Why the card gave way: the content a format before it gave. */
function leftOutBecause(taken: PostContent) {
  if ("poll" in taken) return LINK_CARD_NOTES.pollWins;
  if ("media" in taken && taken.media.id.startsWith("urn:li:document:")) return LINK_CARD_NOTES.documentWins;
  return LINK_CARD_NOTES.imagesWin;
}
