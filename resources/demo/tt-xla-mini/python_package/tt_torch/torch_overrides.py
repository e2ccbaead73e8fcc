# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Torch function overrides applied by the TT torch backend.

In tt-xla this module patches torch functions for the device; a per-test triage
must never edit it. The demo keeps an empty registry so the path exists.
"""

TORCH_FUNCTION_OVERRIDES = {}
