# SPDX-License-Identifier: Apache-2.0
"""What tt-xla's torch model tester passes `load_inputs` by default, read as Python reads
the module (tests/runner/testers/torch/dynamic_torch_model_tester.py), never by pattern.

In tt-xla (PR #4535 on) the value is a class attribute,

    class DynamicTorchModelTester(TorchModelTester):
        DEFAULT_TRAINING_BATCH_SIZE = 2

used as `self.DEFAULT_TRAINING_BATCH_SIZE` when the entry sets no batch_size. A
module-level constant (annotated or not) is read too, so is an attribute the tester
inherits from a class of the same module or one that names a module constant.
Loaded as dtriage_runner_tester (FixTools::moduleOf); nothing here imports the file.
"""
import ast
import importlib.util

NAME = "DEFAULT_TRAINING_BATCH_SIZE"
TESTER_CLASS = "DynamicTorchModelTester"
# A batch this big is no default a runner passes: the source is not what it seems.
MAX_BATCH = 100000


def _assignments(body):
    """(target name, value node, line) of the plain assignments directly in `body`."""
    for stmt in body:
        if isinstance(stmt, ast.Assign):
            targets, value = stmt.targets, stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            targets, value = [stmt.target], stmt.value
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                yield target.id, value, stmt.lineno


def _integer(node, constants):
    """The int `node` evaluates to: a literal, or a module constant by its name."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name) and node.id in constants:
        return constants[node.id][0]
    return None


def _module_constants(tree):
    """{name: (int value, line)}; the last assignment wins, as running the module would."""
    constants = {}
    for name, value, line in _assignments(tree.body):
        number = _integer(value, constants)
        if number is None:
            constants.pop(name, None)
        else:
            constants[name] = (number, line)
    return constants


def _classes(tree):
    return {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}


def _class_attribute(cls, classes, constants, seen):
    """(value, line, owner) of NAME on `cls` or the first base of this module that has
    it (Python's lookup, for single-module bases); (None, line, owner) when it is there
    but not a number; None when no class in the chain sets it."""
    if cls.name in seen:
        return None
    seen.add(cls.name)
    found = None
    for name, value, line in _assignments(cls.body):
        if name == NAME:
            found = (_integer(value, constants), line, cls.name)
    if found:
        return found
    for base in cls.bases:
        if isinstance(base, ast.Name) and base.id in classes:
            inherited = _class_attribute(classes[base.id], classes, constants, seen)
            if inherited:
                return inherited
    return None


def _answer(value, line, owner):
    if value is None or not 0 < value <= MAX_BATCH:
        return {"line": line, "owner": owner,
                "problem": "is set, but not to a whole number the workbench can read"}
    return {"value": value, "line": line, "owner": owner}


def training_batch_size(source):
    """{value, line, owner}: owner is the class ("" for a module constant); {} when the
    module defines none; {problem, line} when it defines one that is no number."""
    try:
        # Decoded as an import decodes it (PEP 263), then parsed.
        tree = ast.parse(importlib.util.decode_source(source))
    except (SyntaxError, ValueError) as error:
        return {"problem": f"does not parse: {error}", "line": getattr(error, "lineno", 0) or 0}
    constants = _module_constants(tree)
    classes = _classes(tree)
    if TESTER_CLASS in classes:
        found = _class_attribute(classes[TESTER_CLASS], classes, constants, set())
        if found:
            return _answer(*found)
    for name, value, line in reversed(list(_assignments(tree.body))):
        if name == NAME:
            return _answer(_integer(value, constants), line, "")
    return {}
