"""dtype-triage: the inputs family's loader edits (tt-xla's triage-inputs skill,
step 5), made in ``ModelLoader.load_inputs`` only and nowhere else.

Run inside the workbench's one embedded interpreter (never as a script): the
engine calls ``make(source, kind, spec, black_spec)`` and gets the edited text, or the reason
there is none. Every edit is then checked by fix_tools.validate (the syntax tree
changed in load_inputs only). The kinds:

- ``decoder_dict``: a list/tuple return whose decoder tensor lands in the wrong
  positional slot becomes a dict keyed by the forward's parameter names, built
  from the variables the return statement already uses (a missing decoder
  tensor is added as ``decoder_input_ids``);
- ``decoder_key``: a dict return without ``decoder_input_ids`` gets it,
  ``torch.full((batch, 1), <decoder start>, dtype=torch.long)``;
- ``targets``: synthetic targets in the form the model's loss reads (spec's
  ``targets_form``, the probe's trial): ``dicts``, a list of one dict per image
  (boxes float32 ``[[10., 10., 100., 100.]]``, labels int64 ``[1]``), or ``padded``,
  YOLOX's ``[B, 1, 5]`` tensor (a row ``[0, 100, 100, 50, 50]``); and a dict return
  keyed by the forward's own parameter names (a returned call is named ``images``
  first);
- ``batch_repeat``: the batch size 2 -- a ``batch_size`` default of 1 raised to 2,
  else the returned tensor repeated once along its batch dimension.

``spec`` (a dict): ``parameters`` (the forward's parameter names, in order),
``return_line`` (the line of the return the test's call reached, from the
probe; 0 when unknown), ``also_return_lines`` (the returns other variants'
calls reached that fail the same way: edited too, in the same diff), ``start`` (the decoder start token as Python source; empty when the model has
none), ``guard_variants`` (member names of ``ModelVariant``: the edit is made only
for them, under ``if self._variant in (ModelVariant.A, ...):`` with the return as it
was after it -- other variants share the return and their forward takes what it
returned, issue 46 §1), ``dims`` (the returned tensor's number of dimensions), ``first_key`` (the
first key of a returned mapping, as the probe saw it), ``batch_size_passed`` (the
runner gives load_inputs its batch_size: a default would change nothing).
"""

import ast
import keyword
import re
import sys

LINE_LENGTH = 88
PROCESSORS = ("processor", "feature_extractor", "tokenizer")


class Refused(Exception):
    """The edit cannot be made; the message says why (English, one sentence)."""


# ------------------------------------------------------------------ finding the place


def _parse(text):
    return ast.parse(text[1:] if text.startswith("\ufeff") else text)


def load_inputs_of(tree):
    for cls in tree.body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            for stmt in cls.body:
                if isinstance(stmt, ast.FunctionDef) and stmt.name == "load_inputs":
                    return stmt
    raise Refused("the loader has no ModelLoader.load_inputs")


def _returns(function):
    """The return statements of `function` itself (not of functions inside it)."""
    found = []
    stack = list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def reached_return(function, line):
    """The return statement the test's call ended at (`line`, from the probe: a
    load_inputs with a branch per variant or an early return has several; the
    fix edits the one this test reaches, which the variants sharing it share);
    without the probe's word, the only one there is."""
    returns = [r for r in _returns(function) if r.value is not None]
    if line:
        for ret in returns:
            if ret.lineno <= line <= ret.end_lineno:
                return ret
        if len(returns) != 1:  # one return is the one reached, whatever line a probe said
            raise Refused(f"the test's call returned at line {line}, where load_inputs has no return with a value")
    if len(returns) != 1:
        raise Refused(
            f"load_inputs returns in {len(returns)} places and the probe did not say which one the test reaches"
        )
    return returns[0]




def _parameter_names(function):
    args = function.args
    return [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]


def _assigned_names(function):
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def _assignment_of(function, name, before_line):
    """The value last assigned to `name` above `before_line`, or None."""
    value = None
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and node.lineno < before_line:
            if any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
                if value is None or node.lineno > value.lineno:
                    value = node
    return value.value if value is not None else None


def _callee(node):
    while isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr if not isinstance(node.value, (ast.Name, ast.Attribute)) else _dotted(node)
    return _dotted(node)


