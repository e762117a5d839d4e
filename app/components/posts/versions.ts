/**
 * The editor's versions of a draft (spec §4): the generated draft is version 1, each regeneration
 * appends one (dropping any after the one shown), undo and redo step between them, and typing
 * changes the version shown.
 */
import { useReducer } from "react";

export type Versions = { all: string[]; index: number };
export type VersionsAction =
  | { type: "edit"; text: string }
  | { type: "add"; text: string }
  | { type: "reset"; text: string }
  | { type: "undo" }
  | { type: "redo" };

export const versionsOf = (text: string): Versions => ({ all: [text], index: 0 });

export function versionsReducer(state: Versions, action: VersionsAction): Versions {
  switch (action.type) {
    case "edit":
      return { ...state, all: state.all.map((v, i) => (i === state.index ? action.text : v)) };
    case "add":
      return { all: [...state.all.slice(0, state.index + 1), action.text], index: state.index + 1 };
    case "reset":
      return versionsOf(action.text);
    case "undo":
      return state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case "redo":
      return state.index < state.all.length - 1 ? { ...state, index: state.index + 1 } : state;
  }
}

export type VersionsState = ReturnType<typeof useVersions>;

export function useVersions(initial: string) {
  const [state, dispatch] = useReducer(versionsReducer, initial, versionsOf);
  return {
    /** The text of the version shown. */
    content: state.all[state.index],
    index: state.index,
    count: state.all.length,
    edit: (text: string) => dispatch({ type: "edit", text }),
    /** A regeneration: a new version after the one shown. */
    add: (text: string) => dispatch({ type: "add", text }),
    /** A new draft from step 1: the versions start again. */
    reset: (text: string) => dispatch({ type: "reset", text }),
    undo: () => dispatch({ type: "undo" }),
    redo: () => dispatch({ type: "redo" }),
  };
}
