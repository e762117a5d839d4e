/** `npm run settings`: writes .dev.vars.example from worker/settings.ts, the single list of settings. */
import { writeFileSync } from "node:fs";
import { loadSettings } from "./lib.mjs";

const { devVarsExample } = await loadSettings();
writeFileSync(".dev.vars.example", devVarsExample());
console.log("wrote .dev.vars.example from worker/settings.ts");