def _dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else node.attr
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


def processor_owner(function, value, line):
    """The processor call that made the returned value, or ""."""
    if isinstance(value, ast.Name):
        value = _assignment_of(function, value.id, line)
    while isinstance(value, (ast.Attribute, ast.Subscript)):
        value = value.value
    if isinstance(value, ast.Call):
        name = _callee(value)
        if any(p in name.lower() for p in PROCESSORS):
            return name
    return ""


# ------------------------------------------------------------------ text


class Text:
    """The file's lines as bytes (ast's column offsets are UTF-8 bytes)."""

    def __init__(self, source, black_spec):
        self.lines = source.encode("utf-8").splitlines(keepends=True)
        self.shaper = Shaper(source, black_spec)
        # New lines end as the file's first line does (a CRLF loader stays CRLF).
        first = self.lines[0] if self.lines else b"\n"
        self.newline = "\r\n" if first.endswith(b"\r\n") else "\n"
        # The edit changes what every return gives (load_inputs' signature), not one return's.
        self.every_return = False
        # The edit goes under a guard (one level deeper) when it is made for some variants only.
        self.deeper = ""

    def indent_of(self, node):
        line = self.lines[node.lineno - 1]
        return line[: len(line) - len(line.lstrip())].decode("utf-8") + self.deeper

    def segment(self, node):
        return ast.get_source_segment(self.source(), node)

    def source(self):
        return b"".join(self.lines).decode("utf-8")

    def alone(self, stmt):
        """The statement's lines hold nothing else (a trailing comment aside): its
        whole lines can be replaced, and lines can go in above it."""
        first = self.lines[stmt.lineno - 1]
        last = self.lines[stmt.end_lineno - 1]
        after = last[stmt.end_col_offset :].strip()
        return not first[: stmt.col_offset].strip() and (not after or after.startswith(b"#"))

    def comment_after(self, stmt):
        after = self.lines[stmt.end_lineno - 1][stmt.end_col_offset :].strip()
        return "  " + after.decode("utf-8") if after.startswith(b"#") else ""

    def encoded(self, new_lines):
        return [(l + self.newline).encode("utf-8") for l in new_lines]

    def replace_statement(self, stmt, new_lines):
        """The statement's lines replaced by `new_lines` (str, each without newline);
        its trailing comment stays on the last one."""
        new_lines = list(new_lines)
        new_lines[-1] += self.comment_after(stmt)
        self.lines[stmt.lineno - 1 : stmt.end_lineno] = self.encoded(new_lines)

    def insert_before(self, stmt, new_lines):
        at = stmt.lineno - 1
        self.lines[at:at] = self.encoded(new_lines)


class Shaper:
    """New statements as black writes them at their indentation: fix_tools'
    format_statement (already loaded in this interpreter) with the caller's choice
    of black, the checkout's or the workbench's. Without black a statement stays
    on one line, however long: the user's pre-commit shapes it, nothing here
    imitates black."""

    def __init__(self, whole_source, black_spec):
        tools = sys.modules.get("dtriage_fix_tools") or sys.modules.get("fix_tools")
        self.format = getattr(tools, "format_statement", None)
        self.spec = black_spec
        self.whole_source = whole_source
        self.used = ""  # "black 23.1.0" once black shaped a statement
        self.source = ""  # whose black: "checkout" or "workbench"
        self.unshaped = False  # some statement stayed as written
        self.asked = False  # the edit wrote a statement at all (not a default changed in place)

    def lines(self, indent, statement):
        self.asked = True
        if self.format is not None:
            shaped, used, source = self.format(statement + "\n", LINE_LENGTH - len(indent), self.whole_source, self.spec)
            if shaped:
                self.used, self.source = used, source
                return [indent + l if l else l for l in shaped.rstrip("\n").split("\n")]
        self.unshaped = True
        # A statement taken from the file (a returned call) keeps its own continuation lines.
        first, *rest = statement.split("\n")
        return [indent + first] + rest


# What the spec may say the decoder starts with: a number, or where the model the
# loader keeps holds it. The spec comes from a probe that may have run elsewhere
# (an imported file): nothing else from it is pasted into the loader.
START = re.compile(r"-?[0-9]+|self\.model\.(config|generation_config)\.decoder_start_token_id")


