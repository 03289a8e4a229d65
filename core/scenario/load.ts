// Reads a scenario file (YAML or JSON), validates it against the schema and the cross-references
// the schema cannot express, and reports the first problem as file:line:col.
//
// Reading (core/scenario/read.ts): JSON through JSON.parse, YAML through js-yaml. Only when a file
// turns out to be invalid is it read again to say where the problem is (core/scenario/locate.ts,
// linear in the file). Limits (docs/trust-and-limits.md) keep every run small: the file size
// here, numbers, ids, creatures and actions in the schema. The cross-checks are one per section
// of the file (core/scenario/checks/), run in the order of the file's sections.
import { readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import { checkActions } from './checks/actions.js';
import { checkChoices } from './checks/choices.js';
import { checkAttacks, checkBlocks } from './checks/combat.js';
import { checkCreatures } from './checks/creatures.js';
import { checkExpect } from './checks/expect.js';
import type { SelectRulesets } from '../registry.js';
import { checkMultiplayer } from './checks/multiplayer.js';
import { checkPermanents } from './checks/permanents.js';
import { checkPlayers, playersOf } from './checks/players.js';
import { Refs } from './checks/refs.js';
import { InputError } from './input-error.js';
import type { Located } from './locate.js';
import { readTree } from './read.js';
import { withFieldAfter } from './records.js';
import { accept, REFUSED } from './accept.js';
import type { Scenario } from './scenario.js';
import { deepest, schemaError } from './schema-error.js';
import { LIMITS, ScenarioFile, type ScenarioFileData } from './schema.js';

export { InputError, type SelectRulesets };
export { reservedKey } from './read.js';

export function loadScenarioFile(file: string, selectRulesets: SelectRulesets): Scenario {
  if (!/\.(ya?ml|json)$/i.test(file)) {
    throw new InputError(`${file}: expected a .yaml, .yml or .json scenario file`);
  }
  let text: string;
  try {
    // A FIFO or a device would block or never end: only regular files are read, and not huge ones.
    const st = statSync(file);
    if (!st.isFile()) throw new InputError(`${file}: not a regular file (a folder, FIFO, device or socket)`);
    if (st.size > LIMITS.fileBytes) throw new InputError(`${file}: the file is ${st.size} bytes; a scenario file may have at most ${LIMITS.fileBytes} (8 MiB)`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseScenario(file, text, selectRulesets);
}

/** The schema's fast accept path (core/scenario/accept.ts); valibot says what is wrong with a file it refuses. */
const acceptFile = accept(ScenarioFile);

export function parseScenario(file: string, text: string, selectRulesets: SelectRulesets): Scenario {
  const { raw, src } = readTree(file, text);
  let data = acceptFile(raw) as ScenarioFileData | typeof REFUSED;
  if (data === REFUSED) {
    const parsed = v.safeParse(ScenarioFile, raw, { abortEarly: false });
    if (!parsed.success) throw schemaError(src, parsed.issues.map(deepest));
    data = parsed.output;
  }
  return crossCheck(src, data, selectRulesets);
}

/** The references the schema cannot express, one check per section of the file, and the engine's records. */
function crossCheck(src: Located, d: ScenarioFileData, selectRulesets: SelectRulesets): Scenario {
  const r = new Refs(src, d);
  checkPlayers(r);
  checkPermanents(r);
  checkCreatures(r);
  const attacks = checkAttacks(r);
  const multiplayer = checkMultiplayer(r, attacks);
  const { bands, blocks } = checkBlocks(r);
  const choices = checkChoices(r);
  const actions = checkActions(r);
  const expect = checkExpect(r, selectRulesets);
  const players = playersOf(r);
  // One literal in the order of the fields, `multiplayer` (after players) only when the file has it.
  const scenario: Scenario = {
    file: src.file, title: d.scenario, description: d.description, sources: d.sources ?? [], players, creatures: r.creatures,
    permanents: r.permanents, attacks, bands, blocks, choices, actions, expect,
  };
  return multiplayer ? withFieldAfter(scenario, 'players', 'multiplayer', multiplayer) : scenario;
}

