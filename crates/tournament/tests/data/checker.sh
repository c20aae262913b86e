#!/bin/bash
# Regenerate event_NAME.tiebreaks: FIDE's tie-break checker (Otto Milvang's TieBreakServer,
# https://github.com/OttoMilvang/TieBreakServer, tiebreakchecker 1.9.57, commit 14a34a2) after
# each listed round. Run outside the repository with the checker checked out in $TBS:
#   TBS=/path/to/TieBreakServer bash checker.sh NAME ROUND...
# The checker rejects Swiss-Manager's forfeit cells ("OPP - +": it wants a colour) and a `172`
# record; it is fed a copy where such a cell gets a colour (the lower start number white) and
# `172` is dropped. Neither changes a tie-break (forfeits are unplayed; colours of unplayed games
# count nowhere).
set -e
name=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
feed=$(mktemp --suffix=.trf)
python3 - "$here/$name.trf" "$feed" <<'PY'
import sys
out = []
for l in open(sys.argv[1], encoding='latin-1').read().split('\n'):
    if l.startswith('172 '):
        continue
    if l.startswith('001'):
        me, cells, i = int(l[4:8]), list(l), 91
        while i + 7 <= len(l):
            opp = l[i:i+4].strip()
            if opp.isdigit() and int(opp) != 0 and l[i+5] == '-':
                cells[i+5] = 'w' if me < int(opp) else 'b'
            i += 10
        l = ''.join(cells)
    out.append(l)
open(sys.argv[2], 'w', encoding='latin-1').write('\n'.join(out))
PY
# Two lists: every figure (NAME.tiebreaks), and direct encounter in its usual place
# (NAME.de.tiebreaks: its value is the checker's place inside a tied group).
LIST_ALL="PTS BH/V2024 BH/C1/V2024 BH/C2/V2024 BH/M1/V2024 FB/V2024 SB/V2024 SB/C1/V2024 AOB/V2024 WIN WON BPG BWG GE PS PS/C1 ARO ARO/C1 TPR PTP APRO APPO KS"
LIST_DE="PTS DE BH/C1/V2024 BH/V2024 SB/V2024 WIN"
for pair in "tiebreaks:$LIST_ALL" "de.tiebreaks:$LIST_DE"; do
  suffix=${pair%%:*}; list=${pair#*:}
  out="$here/$name.$suffix"
  : > "$out"
  for n in "$@"; do
    echo "round $n" >> "$out"
    (cd "$TBS" && python3 tiebreakchecker.py -i "$feed" -f TRF -u 1000 -n "$n" -dT -t $list) >> "$out"
  done
done
rm -f "$feed"
