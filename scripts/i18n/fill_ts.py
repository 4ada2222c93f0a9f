#!/usr/bin/env python3
"""Fills translations/tpuwb_<lang>.ts from a dictionary, and lists what is left to translate.

  fill_ts.py export LANG            id<TAB>context<TAB>source of each unfinished message
  fill_ts.py fill LANG FILE.tsv     id<TAB>translation lines (plural forms joined by |||)

The id is the first 10 hex digits of sha1(context, source, disambiguation), stable across
lupdate runs. "\\n" in a dictionary line is a newline. A translation that loses a placeholder,
tag or accelerator (scripts/i18n/ts_checks.py) is refused and named.
"""
import hashlib
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ts_checks  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))


def message_id(context, message):
    key = '\x04'.join([context, message.findtext('source') or '', message.findtext('comment') or ''])
    return hashlib.sha1(key.encode('utf-8')).hexdigest()[:10]


def esc(text):
    return text.replace('\\', '\\\\').replace('\n', '\\n').replace('\t', '\\t')


def unesc(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == '\\' and i + 1 < len(text):
            n = text[i + 1]
            out.append({'n': '\n', 't': '\t', '\\': '\\'}.get(n, '\\' + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def ts_path(lang):
    return os.path.join(ROOT, 'translations', 'tpuwb_%s.ts' % lang)


def export(lang, everything=False):
    root = ET.parse(ts_path(lang)).getroot()
    for context, message in ts_checks.iter_messages(root):
        tr = message.find('translation')
        if everything or tr is None or tr.get('type') == 'unfinished':
            comment = message.findtext('extracomment') or message.findtext('comment') or ''
            plural = ' [PLURAL]' if message.get('numerus') == 'yes' else ''
            print('%s\t%s\t%s%s%s' % (message_id(context, message), context.replace('twb::', ''),
                                      esc(message.findtext('source') or ''), plural,
                                      ('\t//: ' + esc(comment)) if comment else ''))


def write(tree, path):
    ET.indent(tree, space='    ')
    body = ET.tostring(tree.getroot(), encoding='unicode')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + '\n')


def fill(lang, dict_path):
    entries = {}
    with open(dict_path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            key, _, value = line.partition('\t')
            if not value:
                print('%s:%d: no translation' % (dict_path, number))
                continue
            entries[key.strip()] = [unesc(v) for v in value.split('|||')]
    path = ts_path(lang)
    tree = ET.parse(path)
    filled = refused = 0
    seen = set()
    for context, message in ts_checks.iter_messages(tree.getroot()):
        mid = message_id(context, message)
        if mid not in entries:
            continue
        seen.add(mid)
        source = message.findtext('source') or ''
        forms = entries[mid]
        tr = message.find('translation')
        numerus = message.get('numerus') == 'yes'
        if numerus:
            want = len(tr.findall('numerusform')) or 1
            if len(forms) == 1:
                forms = forms * want
            if len(forms) != want:
                print('REFUSED %s (%s): %d plural forms, %s needs %d' % (mid, source[:60], len(forms), lang, want))
                refused += 1
                continue
        problems = [p for form in forms for p in ts_checks.message_problems(source, form, numerus)]
        if problems:
            print('REFUSED %s (%s): %s' % (mid, source[:60], '; '.join(problems)))
            refused += 1
            continue
        if numerus:
            for child in list(tr):
                tr.remove(child)
            for form in forms:
                ET.SubElement(tr, 'numerusform').text = form
        else:
            tr.text = forms[0]
        tr.attrib.pop('type', None)
        filled += 1
    for mid in entries.keys() - seen:
        print('UNKNOWN id %s (not in %s)' % (mid, os.path.basename(path)))
    write(tree, path)
    # lupdate rewrites the file in its own layout, so a later scripts/update-translations.sh
    # changes only what the sources changed.
    lupdate = os.environ.get('LUPDATE', '/usr/lib/qt6/bin/lupdate')
    if os.path.exists(lupdate):
        # English is the source language: its file holds only the plural forms, the CLI's too
        # (as scripts/update-translations.sh).
        english_only = ['-pluralonly', 'app/cli'] if lang == 'en' else []
        subprocess.run([lupdate, '-silent', '-no-obsolete', '-locations', 'none', '-I', '.',
                        'app/gui', 'widgets', 'core', *english_only, '-ts', path], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print('%s: %d filled, %d refused' % (os.path.basename(path), filled, refused))


if __name__ == '__main__':
    if len(sys.argv) >= 3 and sys.argv[1] == 'export':
        export(sys.argv[2], everything='--all' in sys.argv)
    elif len(sys.argv) == 4 and sys.argv[1] == 'fill':
        fill(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
