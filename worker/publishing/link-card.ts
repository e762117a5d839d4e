/**
 * A post's link card at publish time (docs/decisions/036): LinkedIn shows no card for a link in
 * an API post's text, so the card kept with the post goes out as the Posts API's article content
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api,
 * "Article"), its picture uploaded through the Images API first. A picture that can't be fetched
 * or uploaded never stops the post: the card goes without it, and the attempt says so.
 */
import { firstLink } from "../../app/spec/link-card";
import type { PostRow } from "../db/posts";
import { fetchThumbnail } from "../link-cards/preview";
import type { ArticleContent, ImageUpload } from "../providers/linkedin";

export type CardToSend = { article: ArticleContent | null; note: string | null };

export const LINK_CARD_NOTES = {
  imagesWin: "The link card was left out: LinkedIn shows one kind of content per post, and this post has images.",
  noPicture: (why: string) => `The link card went out without its picture: ${why}`,
} as const;

const NONE: CardToSend = { article: null, note: null };

export async function linkCardFor(
  env: Env,
  post: PostRow,
  imageCount: number,
  upload: (bytes: ArrayBuffer, contentType: string) => Promise<ImageUpload>,
): Promise<CardToSend> {
  const card = post.linkCard;
  // Only the card of the link the text has now, never one the member removed; and never without
  // a title (LinkedIn answers 422 /content/article/title).
  if (!card?.title.trim() || card.url !== firstLink(post.content) || post.removedLink === card.url) return NONE;
  if (imageCount > 0) return { article: null, note: LINK_CARD_NOTES.imagesWin };
  const article: ArticleContent = { source: card.url, title: card.title, ...(card.description ? { description: card.description } : {}) };
  if (!card.image) return { article, note: null };
  const picture = await fetchThumbnail(env, card.image);
  if (!picture.ok) return { article, note: LINK_CARD_NOTES.noPicture(picture.reason) };
  const uploaded = await upload(picture.body, picture.contentType);
  if (!uploaded.ok) return { article, note: LINK_CARD_NOTES.noPicture("LinkedIn didn't take it.") };
  return { article: { ...article, thumbnail: uploaded.urn }, note: null };
}
