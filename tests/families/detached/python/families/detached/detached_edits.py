"""dtype-triage test family "detached": its edit kinds, as edit_rules registers them.

The fix takes one ``.detach()`` off an expression of the loader: "drop_detach",
an "add_detach" read backwards.
"""

import ast
import sys

rules = sys.modules["dtriage_edit_rules"]


def _detached(node):
    """X for `X.detach()` (no arguments), else None."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "detach"
        and not node.args
        and not node.keywords
    ):
        return node.func.value
    return None


def _undo_add_detach(after, before):
    """Yields `after` with one `.detach()` unwrapped."""
    for parent in ast.walk(after):
        for field, value in ast.iter_fields(parent):
            inner = _detached(value) if isinstance(value, ast.AST) else None
            if inner is not None:
                setattr(parent, field, inner)
                yield after
                setattr(parent, field, value)


rules.register("add_detach", "one .detach() added to an expression", undo=_undo_add_detach)
rules.register("drop_detach", "one .detach() taken off an expression", backwards_of="add_detach")
