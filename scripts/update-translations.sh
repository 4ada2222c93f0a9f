#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources of app/gui, widgets and core (what the GUI shows).
# No line numbers (-locations none) so the files change only when a string does; no obsolete
# entries (-no-obsolete). New strings arrive unfinished: translate them (Qt Linguist, or
# scripts/i18n/fill_ts.py from a dictionary) before ctest's tst_translations_complete passes.
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for ts in translations/tpuwb_*.ts; do
  # English is the source language: its file holds only the plural forms.
  # The CLI speaks English only, but with its plural forms ("1 host", "2 hosts"): app/cli too.
  plural_only=()
  cli=()
  [ "$ts" = translations/tpuwb_en.ts ] && plural_only=(-pluralonly) && cli=(app/cli)
  "$LUPDATE" -silent -no-obsolete -locations none "${plural_only[@]}" -I . app/gui widgets core "${cli[@]}" -ts "$ts"
done
