"""dtype-triage: the edit kinds a failure family's fixes are checked against.

Each family's rules module (families/<id>/<id>_edits.py) registers its kinds here
when the workbench loads it: for each kind, how to take one such edit back out of
a syntax tree (``undo``), what it is in words (``describe``), and what it may hold
(``content``). fix_tools.validate asks this registry; a kind no loaded module
registered is refused. A new family's kinds are a new module, never a new branch
here (as pyupgrade's plugins: one rule a file, each registering itself).

Runs inside the workbench's one embedded interpreter (its analysis thread), loaded
as the module ``dtriage_edit_rules``.
"""

import ast


class Rule:
    def __init__(self, undo, describe, content, backwards_of):
        # undo(after, before): yields trees, each `after` with one edit of the kind
        # taken out; the edit is that kind's when one of them equals `before`.
        self.undo = undo
        self.describe = describe
        # content(before, after): "" when what the edit brings in (or takes out)
        # is what an edit of the kind writes; else the reason.
        self.content = content
        # A kind that is another read backwards (a removal of an addition).
        self.backwards_of = backwards_of


RULES = {}


def register(kind, describe, undo=None, content=None, backwards_of=None):
    """Called by a family's rules module at its load, once per kind it writes."""
    if (undo is None) == (backwards_of is None):
        raise ValueError("the edit kind %r needs an undo or the kind it reads backwards" % kind)
    # One family's kind is never another's: a second rule would weaken the first's check.
    if kind in RULES:
        raise ValueError("the edit kind %r is registered already" % kind)
    RULES[kind] = Rule(undo, describe, content, backwards_of)


# ---------------------------------------------------------------- shared by the rules


def dump(tree):
    return ast.dump(tree, include_attributes=False)


def parse(text):
    """ast.parse of a file's text; a UTF-8 byte order mark (which Python itself
    skips in a file) is no syntax error, and it moves no line."""
    return ast.parse(text[1:] if text.startswith("\ufeff") else text)


def is_name(node, name):
    return isinstance(node, ast.Name) and node.id == name


def method(tree, name):
    """ModelLoader's method `name` in a module's tree, or None."""
    for cls in tree.body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            for stmt in cls.body:
                if isinstance(stmt, ast.FunctionDef) and stmt.name == name:
                    return stmt
    return None