def constant(value):
    """A str, int, bool or None as Python source, rendered here: a str in double
    quotes with backslashes, quotes and every unprintable character escaped
    (the engine's PythonLiteral writes the same)."""
    if value is None or isinstance(value, (bool, int)):
        return repr(value)
    if not isinstance(value, str):
        raise Refused(f"a {type(value).__name__} key cannot be written as a constant")
    out = []
    for ch in value:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(repr(ch)[1:-1])
    return '"' + "".join(out) + '"'


def is_name(text):
    return isinstance(text, str) and text.isidentifier() and text.isascii() and not keyword.iskeyword(text)


def checked_spec(spec):
    """`spec` with every value that reaches the loader checked as data."""
    spec = dict(spec)
    params = list(spec.get("parameters") or [])
    for name in params:
        if not is_name(name):
            raise Refused(f"the forward parameter {constant(str(name))} is not a Python name")
    start = spec.get("start") or ""
    if start and not START.fullmatch(start):
        raise Refused(f"the decoder start {constant(str(start))} is neither a number nor the model's config")
    first = spec.get("first_key")
    if first is not None and not isinstance(first, str):
        raise Refused("the first key of the inputs is not text")
    spec["parameters"] = params
    guard = list(spec.get("guard_variants") or [])
    for name in guard:
        if not is_name(name):
            raise Refused(f"the variant {constant(str(name))} is not a Python name")
    spec["guard_variants"] = guard
    if spec.get("targets_form", "dicts") not in ("dicts", "padded"):
        raise Refused(f"no targets form {constant(str(spec.get('targets_form')))}")
    return spec


def dict_text(pairs):
    return "{" + ", ".join(f"{constant(k)}: {v}" for k, v in pairs) + "}"


def decoder_start_tensor(batch, start):
    return f"torch.full(({batch}, 1), {start}, dtype=torch.long)"


def batch_expression(function, first_value):
    """How many samples load_inputs makes: its batch_size, else the first input's batch."""
    if "batch_size" in _parameter_names(function):
        return "batch_size"
    return f"{first_value}.shape[0]"


# ------------------------------------------------------------------ the edits


def _decoder_dict(function, ret, text, spec):
    if not isinstance(ret.value, (ast.List, ast.Tuple)):
        raise Refused("load_inputs does not return a list or tuple")
    params = list(spec.get("parameters") or [])
    pairs = []
    for index, element in enumerate(ret.value.elts):
        if not isinstance(element, ast.Name):
            raise Refused(f"the return's item {index} is no variable; the dict cannot be built from it")
        if element.id in params:
            key = element.id
        elif index == 0 and params:
            key = params[0]  # the first positional input, under another name
        else:
            raise Refused(f"no forward parameter is named {element.id}; which one it is for is unclear")
        pairs.append((key, element.id))
    if len({k for k, _ in pairs}) != len(pairs):
        raise Refused("two of the return's items would go to one parameter")
    if "decoder_input_ids" not in {k for k, _ in pairs}:
        if not spec.get("start"):
            raise Refused("the model's config has no decoder_start_token_id to start the decoder with")
        batch = batch_expression(function, pairs[0][1] if pairs else "")
        pairs.append(("decoder_input_ids", decoder_start_tensor(batch, spec["start"])))
    text.replace_statement(ret, text.shaper.lines(text.indent_of(ret), "return " + dict_text(pairs)))
    keys = ", ".join(k for k, _ in pairs)
    return f"return a dict ({keys}) instead of a positional {type(ret.value).__name__.lower()}"


