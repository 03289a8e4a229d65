// The built-in eras, oldest first; each descends from the one before it.
import type { RulesetDefinition } from '../core/api.js';
import revised1994 from './revised-1994.js';
import urza1998 from './urza-1998.js';
import sixth1999 from './sixth-1999.js';
import legions2003 from './legions-2003.js';
import champions2004 from './champions-2004.js';
import futuresight2007 from './futuresight-2007.js';
import m102009 from './m10-2009.js';
import m112010 from './m11-2010.js';
import mh32024 from './mh3-2024.js';
import foundations2024 from './foundations-2024.js';

export const BUILTIN_RULESETS: readonly RulesetDefinition[] = [
  revised1994, urza1998, sixth1999, legions2003, champions2004,
  futuresight2007, m102009, m112010, mh32024, foundations2024,
];
