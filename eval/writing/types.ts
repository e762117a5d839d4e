/** The writing eval's data: briefs as members type them, and machine-sounding texts to humanize. */
import type { TemplateCategory } from "../../app/spec/templates";

export type Tone = "Anecdote" | "Motivational" | "Funny" | "Professional";

export type Brief = {
  /** Short and unique, e.g. "b01-bakery-anniversary". */
  id: string;
  author: { kind: "person" | "company"; name: string; role?: string; industry: string };
  /** Any category but "top". */
  category: Exclude<TemplateCategory, "top">;
  /** template: the member picked templateId; reference: the member recreates `reference`; blank: input only. */
  mode: "template" | "reference" | "blank";
  templateId?: string;
  reference?: string;
  tone: Tone;
  /** Exactly as a member would type it in the "What is your post about?" box. */
  userInput: string;
  /** Exact substrings of userInput that a faithful post must keep: numbers with their units, names. */
  facts: string[];
  /** Regenerate instructions as members type them, in their own words. */
  instructions: string[];
};

export type MachineText = {
  id: string;
  /** 300–1500 characters that read as machine-written LinkedIn or email copy. */
  text: string;
  /** Exact substrings of `text` that must survive humanizing: names, numbers, dates, product names. */
  keep: string[];
};
