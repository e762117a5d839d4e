import { TEXT } from "~/spec/texts";
import { notify } from "./toast";

/** Copies text for the member and says so ('Copied to clipboard'), or that it could not. */
export async function copyWithNotice(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(TEXT.feedback.copiedToClipboard);
  } catch {
    notify.error(TEXT.errors.generic);
  }
}
