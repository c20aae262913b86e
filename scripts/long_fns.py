#!/usr/bin/env python3
"""Lists the product functions longer than a limit (default 100 lines), longest first.

Product code is every `src/` folder of the workspace (tests, benches, fuzz targets and the
test kit are left out, and so are `#[cfg(test)]` modules). A function runs from its `fn` line
to the line of its closing brace; braces inside strings, chars and comments are skipped.
A function whose doc comment says "Kept whole" (and why) is marked: an algorithm that reads best
whole, as issue 37 allows. Usage: python3 scripts/long_fns.py [LIMIT]
"""
import os
import re
import sys

LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else 100
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FN = re.compile(r'^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)')


def code_only(line, state):
    """The line without string/char contents and comments; `state` carries block comments and raw strings."""
    out = []
    i = 0
    while i < len(line):
        if state['block']:
            j = line.find('*/', i)
            if j < 0:
                return ''.join(out)
            state['block'] = False
            i = j + 2
            continue
        if state['raw'] is not None:
            end = '"' + '#' * state['raw']
            j = line.find(end, i)
            if j < 0:
                return ''.join(out)
            state['raw'] = None
            i = j + len(end)
            continue
        if state['str']:
            if line[i] == '\\':
                i += 2
                continue
            if line[i] == '"':
                state['str'] = False
            i += 1
            continue
        c = line[i]
        if line.startswith('//', i):
            break
        if line.startswith('/*', i):
            state['block'] = True
            i += 2
            continue
        m = re.match(r'r(#*)"', line[i:])
        if m and (i == 0 or not (line[i - 1].isalnum() or line[i - 1] == '_')):
            state['raw'] = len(m.group(1))
            i += len(m.group(0))
            continue
        if c == '"':
            state['str'] = True
            i += 1
            continue
        m = re.match(r"'(?:\\.|[^'\\])'", line[i:])
        if m:
            i += len(m.group(0))
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def functions(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    state = {'block': False, 'str': False, 'raw': None}
    stack = []  # (name, start line, depth at which it opened)
    depth = 0
    skip_depth = None  # inside a #[cfg(test)] module
    pending_test = False
    found = []
    for n, raw in enumerate(lines, 1):
        code = code_only(raw, state)
        if raw.strip().startswith('#[cfg(test)]'):
            pending_test = True
        m = FN.match(code)
        if m and skip_depth is None and '{' in code:
            stack.append((m.group(1), n, depth))
        elif m and skip_depth is None and not code.rstrip().endswith(';'):
            stack.append((m.group(1), n, depth))
        if pending_test and re.match(r'^\s*(pub\s+)?mod\s+\w+', code):
            skip_depth = depth
            pending_test = False
        for c in code:
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if stack and depth == stack[-1][2]:
                    name, start, _ = stack.pop()
                    above = '\n'.join(lines[max(0, start - 12):start - 1])
                    found.append((n - start + 1, name, start, 'Kept whole' in above))
                if skip_depth is not None and depth == skip_depth:
                    skip_depth = None
    return found


def main():
    out = []
    for base, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in ('target', '.git', 'tests', 'benches', 'fuzz', 'testkit')]
        if f'{os.sep}src' not in base + os.sep:
            continue
        for f in files:
            if f.endswith('.rs'):
                p = os.path.join(base, f)
                for length, name, start, kept in functions(p):
                    if length > LIMIT:
                        mark = ' (kept whole: its doc comment says why)' if kept else ''
                        out.append((length, f'{os.path.relpath(p, ROOT)}:{start} {name}{mark}'))
    for length, where in sorted(out, reverse=True):
        print(f'{length:5} {where}')
    print(f'{len(out)} functions over {LIMIT} lines', file=sys.stderr)


main()