def _decoder_key(function, ret, text, spec):
    value = ret.value
    indent = text.indent_of(ret)
    if not spec.get("start"):
        raise Refused("the model's config has no decoder_start_token_id to start the decoder with")
    if isinstance(value, ast.Name):
        first = _first_key(_assignment_of(function, value.id, ret.lineno)) or spec.get("first_key") or ""
        if not first and "batch_size" not in _parameter_names(function):
            raise Refused(f"how many samples {value.id} holds is unclear (no batch_size, no first key)")
        batch = batch_expression(function, f"{value.id}[{constant(first)}]")
        line = f'{value.id}["decoder_input_ids"] = {decoder_start_tensor(batch, spec["start"])}'
        text.insert_before(ret, text.shaper.lines(indent, line))
        return f"add decoder_input_ids (decoder start {spec['start']}) to the dict load_inputs returns"
    if isinstance(value, ast.Dict) and all(isinstance(k, ast.Constant) for k in value.keys):
        pairs = [(k.value, text.segment(v)) for k, v in zip(value.keys, value.values)]
        if "batch_size" in _parameter_names(function) or (pairs and isinstance(value.values[0], ast.Name)):
            first = pairs[0][1] if pairs else ""
            pairs.append(("decoder_input_ids", decoder_start_tensor(batch_expression(function, first), spec["start"])))
            text.replace_statement(ret, text.shaper.lines(indent, "return " + dict_text(pairs)))
        else:
            _bind_and_add(function, ret, text, spec, pairs)
        return f"add decoder_input_ids (decoder start {spec['start']}) to the dict load_inputs returns"
    raise Refused("load_inputs returns no dict variable or dict literal to add decoder_input_ids to")


def _bind_and_add(function, ret, text, spec, pairs):
    """The returned dict bound to a name first: the batch is read off its first
    entry, whose expression (a call, a slice) is then run once, as before."""
    if not pairs:
        raise Refused("load_inputs returns an empty dict: how many samples it holds is unclear")
    used = {n.id for n in ast.walk(function) if isinstance(n, ast.Name)} | set(_parameter_names(function))
    free = [n for n in ("inputs", "inputs_", "inputs__", "loaded_inputs") if n not in used]
    if not free:
        raise Refused("load_inputs already uses every name the dict could be bound to")
    name = free[0]
    indent = text.indent_of(ret)
    start = decoder_start_tensor(f"{name}[{constant(pairs[0][0])}].shape[0]", spec["start"])
    text.replace_statement(
        ret,
        text.shaper.lines(indent, f"{name} = {dict_text(pairs)}")
        + text.shaper.lines(indent, f'{name}["decoder_input_ids"] = {start}')
        + text.shaper.lines(indent, f"return {name}"),
    )


def _first_key(dict_node):
    if isinstance(dict_node, ast.Dict) and dict_node.keys and isinstance(dict_node.keys[0], ast.Constant):
        return dict_node.keys[0].value
    return ""


TARGETS = (
    "targets = ["
    '{"boxes": torch.tensor([[10.0, 10.0, 100.0, 100.0]], dtype=torch.float32), '
    '"labels": torch.tensor([1], dtype=torch.int64)} '
    "for _ in range({batch})]"
)

# YOLOX's form: a padded [B, max_labels, 5] tensor, each row [class_id, cx, cy, w, h]
# in absolute pixels (tt-forge-models #643's yolox fix, its values).
PADDED_TARGETS = (
    "targets = torch.zeros(({batch}, 1, 5), dtype={images}.dtype)",
    "targets[:, 0] = torch.tensor([0.0, 100.0, 100.0, 50.0, 50.0], dtype={images}.dtype)",
)


def _images_of(function, ret, text):
    """The returned images as (name, the statement that names them or None): the
    variable returned, or the returned call (yolox's ``return
    self.input_preprocess(...)``) assigned to ``images`` first."""
    value = ret.value
    if isinstance(value, (ast.List, ast.Tuple)) and len(value.elts) == 1:
        value = value.elts[0]
    if isinstance(value, ast.Name):
        return value.id, None
    if not isinstance(value, ast.Call) or value is not ret.value:
        raise Refused("load_inputs returns no single images variable to pair with targets")
    if "images" in _assigned_names(function) or "images" in _parameter_names(function):
        raise Refused("load_inputs returns a call and already has a variable named images")
    return "images", "images = " + text.segment(value)


