# SPDX-FileCopyrightText: (c) 2024 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

# The demo's stand-in for tt-xla's tests/conftest.py (tt-xla 95c1c1ce7): as there,
# its imports come first and one of them is TT's environment (line 21 there), so on
# a machine without torch_xla pytest stops before it reads any option or collects
# any test: "ImportError while loading conftest '.../tests/conftest.py'", exit 4.
# The demo's TT environment is the stand-in in tt_environment/ (pytest.ini puts it
# on the path); without that folder the demo is such a machine (CASES.md).
import os

import pytest
import torch
import torch_xla.runtime as xr


@pytest.fixture()
def clear_torchxla_computation_cache():
    """
    Pytest fixture that clears the TorchXLA computation cache before each test.
    """
    yield
    xr.clear_computation_cache()
