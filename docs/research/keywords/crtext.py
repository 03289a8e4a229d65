"""Load the archived rules texts as paragraphs keyed by rule number (helper for gather.py)."""
import os, re, glob, functools

# Where the archived rules texts are, set by environment variable:
#   MTG_ERAS_RULESRAKER: the `archive/txt` folder of github.com/xremming/rulesraker
#                        (CRs named YYYY-MM-DD.txt, 2003-03-15 on);
#   MTG_ERAS_MTG_CR:     the `Comprehensive Rules` folder of github.com/pit142857/mtg-cr
#                        (CR-YYYY-MM-DD.txt, 1999 on, and D'Angelo's summary CR-1999-04-21.txt).
RR = os.environ.get('MTG_ERAS_RULESRAKER', 'rulesraker/archive/txt')
PIT = os.environ.get('MTG_ERAS_MTG_CR', 'mtg-cr/Comprehensive Rules')

ERAS = [  # (ruleset id, document path, label when found)
    ('revised-1994', f'{PIT}/CR-1999-04-21.txt', 'DERIVED'),
    ('urza-1998', f'{PIT}/CR-1999-04-21.txt', 'VERIFIED'),
    ('sixth-1999', f'{PIT}/CR-1999-04-23.txt', 'VERIFIED'),
    ('legions-2003', f'{RR}/2003-03-15.txt', 'VERIFIED'),
    ('champions-2004', f'{PIT}/CR-2004-10-01.txt', 'VERIFIED'),
    ('futuresight-2007', f'{RR}/2007-05-01.txt', 'VERIFIED'),
    ('m10-2009', f'{RR}/2009-07-11.txt', 'VERIFIED'),
    ('m11-2010', f'{RR}/2010-07-16.txt', 'VERIFIED'),
    ('mh3-2024', f'{RR}/2024-06-07.txt', 'VERIFIED'),
    ('foundations-2024', f'{RR}/2024-11-08.txt', 'VERIFIED'),
]

RULE_START = re.compile(r'^\s*((?:\d{3}\.\d+[a-z]?)|(?:[A-Z]\.\d+(?:\.(?:Ruling\.)?\d+)?))\.?\s+(.*)$')


def read(path):
    raw = open(path, 'rb').read()
    if raw[:2] in (b'\xff\xfe', b'\xfe\xff'):
        txt = raw.decode('utf-16')
    else:
        try:
            txt = raw.decode('utf-8-sig')
        except UnicodeDecodeError:
            txt = raw.decode('cp1252', errors='replace')
    txt = txt.replace('\r\n', '\n').replace('\r', '\n')
    for a, b in (('\u2019', "'"), ('\u2018', "'"), ('\u201c', '"'), ('\u201d', '"'), ('\u2014', '-'), ('\u2013', '-'), ('\u2212', '-')):
        txt = txt.replace(a, b)
    return txt


@functools.lru_cache(maxsize=None)
def paragraphs(path):
    """[(rule or None, text)] - a rule paragraph runs until a blank line or the next rule start."""
    out, cur = [], None
    for line in read(path).split('\n'):
        m = RULE_START.match(line)
        if m:
            if cur: out.append(cur)
            cur = [m.group(1), m.group(2).strip()]
        elif not line.strip():
            if cur: out.append(cur); cur = None
        else:
            if cur is None:
                cur = [None, line.strip()]
            else:
                cur[1] += ' ' + line.strip()
    if cur: out.append(cur)
    return [(r, re.sub(r'\s+', ' ', t)) for r, t in out]


def find(path, pattern, rule_re=None, flags=re.I):
    """First paragraph (with a rule number matching rule_re, if given) whose text matches pattern."""
    rx = re.compile(pattern, flags)
    for rule, text in paragraphs(path):
        if rule is None or (rule_re and not re.match(rule_re, rule)):
            continue
        m = rx.search(text)
        if m:
            return rule, text, m
    return None


def timeline():
    """All dated CR files (D'Angelo excluded), one per date, pit before 2003-03-15, rr after."""
    files = {}
    for p in glob.glob(f'{PIT}/CR-*.txt'):
        d = os.path.basename(p)[3:13]
        if d != '1999-04-21':
            files[d] = p
    for p in glob.glob(f'{RR}/*.txt'):
        d = os.path.basename(p)[:10]
        if d == '2006-06-01':  # really the 2004-06-01 CR
            continue
        files[d] = p
    return sorted(files.items())


@functools.lru_cache(maxsize=None)
def text_of(path):
    return re.sub(r'\s+', ' ', read(path))


def first_file(pattern, flags=re.I):
    """(first date whose file matches, the date before it) over the timeline."""
    rx = re.compile(pattern.replace("'", ".").replace('"', "."), flags)  # some files have '?' or odd bytes for apostrophes
    prev = None
    for d, p in timeline():
        if rx.search(text_of(p)):
            return d, prev
        prev = d
    return None, prev


def last_file(pattern, after, flags=re.I):
    """Last date (>= after) whose file matches, and the first date after it that doesn't."""
    rx = re.compile(pattern.replace("'", ".").replace('"', "."), flags)
    last = None
    for d, p in timeline():
        if d < after: continue
        if rx.search(text_of(p)):
            last = d
        elif last:
            return last, d
    return last, None


def section(path, names):
    """Rule number of the section headed by one of names (CR 'NNN.M. Name' or D'Angelo 'A.N - Name')."""
    want = {n.lower() for n in names}
    for rule, text in paragraphs(path):
        if rule and re.fullmatch(r'\d{3}\.\d+|[A-Z]\.\d+', rule):
            t = re.sub(r'^-\s*', '', text).rstrip(':').strip().lower()
            if t in want:
                return rule
    return None


def glossary(path, term, pattern):
    rx = re.compile(pattern, re.I)
    for rule, text in paragraphs(path):
        if rule is None and text.lower().startswith(term.lower() + ' ') and rx.search(text):
            return text
    return None


def sentence(text, m, limit=260):
    """The sentence of text around match m, cut to limit characters."""
    ends = [e.end() for e in re.finditer(r'[.!?]["\')]*\s+(?=[A-Z("])', text) if e.end() <= m.start()]
    s = ends[-1] if ends else 0
    e = re.compile(r'[.!?]["\')]*(\s|$)').search(text, m.end())
    q = text[s:e.end() if e else len(text)].strip()
    q = re.sub(r'^-\s*', '', q)
    return q if len(q) <= limit else q[:limit - 3].rstrip() + '...'
