/** The writing eval's briefs and machine-written texts; the data is briefs.json. */
import data from "./briefs.json";
import type { Brief, MachineText } from "./types";

// JSON widens the literal unions (tone, mode, category); the eval and its tests read every field.
export const BRIEFS = data.briefs as Brief[];
export const MACHINE_TEXTS: MachineText[] = data.machineTexts;
