#!/usr/bin/env python3
"""Writes docs/CODEMAP.md: for each ruling of docs/RULINGS.md and docs/SYNTHESIS.md, the files of
src/ that name it and the test modules that check it (ids searched as whole words, test functions
by their leading ruling ids). Run from anywhere: python3 scripts/codemap.py"""
import re, os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
def rulings(doc, pat):
    out = []
    for l in open(doc):
        m = re.match(r'^- (' + pat + r')\b\s*(.*)', l)
        if m:
            rid, rest = m.group(1), m.group(2)
            rest = re.sub(r'^\([^)]*\)\s*', lambda x: x.group(0), rest)
            title = re.sub(r'\*\*', '', rest)
            # first sentence or up to ~60 chars
            t = re.split(r'(?<=[.])\s', title, 1)[0]
            if len(t) > 70: t = t[:67].rsplit(' ', 1)[0] + '…'
            out.append((rid, t.strip()))
    return out
def files_with(root, rid, exts=('.rs',)):
    res = []
    for d, _, fs in os.walk(root):
        for f in sorted(fs):
            if not f.endswith(exts): continue
            p = os.path.join(d, f)
            s = open(p, errors='replace').read()
            n = len(re.findall(r'(?<![A-Za-z0-9_/])' + rid + r'(?![A-Za-z0-9_/])', s))
            if n: res.append((p, n))
    return sorted(res)
def test_modules(rid):
    mods = []
    for p, n in files_with('tests', rid):
        if p.startswith('tests/support/'): 
            mods.append(p)
            continue
        parts = p[len('tests/'):-3].split('/')
        if parts[-1] in ('main', 'mod'): parts = parts[:-1]
        mods.append('`' + parts[0] + '`: ' + '::'.join(parts[1:]) if len(parts) > 1 else parts[0])
    return mods
def fmt_src(lst):
    lst = [p for p, n in lst]
    # collapse src/ prefix
    return ', '.join('`' + p[len('src/'):] + '`' for p in lst) or '—'
def named_in_tests(rid):
    res = []
    low = rid.lower()
    for d, _, fs in os.walk('tests'):
        for f in sorted(fs):
            if not f.endswith('.rs'): continue
            p = os.path.join(d, f)
            for name in re.findall(r'\bfn\s+(\w+)', open(p).read()):
                toks = []
                for t in name.split('_'):
                    if re.fullmatch(r'(r|e|s|se)\d+', t): toks.append(t)
                    else: break
                if low in toks:
                    res.append(p); break
    return res
def unit_tests(rid):
    res = []
    for d, _, fs in os.walk('src'):
        for f in sorted(fs):
            if not f.endswith('.rs'): continue
            p = os.path.join(d, f)
            t = open(p).read()
            i = t.find('#[cfg(test)]')
            if i >= 0 and re.search(r'(?<![A-Za-z0-9_/])' + rid + r'(?![A-Za-z0-9_/])', t[i:]):
                res.append(p)
    return sorted(res)
ALSO = {
    'R1': ['`rules perft` (8x8 to 12x12)', '`rules victoria::naive` (boards up to 16x16)'],
    'R2': ['`record flow` (a scheme file seals like typed text)', '`app screens` (the scheme editor)'],
    'R5': ['`record announce` (nothing sealed can be read before the reveal)', '`app screens` (reveal with good seals)'],
    'R33': ['`record/time_control.rs`, `record/fide.rs`, `i18n/duties.rs` (unit tests)'],
    'R6': ['`rules victoria::reserve` (the sealed allocation)', '`record flow`'],
}
def fmt_tests(rid):
    out = []
    named = named_in_tests(rid)
    hits = sorted(set(named) | set(p for p, n in files_with('tests', rid)), key=lambda p: (p not in named, p))
    for p in unit_tests(rid):
        out.append('`' + p[len('src/'):] + '` (unit tests)')
    for p in hits:
        rel = p[len('tests/'):-3]
        parts = rel.split('/')
        if parts[0] == 'support':
            out.append('`support::' + parts[1] + '`')
            continue
        if parts[-1] in ('main', 'mod'): parts = parts[:-1]
        out.append('`' + parts[0] + ' ' + '::'.join(parts[1:]) + '`' if len(parts) > 1 else '`' + parts[0] + '`')
    out += [a for a in ALSO.get(rid, []) if a.split(' (')[0] not in out]
    return ', '.join(out) or '—'
sections = [
    ('Victoria (docs/RULINGS.md)', rulings('docs/RULINGS.md', r'R\d+[a-z]?|E\d+')),
    ('Synthesis (docs/SYNTHESIS.md)', rulings('docs/SYNTHESIS.md', r'S\d+|SE\d+')),
]
w = open('docs/CODEMAP.md', 'w')
w.write('''# Code map: where each ruling lives

For every ruling of [RULINGS.md](RULINGS.md) (R1–R33, edge rulings E1–E11) and
[SYNTHESIS.md](SYNTHESIS.md) (S1–S32, edge rulings SE1–SE10): the files of `src/` that implement
it (they name the ruling: in a refusal, an event, a comment or a catalogue key) and the test
modules that check it. A test module is written `binary module::path`: run it with
`cargo test --test <binary> <module::path>`, e.g. `cargo test --test rules victoria::bastions`.

## Tests: six binaries by layer

| binary | folder | what it holds |
|---|---|---|
| `rules` | `tests/rules/` | perft (`perft`, `classical.epd`), Victoria's rulings by group (`victoria::bastions`, `reserve`, `pawns`, `king`, `endings`, `notation`, `words`, `cli`, and the naive second generator `victoria::naive`), Synthesis's rulings by group (`synthesis::notation`, `day_night`, `regimes`, `check`, `special_moves`, `endings`, `moves_and_events`, `cli`; second opinions `synthesis::naive_reading`, `reference`, `classical`; `explain`, `status`), `differential` (shakmaty), `properties`, `i18n_catalogue` |
| `record` | `tests/record/` | the desk: `announce`, `flow`, `files`, `crash` (SIGKILL), `bypass`, `props`, `samples`, `synthesis` |
| `sheet` | `tests/sheet/` | `layout`, `pdf`, `print`, `sign` |
| `club` | `tests/club/` | `stats`, `synthesis` |
| `app` | `tests/app/` | (feature `gui`) `flow`, `screens`, `desk_tools`, `synthesis`, `club`, `screenshots` |
| `cli` | `tests/cli/` | `engine`, `synthesis` |

Shared helpers live once in `tests/support/`: `mod.rs` (options from pairs, squares, temporary
folders, a revealed desk), `random` (random Victoria setups), `lang_check` (a Russian ruling says
what the English one says), `synthesis` (Synthesis positions and moves), `naive_victoria` and
`naive_synthesis` (the naive second generators), `sheet`, `club` (generated archives, also used
by the benches) and `app` (the headless `iced_test` harness).

''')
for title, rs in sections:
    w.write('## ' + title + '\n\n| ruling | | implemented in (`src/`) | tested in |\n|---|---|---|---|\n')
    for rid, t in rs:
        src = files_with('src', rid)
        w.write('| %s | %s | %s | %s |\n' % (rid, t.replace('|', '\\|'), fmt_src(src), fmt_tests(rid)))
    w.write('\n')
w.write('''A ruling with no `src/` file is one the code carries out without naming it (the board's
geometry, the arbiter's duties at the table); a ruling with no test module is checked only
through the rulings that build on it. Regenerate this table after renaming or moving code: the
ids are searched as whole words in `src/` and `tests/` (`python3 scripts/codemap.py` rewrites this
file).
''')
w.close()
