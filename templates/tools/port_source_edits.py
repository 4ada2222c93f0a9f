"""The text side of `tpuwb port` (port_torch_xla.py): a Python file parsed once, the edits the
passes record against its node positions, and applying them so that only the spans that change
are replaced (comments and layout elsewhere survive). Kept apart from the torch_xla rules so each
file reads on its own."""

import ast
import io
import tokenize


class PortError(Exception):
    """What cannot be ported, with the line it is on (0 for the whole file), and for a refusal
    each line that would not run ({"line": N, "text": why})."""

    def __init__(self, message, line=0, refusals=None):
        super().__init__(message)
        self.line = line
        self.refusals = refusals or []


def dotted(node):
    """'torch.cuda.amp.autocast' for a chain of names, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def is_str(node, prefix):
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(prefix)


def is_cuda_string(node):
    """"cuda", "cuda:0", or an f-string f"cuda:{rank}"."""
    if isinstance(node, ast.JoinedStr):
        return bool(node.values) and is_str(node.values[0], "cuda:")
    return is_str(node, "cuda") and (node.value == "cuda" or node.value[5:].isdigit() and node.value[4] == ":")


class SourceEdits:
    """One source file, its parse tree (with parents) and the edits made to it so far."""

    def __init__(self, text, name):
        self.text = text
        self.name = name
        self.lines = []
        start = 0
        while start < len(text):
            end = text.find("\n", start)
            end = len(text) if end < 0 else end + 1
            self.lines.append(text[start:end])
            start = end
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        try:
            self.tree = ast.parse(text, filename=name)
        except SyntaxError as e:
            raise PortError(f"{name}:{e.lineno}: syntax error: {e.msg}; port only code that runs", e.lineno or 0)
        self.parent = {}
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parent[child] = node
        self.edits = []        # (start, end, text, seq)
        self.deleted = []      # statements to remove
        self.claimed = []      # (start, end) spans already rewritten
        self.changes = []
        self.notes = []
        self.refusals = []     # lines that would not run and that the port cannot rewrite

    # --- positions -------------------------------------------------------------------------
    def offset(self, line, col):
        text = self.lines[line - 1] if line - 1 < len(self.lines) else ""
        return self.starts[line - 1] + len(text.encode("utf-8")[:col].decode("utf-8", "replace"))

    def span(self, node):
        return self.offset(node.lineno, node.col_offset), self.offset(node.end_lineno, node.end_col_offset)

    def src(self, node):
        start, end = self.span(node)
        return self.text[start:end]

    def is_claimed(self, node):
        start, end = self.span(node)
        return any(s <= start and end <= e for s, e in self.claimed)

    def replace(self, node, text, kind, start=None):
        s, e = self.span(node)
        if start is not None:
            s = start
        self.edits.append((s, e, text, len(self.edits)))
        self.claimed.append((s, e))
        self.change(node.lineno, kind, self.text[s:e], text)

    def change(self, line, kind, before, after):
        self.changes.append({"line": line, "kind": kind, "before": before, "after": after})

    def note(self, node, text):
        self.notes.append({"line": node.lineno, "text": text})

    def refuse(self, node, text):
        self.refusals.append({"line": node.lineno, "text": text})

    def insert_after(self, statement, text, kind):
        """A new line `text` after `statement`, at its indentation."""
        line = self.lines[statement.lineno - 1]
        indent = line[:len(line) - len(line.lstrip())]
        at = self.starts[statement.end_lineno]
        self.edits.append((at, at, indent + text + "\n", len(self.edits)))
        self.change(statement.end_lineno, kind, "", text)

    def delete(self, statement, kind="amp"):
        """Removes a whole statement (or leaves `pass` where the block would be empty)."""
        if statement not in self.deleted:
            self.deleted.append(statement)
            self.change(statement.lineno, kind, self.src(statement), "")
            self.claimed.append(self.span(statement))

    def _string_lines(self):
        """Lines inside a multi-line string: indenting them would change the string."""
        inside = set()
        try:
            for token in tokenize.generate_tokens(io.StringIO(self.text).readline):
                if token.type == tokenize.STRING and token.end[0] > token.start[0]:
                    inside.update(range(token.start[0] + 1, token.end[0] + 1))
        except (tokenize.TokenError, SyntaxError):
            pass
        return inside

    def apply(self, wrapped, header):
        """The text with every edit made; the statements of each loop in `wrapped` go one level
        deeper under `header` (a `with ...:` line)."""
        deleted_lines = set()
        bodies = {}
        for statement in self.deleted:
            parent = self.parent[statement]
            for field in ("body", "orelse", "finalbody", "handlers"):
                block = getattr(parent, field, None)
                if isinstance(block, list) and statement in block:
                    bodies.setdefault((id(parent), field), (block, []))[1].append(statement)
        for block, gone in bodies.values():
            for statement in gone:
                start, end = self.span(statement)
                line_start = self.starts[statement.lineno - 1]
                line_end = self.starts[statement.end_lineno]
                after = self.text[end:line_end].strip()
                alone = not self.text[line_start:start].strip() and (not after or after.startswith("#"))
                if len(gone) == len(block) and statement is gone[0] or not alone:
                    self.edits.append((start, end, "pass", len(self.edits)))
                else:
                    self.edits.append((line_start, line_end, "", len(self.edits)))
                    deleted_lines.update(range(statement.lineno, statement.end_lineno + 1))
        strings = self._string_lines()
        for loop in wrapped:
            header_end = (loop.iter if isinstance(loop, ast.For) else loop.test).end_lineno
            last = loop.body[-1].end_lineno
            first = header_end + 1
            while first <= last and not self.lines[first - 1].strip():
                first += 1
            body_line = self.lines[loop.body[0].lineno - 1]
            body_indent = body_line[:len(body_line) - len(body_line.lstrip())]
            loop_line = self.lines[loop.lineno - 1]
            loop_indent = loop_line[:len(loop_line) - len(loop_line.lstrip())]
            unit = body_indent[len(loop_indent):] if body_indent.startswith(loop_indent) else "    "
            unit = unit or "    "
            at = self.starts[first - 1]
            self.edits.append((at, at, body_indent + header + "\n", len(self.edits)))
            for line in range(first, last + 1):
                if line in deleted_lines or line in strings or not self.lines[line - 1].strip():
                    continue
                at = self.starts[line - 1]
                self.edits.append((at, at, unit, len(self.edits)))
        edits = sorted(self.edits, key=lambda e: (e[0], e[3]))
        for a, b in zip(edits, edits[1:]):
            if a[1] > b[0] and not (a[0] == a[1] == b[0]):
                raise PortError(f"{self.name}:{self.text.count(chr(10), 0, b[0]) + 1}: two rewrites overlap here; "
                                "this is a bug in tpuwb port, please report it with the file")
        text = self.text
        for start, end, new, _ in sorted(self.edits, key=lambda e: (e[0], e[3]), reverse=True):
            text = text[:start] + new + text[end:]
        return text

