# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""A stand-in for the TT device stage of the demo checkout.

The real runner compiles the model with tt-mlir and runs it on a Tenstorrent
device after the CPU golden run. There is no device here, so this table decides
what that stage does, per test key, deterministically. Keys not in the table
compile, run and match the CPU result (PCC 1.0).

The stage only runs once the CPU forward (and, for training, backward) has
succeeded, exactly like the real tester: a CPU dtype error never gets here.

The real pipeline writes the last stage it started to ._bringup_stage.txt and
the runner maps it to a bring-up status (parse_last_bringup_stage); here
last_stage() gives it, None before any device stage began.
"""

import os
import signal
import sys

from tests.runner.test_utils import BringupStatus


_LAST_STAGE = [None]


def last_stage():
    """The bring-up status of the last device stage started, or None."""
    return _LAST_STAGE[0]


class CompileError:
    """tt-mlir rejects the graph: the diagnostic is printed and raised."""

    bringup_status = BringupStatus.FAILED_TTMLIR_COMPILATION

    def __init__(self, diagnostic):
        self.diagnostic = diagnostic

    def run(self, test_metadata):
        print(f'loc("tt-xla-mini"): {self.diagnostic}', file=sys.stderr, flush=True)
        raise RuntimeError(self.diagnostic)


class DeviceFatal:
    """Compilation succeeds; the device run hits TT_FATAL / TT_THROW."""

    bringup_status = BringupStatus.FAILED_RUNTIME

    def __init__(self, message):
        self.message = message

    def run(self, test_metadata):
        print(f"Always | FATAL | {self.message}", file=sys.stderr, flush=True)
        raise RuntimeError(self.message)


class Crash:
    """The device run kills the test's process (a segfault in the runtime).

    Only a forked test (pytest-forked, `--forked` as the nightly's presets run
    them) survives it as a report: pytest-forked reports the dead child as a
    failure at when="???" and the runner's conftest re-files it (conftest.py).
    Without --forked it kills pytest itself, as it would in tt-xla.
    """

    bringup_status = BringupStatus.FAILED_RUNTIME

    def __init__(self, signum=signal.SIGSEGV):
        self.signum = signum

    def run(self, test_metadata):
        sys.stdout.flush()
        sys.stderr.flush()
        os.kill(os.getpid(), self.signum)


class PccMismatch:
    """The device result diverges from the CPU golden by this PCC."""

    def __init__(self, pcc):
        self.pcc = pcc

    bringup_status = BringupStatus.INCORRECT_RESULT

    def run(self, test_metadata, comparison):
        required = test_metadata.required_pcc
        print(f"PCC = {self.pcc:.4f} (required {required})", flush=True)
        comparison.update(pcc=self.pcc, pcc_threshold=required)
        if test_metadata.assert_pcc is False or self.pcc >= required:
            return
        raise AssertionError(
            f"PCC comparison failed. Calculated: PCC = {self.pcc:.4f}. "
            f"Required: PCC = {required}."
        )


OUTCOMES = {
    "speecht5/pytorch-Tts-single_device-training": CompileError(
        "error: 'ttir.sum' op Reduce dimensions are not unique"
    ),
    "detr/pytorch-ResNet101-single_device-training": PccMismatch(0.8703),
    "detr/pytorch-ResNet50_DC5-single_device-training": DeviceFatal(
        "TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: "
        "Out of memory on device 0 (DRAM, 104857600 B requested)"
    ),
    "detr/pytorch-ResNet50_NoMask-single_device-training": CompileError(
        "error: failed to legalize operation 'stablehlo.scatter'"
    ),
    "tinyllama/causal_lm/pytorch-single_device-training": DeviceFatal(
        "TT_THROW @ /tt-metal/tt_metal/impl/dispatch/hardware_command_queue.cpp:138: "
        "Timeout in dispatch kernel on device 0"
    ),
    "mlp_mixer/pytorch-Mixer_Tiny-single_device-training": PccMismatch(0.9512),
    "chest_xray/pytorch-Rgb-single_device-training": CompileError(
        "error: 'ttir.batch_norm' op Training-mode batch norm is not supported by the TT backend"
    ),
    "retinanet/pytorch-Tiny-single_device-training": PccMismatch(0.9721),
    "roberta_mc/pytorch-Tiny-single_device-training": CompileError(
        "error: 'ttir.gather' op Unsupported gather pattern for the TT backend"
    ),
    "t5_dict/pytorch-Small-single_device-training": CompileError(
        "error: 'ttir.scatter' op Unsupported scatter pattern for the TT backend"
    ),
    "ssdlite_det/pytorch-Lite320-single_device-training": PccMismatch(0.9512),
}


def run_device_stage(test_key, test_metadata, comparison):
    """Compile and run `test_key` on the (simulated) device; raise on failure.

    Stages are started as the real pipeline starts them (compile, then run);
    `comparison` gets the device-vs-CPU comparison once the run finished, as the
    real tester's comparison results (pcc, its threshold, whether it asserts).
    """
    print(f"Compiling {test_key} for the TT device (simulated)", flush=True)
    outcome = OUTCOMES.get(test_key)
    _LAST_STAGE[0] = BringupStatus.FAILED_TTMLIR_COMPILATION
    if isinstance(outcome, CompileError):
        outcome.run(test_metadata)
    _LAST_STAGE[0] = BringupStatus.FAILED_RUNTIME
    if isinstance(outcome, (DeviceFatal, Crash)):
        outcome.run(test_metadata)
    comparison.update(
        pcc=1.0,
        pcc_threshold=test_metadata.required_pcc,
        pcc_assertion_enabled=test_metadata.assert_pcc is not False,
    )
    if isinstance(outcome, PccMismatch):
        outcome.run(test_metadata, comparison)
    print(f"Device run of {test_key} finished", flush=True)


def reset_stage():
    _LAST_STAGE[0] = None
