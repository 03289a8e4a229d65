// The built-in rulesets, oldest first; each descends from the one before it. The eras, and
// between them the dated amendments (meta.amendment): the days the CR changed a few combat rules.
import type { RulesetDefinition } from '../core/api.js';
import revised1994 from './revised-1994.js';
import urza1998 from './urza-1998.js';
import sixth1999 from './sixth-1999.js';
import legions2003 from './legions-2003.js';
import eighth2003 from './eighth-2003.js';
import mirrodin2003 from './mirrodin-2003.js';
import darksteel2004 from './darksteel-2004.js';
import champions2004 from './champions-2004.js';
import betrayers2005 from './betrayers-2005.js';
import ninth2005 from './ninth-2005.js';
import dissension2006 from './dissension-2006.js';
import timespiral2006 from './timespiral-2006.js';
import futuresight2007 from './futuresight-2007.js';
import lorwyn2007 from './lorwyn-2007.js';
import alarareborn2009 from './alarareborn-2009.js';
import m102009 from './m10-2009.js';
import worldwake2010 from './worldwake-2010.js';
import eldrazi2010 from './eldrazi-2010.js';
import m112010 from './m11-2010.js';
import teampoison2011 from './teampoison-2011.js';
import newphyrexia2011 from './newphyrexia-2011.js';
import m122011 from './m12-2011.js';
import dominaria2018 from './dominaria-2018.js';
import mh22021 from './mh2-2021.js';
import mom2023 from './mom-2023.js';
import mh32024 from './mh3-2024.js';
import foundations2024 from './foundations-2024.js';

export const BUILTIN_RULESETS: readonly RulesetDefinition[] = [
  revised1994, urza1998, sixth1999, legions2003, eighth2003, mirrodin2003, darksteel2004, champions2004, betrayers2005,
  ninth2005, dissension2006, timespiral2006, futuresight2007, lorwyn2007, alarareborn2009, m102009, worldwake2010, eldrazi2010, m112010,
  teampoison2011, newphyrexia2011, m122011, dominaria2018, mh22021, mom2023, mh32024, foundations2024,
];
