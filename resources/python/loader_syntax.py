# SPDX-License-Identifier: Apache-2.0
"""Reading the loader's syntax: byte-exact spans (Source), import aliases (Names) and
small questions about one ast node (a string constant, a keyword argument, a number's
kind, a variable's name).

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_syntax.
"""
import ast
import re

from dtriage_loader_tables import ALL_CTORS


# --------------------------------------------------------------------------- source

class Source:
    """Byte-exact spans: ast columns are UTF-8 byte offsets into each line."""

    def __init__(self, text):
        self.data = text.encode("utf-8", "surrogatepass")
        self.starts = [0]
        # Python's tokenizer breaks lines at \r\n, \r and \n, never at form feed.
        for m in re.finditer(rb"\r\n|\r|\n", self.data):
            self.starts.append(m.end())

    def offset(self, line, col):
        if line - 1 >= len(self.starts):
            return len(self.data)
        return self.starts[line - 1] + col

    def char_col(self, line, col):
        start = self.offset(line, 0)
        head = self.data[start:start + col]
        if head.isascii():
            return col
        text = head.decode("utf-8", "replace")
        return len(text) + sum(1 for c in text if ord(c) > 0xFFFF)

    def segment(self, node):
        a = self.offset(node.lineno, node.col_offset)
        b = self.offset(node.end_lineno, node.end_col_offset)
        return self.data[a:b].decode("utf-8", "replace")

    def span(self, node):
        if node is None or getattr(node, "lineno", None) is None:
            return None
        return {"sl": node.lineno, "sc": node.col_offset,
                "el": node.end_lineno, "ec": node.end_col_offset,
                "scc": self.char_col(node.lineno, node.col_offset),
                "ecc": self.char_col(node.end_lineno, node.end_col_offset),
                "text": self.segment(node)}

    def indent(self, node):
        start = self.offset(node.lineno, 0)
        head = self.data[start:start + node.col_offset].decode("utf-8", "replace")
        return head if head.strip() == "" else ""

    def one_line(self, node, limit=200):
        text = " ".join(self.segment(node).split())
        return text if len(text) <= limit else text[:limit - 1] + "\u2026"


# --------------------------------------------------------------------------- names

class Names:
    """Import aliases, so that `th.zeros` and `from torch import zeros` are torch.zeros."""

    def __init__(self, imports):
        self.alias = {}
        self.star_modules = []
        for node in imports:
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.alias[a.asname] = a.name
                    else:
                        self.alias.setdefault(a.name.split(".")[0], a.name.split(".")[0])
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for a in node.names:
                    if a.name == "*":
                        self.star_modules.append(node.module)
                    else:
                        self.alias[a.asname or a.name] = node.module + "." + a.name

    def dotted(self, node):
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        parts.append(node.id)
        return ".".join(reversed(parts))

    def qualify(self, node):
        text = self.dotted(node)
        if text is None:
            return None
        head, _, rest = text.partition(".")
        if head in self.alias:
            head = self.alias[head]
        elif "." not in text and "torch" in self.star_modules and text in ALL_CTORS:
            head = "torch." + text
        return head + ("." + rest if rest else "")

    def torch_ctor(self, call):
        q = self.qualify(call.func)
        if q and q.startswith("torch.") and q.count(".") == 1 and q[6:] in ALL_CTORS:
            return q[6:]
        return None


def const_str(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def keyword(call, name):
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    return None


def numeric_kind(node):
    """'float', 'int' or None for an expression used as a number."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            return "bool"
        if isinstance(node.value, float):
            return "float"
        if isinstance(node.value, int):
            return "int"
        return None
    if isinstance(node, ast.UnaryOp):
        return numeric_kind(node.operand)
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Div):
            return "float"
        kinds = {numeric_kind(node.left), numeric_kind(node.right)}
        if "float" in kinds:
            return "float"
        return "int" if kinds == {"int"} else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return {"float": "float", "int": "int", "len": "int"}.get(node.func.id)
    if isinstance(node, ast.Name) and node.id in ("batch_size", "seq_len", "num_classes"):
        return "int"
    return None


def data_kind(node):
    """Whether literal tensor data holds a float: torch.tensor([1.0]) vs ([1, 2])."""
    if isinstance(node, (ast.List, ast.Tuple)):
        kinds = {data_kind(e) for e in node.elts}
        if "float" in kinds:
            return "float"
        if kinds and kinds <= {"int", "bool"}:
            return "int"
        return None
    return numeric_kind(node)


def name_of(node):
    """The variable `node` names: `x` or `self.x`; None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self"):
        return "self." + node.attr
    return None
