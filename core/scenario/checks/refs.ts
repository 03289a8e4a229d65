// What every section check of a scenario shares: the file's data, where to report a problem, and
// the ids of players, creatures and permanents (one namespace), with the records built so far.
import { visible } from '../../visible.js';
import { didYouMean } from '../../suggest.js';
import { InputError } from '../input-error.js';
import type { Located, Path } from '../locate.js';
import type { CreatureSpec, PermanentSpec } from '../scenario.js';
import type { ScenarioFileData } from '../schema.js';

/** At most this many valid ids are listed after an unknown one. */
const LISTED = 12;

/** `unknown <what> "id" (did you mean "x"?) (expected one of a, b, c)`. */
export function unknownId(what: string, id: string, valid: readonly string[]): string {
  const list = valid.length <= LISTED ? valid.join(', ') : `${valid.slice(0, LISTED).join(', ')}, ... (${valid.length} in all)`;
  return `unknown ${what} "${id}"${didYouMean(id, valid)} (expected ${valid.length ? `one of ${list}` : `a ${what}; there are none`})`;
}

export class Refs {
  readonly playerIds: string[];
  readonly creatureIds: string[];
  readonly permanentIds: string[];
  private readonly players: Set<string>;
  private readonly creatureSet: Set<string>;
  private readonly permanentSet: Set<string>;
  /** The defending player (the second listed). */
  readonly defending: string;
  // Set by the sections that build them, in the order crossCheck runs them.
  permanents: PermanentSpec[] = [];
  permanentById = new Map<string, PermanentSpec>();
  creatures: CreatureSpec[] = [];
  creatureById = new Map<string, CreatureSpec>();
  attacking = new Set<string>();

  constructor(readonly src: Located, readonly d: ScenarioFileData) {
    this.playerIds = Object.keys(d.players);
    this.creatureIds = Object.keys(d.creatures);
    this.permanentIds = Object.keys(d.permanents ?? {});
    this.players = new Set(this.playerIds);
    this.creatureSet = new Set(this.creatureIds);
    this.permanentSet = new Set(this.permanentIds);
    this.defending = this.playerIds[1]!;
  }

  // Methods, not arrow fields: a file's Refs is made once per load, and ten closures each time add up.
  /** A problem at path (at the key itself with key = true), as one line. */
  fail(path: Path, msg: string, key = false): never {
    throw new InputError(`${this.src.at(path, key)}: ${visible(msg)}`);
  }

  isPlayer(id: string): boolean { return this.players.has(id); }
  isCreature(id: string): boolean { return this.creatureSet.has(id); }
  isPermanent(id: string): boolean { return this.permanentSet.has(id); }
  needPlayer(path: Path, id: string): void { if (!this.isPlayer(id)) this.fail(path, unknownId('player', id, this.playerIds)); }
  needCreature(path: Path, id: string): void { if (!this.isCreature(id)) this.fail(path, unknownId('creature', id, this.creatureIds)); }
  needAny(path: Path, id: string): void {
    if (!this.isCreature(id) && !this.isPlayer(id) && !this.isPermanent(id)) this.fail(path, unknownId('creature, permanent or player', id, [...this.creatureIds, ...this.permanentIds, ...this.playerIds]));
  }
  needObject(path: Path, id: string): void {
    if (!this.isCreature(id) && !this.isPermanent(id)) this.fail(path, unknownId('creature or permanent', id, [...this.creatureIds, ...this.permanentIds]));
  }
  /** The first other player (in a two-player game, the opponent). */
  opponent(p: string): string { return this.playerIds.find((x) => x !== p)!; }
  /** A creature in its owner's hand is not on the battlefield: it cannot attack or block. */
  needOnBattlefield(path: Path, id: string, key = false): void {
    const zone = this.creatureById.get(id)?.zone;
    if (zone === 'hand') this.fail(path, `"${id}" is in its owner's hand (zone: hand), not on the battlefield`, key);
    if (zone === 'none') this.fail(path, `"${id}" is a token not yet created (zone: none), not on the battlefield`, key);
  }
}