def _targets(function, ret, text, spec):
    owner = processor_owner(function, ret.value, ret.lineno)
    if owner:
        raise Refused(f"a processor owns the inputs ({owner}); targets cannot be put in cleanly")
    if "targets" in _assigned_names(function) or "targets" in _parameter_names(function):
        raise Refused("load_inputs already has a variable named targets")
    params = list(spec.get("parameters") or [])
    if "targets" not in params:
        raise Refused("the forward takes no targets parameter")
    image_parameter = params[0] if params[0] != "targets" else ""
    if not image_parameter:
        raise Refused("the forward's first parameter is targets; where the images go is unclear")
    indent = text.indent_of(ret)
    images, naming = _images_of(function, ret, text)
    batch = batch_expression(function, images)
    padded = spec.get("targets_form") == "padded"
    statements = [l.replace("{batch}", batch).replace("{images}", images) for l in PADDED_TARGETS] if padded \
        else [TARGETS.replace("{batch}", batch)]
    pairs = [(image_parameter, images), ("targets", "targets")]
    text.replace_statement(ret, text.shaper.lines(indent, "return " + dict_text(pairs)))
    # Each insertion lands right above the return: the last made is the first line.
    for statement in reversed(([naming] if naming else []) + statements):
        text.insert_before(ret, text.shaper.lines(indent, statement))
    if padded:
        return (f"add a synthetic targets tensor [B, max_labels, 5] (one box per image: the form the model's "
                f"loss reads, YOLOX's) and return {{{image_parameter}, targets}}")
    return f"add a synthetic targets list (one box per image) and return {{{image_parameter}, targets}}"


def _batch_repeat(function, ret, text, spec):
    args = function.args
    defaults = dict(zip([a.arg for a in args.args][len(args.args) - len(args.defaults):], args.defaults))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None})
    default = defaults.get("batch_size")
    if spec.get("batch_size_passed"):
        default = None  # the runner passes it: only a repeat changes the batch
    elif isinstance(default, ast.Constant) and default.value == 1:
        line = text.lines[default.lineno - 1]
        start, end = default.col_offset, default.end_col_offset
        text.lines[default.lineno - 1] = line[:start] + b"2" + line[end:]
        text.every_return = True
        return "raise load_inputs' batch_size default from 1 to 2"
    if "batch_size" in defaults and not spec.get("batch_size_passed"):
        raise Refused("load_inputs' batch_size default is not 1")
    if not isinstance(ret.value, ast.Name):
        raise Refused("load_inputs returns no single tensor variable to repeat")
    dims = int(spec.get("dims") or 0)
    if dims < 1:
        raise Refused("the returned value is no tensor with a batch dimension")
    name = ret.value.id
    ones = ", ".join(["2"] + ["1"] * (dims - 1))
    text.insert_before(ret, text.shaper.lines(text.indent_of(ret), f"{name} = {name}.repeat({ones})"))
    return f"repeat {name} once along its batch dimension (batch 2)"


EDITS = {
    "decoder_dict": _decoder_dict,
    "decoder_key": _decoder_key,
    "targets": _targets,
    "batch_repeat": _batch_repeat,
}


def _guarded(text, node, added, kept, variants):
    """The edit just made at `node` (its lines and the `added` ones above it, one
    level deeper already) put under ``if self._variant in (...)``, the return as it
    was (`kept`'s lines) after it for every other variant. The lines it added now."""
    if text.every_return:
        raise Refused("the edit changes load_inputs' signature, which no guard can keep from other variants")
    start, end = node.lineno - 1, node.end_lineno + added
    members = ", ".join(f"ModelVariant.{name}" for name in variants)
    members += "," if len(variants) == 1 else ""
    # Shaped as black writes the `if` (a long tuple wraps); its placeholder body dropped.
    line = kept[node.lineno - 1]
    indent = line[: len(line) - len(line.lstrip())].decode("utf-8")
    shaped = text.shaper.lines(indent, f"if self._variant in ({members}):\n    pass")
    head = "\n".join(shaped).split("\n")[:-1]
    region, original = text.lines[start:end], kept[node.lineno - 1 : node.end_lineno]
    if region[len(region) - len(original) :] == original:  # an edit above the return only: it moves in too
        region[len(region) - len(original) :] = [b"    " + l if l.strip() else l for l in original]
    text.lines[start:end] = text.encoded(head) + region + original
    return added + len(head) + node.end_lineno - node.lineno + 1


