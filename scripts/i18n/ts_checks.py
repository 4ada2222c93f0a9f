"""Checks shared by the translation test and the fill script: what a .ts message must keep.

A translation keeps every placeholder of its source (%1..%99, %n in plural forms, %L1), every
HTML tag (<b>, </a>, <br/> ... as a multiset), and an accelerator (&X) when the source has
one, so a menu stays reachable from the keyboard in every language.
"""
import re
import xml.etree.ElementTree as ET

_PLACEHOLDER = re.compile(r'%L?(\d{1,2}|n)')
_TAG = re.compile(r'</?[a-zA-Z][a-zA-Z0-9]*\b[^<>]*?/?>')
# "&X" but not "&&" (a literal ampersand) nor an entity such as "&amp;" / "&lt;".
_ACCEL = re.compile(r'(?<!&)&(?!&)(?![a-zA-Z]+;|#\d+;)(?=\S)')


def placeholders(text):
    return sorted(set(m.group(1) for m in _PLACEHOLDER.finditer(text)))


def tags(text):
    return sorted(re.sub(r'\s+.*', '', m.group(0).lower().rstrip('/>').strip()) for m in _TAG.finditer(text))


def accelerators(text):
    return len(_ACCEL.findall(text.replace('&&', '')))


def message_problems(source, translation, numerus):
    """The ways translation differs from source in what must be kept, as short phrases."""
    problems = []
    want = [p for p in placeholders(source)]
    got = placeholders(translation)
    # A plural form may drop %n only if the source has no other way to show the number; we do
    # not allow it: every form keeps every placeholder.
    if want != got:
        problems.append('placeholders %s, expected %s' % (got, want))
    if tags(source) != tags(translation):
        problems.append('HTML tags %s, expected %s' % (tags(translation), tags(source)))
    if accelerators(source) != accelerators(translation):
        problems.append('%d accelerator(s) (&), expected %d' % (accelerators(translation), accelerators(source)))
    return problems


def iter_messages(root):
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            yield name, message


def translations_of(message):
    tr = message.find('translation')
    if tr is None:
        return []
    if message.get('numerus') == 'yes':
        return [(f.text or '') for f in tr.iter('numerusform')]
    return [tr.text or '']


def check_file(path):
    """(unfinished, obsolete, problems) of one .ts file; problems name context and source."""
    root = ET.parse(path).getroot()
    unfinished, obsolete, problems = [], [], []
    for context, message in iter_messages(root):
        source = message.findtext('source') or ''
        tr = message.find('translation')
        kind = tr.get('type') if tr is not None else 'unfinished'
        if kind in ('obsolete', 'vanished'):
            obsolete.append((context, source))
            continue
        forms = translations_of(message)
        if kind == 'unfinished' or not forms or any(not f for f in forms):
            unfinished.append((context, source))
            continue
        for form in forms:
            for p in message_problems(source, form, message.get('numerus') == 'yes'):
                problems.append((context, source, form, p))
    return unfinished, obsolete, problems
