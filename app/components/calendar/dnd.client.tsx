/**
 * Drag and drop on the calendar with dnd-kit (docs/decisions/043): a tile moves with the pointer
 * (after 6 px, so a click still opens it) or by keyboard from its move button (Space or Enter to
 * pick up, arrows to choose a day or hour, Enter to drop, Escape to cancel), and every step is
 * announced. Refused drops say why and the post stays; allowed ones go to the page's onMove.
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type KeyboardEventHandler, type PointerEventHandler, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { CalendarPost } from "~/lib/calendar";
import { dragRefusal, dropRefusal, KEYBOARD_INSTRUCTIONS, movedTo, neighbourTarget, parseTarget, postTarget, targetLabel } from "~/lib/calendar-moves";
import { notify } from "~/lib/toast";
import type { AreaProps, DragKit, TileProps, ZoneProps } from "./drag-types";

const titled = (post: CalendarPost | undefined) => post?.title || "Untitled post";

/** The zone's time zone, for zones that show whether the post held over them may land there. */
const ZoneContext = createContext("UTC");

/** The arrow keys jump from one drop zone to its neighbour (a day, a week, an hour), not by pixels. */
const toNeighbour: KeyboardCoordinateGetter = (event, { context: { over, droppableRects, collisionRect } }) => {
  if (!over || !collisionRect) return undefined;
  const next = neighbourTarget(String(over.id), event.code);
  const rect = next ? droppableRects.get(next) : undefined;
  if (!rect) return undefined;
  event.preventDefault();
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + rect.height / 2 - collisionRect.height / 2 };
};

/**
 * The pointer is over a published post's tile, or a day or an hour. By keyboard only days and
 * hours count, so the arrow keys never stop on a tile.
 */
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => !String(c.id).startsWith("post:")) });
  }
  const hits = pointerWithin(args);
  const onPost = hits.filter((h) => String(h.id).startsWith("post:"));
  return onPost.length ? onPost : hits;
};

function Area({ posts, timeZone, onMove, children }: AreaProps) {
  const byId = useMemo(() => new Map(posts.map((p) => [p.id, p])), [posts]);
  const [active, setActive] = useState<CalendarPost | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: toNeighbour }));
  const label = useCallback(
    (id: string | number | undefined) => {
      const target = id === undefined ? null : parseTarget(String(id));
      return target ? targetLabel(target, (postId) => titled(byId.get(postId))) : "no day";
    },
    [byId],
  );

  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      `Picked up ${titled(byId.get(String(a.id)))}. Use the arrow keys to choose another day, Enter to drop it, Escape to cancel.`,
    onDragOver: ({ active: a, over }) => {
      const post = byId.get(String(a.id));
      const target = over ? parseTarget(String(over.id)) : null;
      if (!post || !target) return `${titled(post)} is over no day.`;
      const refused = dropRefusal(post, target, timeZone, Date.now());
      return `${titled(post)} is over ${label(over?.id)}.${refused ? ` ${refused}` : ""}`;
    },
    onDragEnd: ({ active: a, over }) => {
      const post = byId.get(String(a.id));
      const target = over ? parseTarget(String(over.id)) : null;
      if (!post || !target) return `${titled(post)} stays where it was.`;
      const refused = dropRefusal(post, target, timeZone, Date.now());
      if (refused) return `${refused} ${titled(post)} stays where it was.`;
      return movedTo(post, target, timeZone) === Date.parse(post.scheduledAt ?? "")
        ? `${titled(post)} stays where it was.`
        : `${titled(post)} moved to ${label(over?.id)}.`;
    },
    onDragCancel: ({ active: a }) => `Move cancelled. ${titled(byId.get(String(a.id)))} stays where it was.`,
  };

  function dropped({ active: a, over }: DragEndEvent) {
    setActive(null);
    const post = byId.get(String(a.id));
    const target = over ? parseTarget(String(over.id)) : null;
    if (!post || !target) return;
    const refused = dropRefusal(post, target, timeZone, Date.now());
    if (refused) return void notify.error(refused);
    const at = movedTo(post, target, timeZone);
    if (at !== null && at !== Date.parse(post.scheduledAt ?? "")) onMove(post, at);
  }

  return (
    <ZoneContext.Provider value={timeZone}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        // The page scrolls only when the pointer is within a tenth of the window's edge (dnd-kit's default, a fifth, jumps).
        autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: KEYBOARD_INSTRUCTIONS } }}
        onDragStart={({ active: a }: DragStartEvent) => setActive(byId.get(String(a.id)) ?? null)}
        onDragCancel={() => setActive(null)}
        onDragEnd={dropped}
        // Zones are measured once as a drag starts; the grid does not move under a drag.
        measuring={{ droppable: { strategy: MeasuringStrategy.BeforeDragging } }}
      >
        {children}
        <DragOverlay dropAnimation={null}>{active ? <div className="tile tile--overlay">{titled(active)}</div> : null}</DragOverlay>
      </DndContext>
    </ZoneContext.Provider>
  );
}

/**
 * A tile subscribes to the drag only for what it can be: a post that can move is draggable, a
 * published one is a place a drop is refused, the rest (being published, in doubt) neither. Every
 * subscriber is redrawn as a drag starts and ends; 200 tiles are enough for that to show.
 */
function Tile(props: TileProps) {
  if (props.post.status === "published") return <PublishedTile {...props} />;
  if (dragRefusal(props.post)) return <li className={props.className}>{props.children}</li>;
  return <MovableTile {...props} />;
}

/** A published post: dropping another post on it is refused, with its reason. */
function PublishedTile({ post, className, children }: TileProps) {
  const drop = useDroppable({ id: postTarget(post.id) });
  return (
    <li ref={drop.setNodeRef} className={`${className}${drop.isOver ? " is-drop-refused" : ""}`}>
      {children}
    </li>
  );
}

function MovableTile({ post, className, children }: TileProps) {
  const drag = useDraggable({ id: post.id, data: { post } });
  // The click that ends a pointer drag must not open the post.
  const dragged = useRef(false);
  if (drag.isDragging) dragged.current = true;
  // dnd-kit types its listeners loosely: the pointer sensor's starts on the tile, the keyboard's on the move button.
  const listeners = drag.listeners as { onPointerDown?: PointerEventHandler; onKeyDown?: KeyboardEventHandler } | undefined;
  return (
    <li
      ref={drag.setNodeRef}
      className={`${className} is-movable${drag.isDragging ? " is-dragging" : ""}`}
      onPointerDown={listeners?.onPointerDown}
      onClickCapture={(e) => {
        if (!dragged.current) return;
        dragged.current = false;
        e.stopPropagation();
        e.preventDefault();
      }}
    >
      {children}
      <button
        type="button"
        className="tile__grip"
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        onKeyDown={listeners?.onKeyDown}
        aria-label={`Move ${titled(post)}`}
        data-grip={post.id}
      >
        <span aria-hidden="true">⠿</span>
      </button>
    </li>
  );
}

function Zone({ id, as: As, className, children, ...props }: ZoneProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id });
  const timeZone = useContext(ZoneContext);
  const post = active?.data.current?.post as CalendarPost | undefined;
  const target = isOver && post ? parseTarget(id) : null;
  const state = !target || !post ? "" : dropRefusal(post, target, timeZone, Date.now()) ? " is-drop-refused" : " is-drop-target";
  return (
    <As ref={setNodeRef as never} className={`${className}${state}`} {...props}>
      {children}
    </As>
  );
}

export const DND_KIT: DragKit = { Area, Tile, Zone };
