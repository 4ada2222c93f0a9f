#!/usr/bin/env python3
"""tst_translations_complete: fails when a .ts file has an unfinished or obsolete message, a
translation that lost a placeholder, HTML tag or accelerator, or when lupdate run on the
sources now finds a string that is not in the .ts files (someone added a tr() and did not run
scripts/update-translations.sh and translate it).

usage: check_translations.py --lupdate PATH --source-dir DIR
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts', 'i18n'))
import ts_checks  # noqa: E402

# en holds only the plural forms of the source language (lupdate -pluralonly).
LANGUAGES = ('de', 'zh_CN', 'ja', 'en')


def show(items, limit=15):
    for item in items[:limit]:
        print('    ' + ' | '.join(str(x)[:120] for x in item))
    if len(items) > limit:
        print('    ... and %d more' % (len(items) - limit))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--lupdate', required=True)
    parser.add_argument('--source-dir', required=True)
    args = parser.parse_args()
    src = os.path.abspath(args.source_dir)
    failed = False

    for lang in LANGUAGES:
        path = os.path.join(src, 'translations', 'tpuwb_%s.ts' % lang)
        if not os.path.exists(path):
            print('FAIL %s: missing; create it with scripts/update-translations.sh' % path)
            failed = True
            continue
        unfinished, obsolete, problems = ts_checks.check_file(path)
        print('%s: %d unfinished, %d obsolete, %d placeholder/tag/accelerator problems'
              % (os.path.basename(path), len(unfinished), len(obsolete), len(problems)))
        if unfinished:
            show(unfinished)
        if obsolete:
            print('  obsolete: run scripts/update-translations.sh (it drops them)')
            show(obsolete)
        if problems:
            show(problems)
        failed |= bool(unfinished or obsolete or problems)

    # lupdate on a copy: a source string the .ts files lack arrives as unfinished, a string
    # the sources no longer have as vanished.
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            path = os.path.join(src, 'translations', 'tpuwb_%s.ts' % lang)
            if not os.path.exists(path):
                continue
            copy = os.path.join(tmp, os.path.basename(path))
            shutil.copy(path, copy)
            plural_only = ['-pluralonly'] if lang == 'en' else []
            # The CLI speaks English only, but with its plural forms: en also covers app/cli.
            cli = [os.path.join(src, 'app', 'cli')] if lang == 'en' else []
            run = subprocess.run([args.lupdate, '-silent', '-locations', 'none', *plural_only, '-I', src,
                                  os.path.join(src, 'app', 'gui'), os.path.join(src, 'widgets'),
                                  os.path.join(src, 'core'), *cli, '-ts', copy],
                                 cwd=src, capture_output=True, text=True)
            if run.returncode != 0:
                print('FAIL lupdate exited %d: %s' % (run.returncode, run.stderr[-2000:]))
                failed = True
                continue
            # Unfinished in the original is reported above; here only what lupdate adds.
            known_unfinished = set(ts_checks.check_file(path)[0])
            unfinished, obsolete, _ = ts_checks.check_file(copy)
            unfinished = [m for m in unfinished if m not in known_unfinished]
            if unfinished or obsolete:
                failed = True
                print('FAIL %s is not current with the sources: %d new string(s), %d gone; run '
                      'scripts/update-translations.sh and translate the new ones'
                      % (os.path.basename(path), len(unfinished), len(obsolete)))
                show(unfinished)
                show(obsolete)
    print('FAIL' if failed else 'PASS')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
