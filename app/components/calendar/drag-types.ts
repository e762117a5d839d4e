/** What the plain and the drag-and-drop parts of the calendar both offer (drag-kit.tsx, dnd.client.tsx). */
import type { ComponentType, HTMLAttributes, ReactNode } from "react";
import type { CalendarPost } from "~/lib/calendar";

export type TileProps = { post: CalendarPost; className: string; children: ReactNode };
export type ZoneProps = { id: string; as: "td" | "div" | "li"; className: string; children?: ReactNode } & Omit<
  HTMLAttributes<HTMLElement>,
  "id" | "className" | "children"
>;
export type AreaProps = {
  posts: CalendarPost[];
  timeZone: string;
  /** The member dropped a post where it may go: its new instant. */
  onMove(post: CalendarPost, at: number): void;
  children: ReactNode;
};
export type DragKit = { Area: ComponentType<AreaProps>; Tile: ComponentType<TileProps>; Zone: ComponentType<ZoneProps> };
