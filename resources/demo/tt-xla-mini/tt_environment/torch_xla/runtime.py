# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""torch_xla.runtime as far as the demo's runner uses it: one simulated device."""


def global_runtime_device_count():
    return 1


def clear_computation_cache():
    pass
