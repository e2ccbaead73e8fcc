# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""The demo's stand-in for TT's Python environment (torch_xla with the TT PJRT plugin).

tt-xla's tests/conftest.py imports torch_xla.runtime first thing; on a machine without
TT's environment that import fails and pytest cannot start the runner. The demo's
tests/conftest.py does the same import, and pytest.ini puts this folder on the path so
that the demo behaves as a machine with TT's environment (its device stage is
tests/runner/utils/tt_simulation.py). Remove this folder and the demo is a machine
without it, as most are (CASES.md, "A runner that cannot start").
"""