def _edit_returns(function, text, kind, spec):
    """The edit at the test's own return, then at each other variant's (spec's
    ``also_return_lines``: returns that fail the same way), bottom-up so the lines
    above stay where the syntax tree says. A refused edit of the test's own return
    refuses the fix; another variant's is left as it was and said so."""
    ret = reached_return(function, int(spec.get("return_line") or 0))
    todo, skipped = [(ret, True)], []
    for line in spec.get("also_return_lines") or []:
        others = [r for r in _returns(function) if r.value is not None and r.lineno == int(line)]
        if not others:
            skipped.append({"line": int(line), "why": "load_inputs has no return with a value there"})
        elif all(others[0] is not r for r, _ in todo):
            todo.append((others[0], False))
    edited, summaries = [], []
    guard = spec.get("guard_variants") or []
    text.deeper = "    " if guard else ""
    for node, own in sorted(todo, key=lambda pair: -pair[0].lineno):
        if text.every_return:
            break  # load_inputs' signature changed: every return has it already
        kept, every_return = list(text.lines), text.every_return
        try:
            if not text.alone(node):
                raise Refused("load_inputs' return shares its line with other code; the edit would change it")
            summary = EDITS[kind](function, node, text, spec)
            added = len(text.lines) - len(kept)
            if guard:
                added = _guarded(text, node, added, kept, guard)
                summary += " for " + ", ".join(guard) + " only (the other variants keep the return as it was)"
            summaries.append((node.lineno, summary))
            edited.append((node, added))
        except Refused as refused:
            if own:
                raise
            text.lines, text.every_return = kept, every_return
            skipped.append({"line": node.lineno, "why": str(refused)})
    return ret, edited, _summary(summaries), skipped


def _spans_after(edited):
    """Each edited return's lines in the edited file, [first, last]: its lines as it
    was, shifted by what the edits above it added (the edits went bottom-up, so an
    edit never moved the lines of one above it)."""
    spans, shift = [], 0
    for node, added in sorted(edited, key=lambda pair: pair[0].lineno):
        first = node.lineno + shift
        spans.append([first, first + node.end_lineno - node.lineno + added])
        shift += added
    return spans


def _summary(summaries):
    """One edit's summary; several's with the line each was made at."""
    summaries = sorted(summaries)
    if len(summaries) == 1:
        return summaries[0][1]
    if len({text for _, text in summaries}) == 1:
        lines = ", ".join(str(line) for line, _ in summaries)
        return f"{summaries[0][1]} (the returns at lines {lines})"
    return "; ".join(f"{text} (line {line})" for line, text in summaries)


def make(source, kind, spec, black_spec=None):
    """{"after": text, "summary": ..., "site": line, "edited_returns": [line, ...],
    "edited_after": [[first, last], ...] (those returns in the edited file),
    "other_returns": [line, ...], "skipped_returns": [{"line", "why"}], "formatter":
    "black 23.1.0" or "", "formatter_from": "checkout"/"workbench"/""} or {"refused":
    reason}; lines are the file's as it was. `black_spec` is fix_tools.format_statement's:
    whose black shapes the new statements."""
    try:
        if kind not in EDITS:
            raise Refused(f"unknown inputs edit {kind!r}")
        tree = _parse(source)
        function = load_inputs_of(tree)
        text = Text(source[1:] if source.startswith("\ufeff") else source, black_spec)
        ret, edited, summary, skipped = _edit_returns(function, text, kind, checked_spec(spec))
        after = ("\ufeff" if source.startswith("\ufeff") else "") + text.source()
        shaper = text.shaper
        formatter = "" if shaper.unshaped else shaper.used
        # "nothing": no statement for black (FormattingVerdict::nothingToShape says the same).
        source = "nothing" if not shaper.asked else (shaper.source if formatter else "")
        nodes = [node for node, _ in edited]
        left = [] if text.every_return else [r.lineno for r in _returns(function) if r.value and r not in nodes]
        return {"after": after, "summary": summary, "site": ret.lineno, "formatter": formatter,
                "formatter_from": source, "edited_returns": sorted(r.lineno for r in nodes),
                "edited_after": [] if text.every_return else _spans_after(edited),
                "other_returns": sorted(left), "skipped_returns": skipped}
    except Refused as refused:
        return {"refused": str(refused)}
    except SyntaxError as error:
        return {"refused": f"the loader does not parse: {error.msg} (line {error.lineno})"}
