# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""The demo's stand-in for the Hugging Face Hub's datasets (no network here).

Loaders that read sample inputs from a Hub dataset call load_dataset() as they
would call datasets.load_dataset(). A gated dataset answers as the Hub answers a
request without an accepted licence and token (datasets' DatasetNotFoundError,
word for word); with HF_TOKEN set, the request needs the network, which the demo
does not have: the ConnectionError huggingface_hub raises offline.
"""
import os

GATED_DATASETS = {"ILSVRC/imagenet-1k"}


class DatasetNotFoundError(FileNotFoundError):
    """datasets.exceptions.DatasetNotFoundError"""


def load_dataset(name, split=None):
    if name in GATED_DATASETS and not os.environ.get("HF_TOKEN"):
        raise DatasetNotFoundError(
            f"Dataset '{name}' is a gated dataset on the Hub. You must be "
            "authenticated to access it."
        )
    raise ConnectionError(
        "HTTPSConnectionPool(host='huggingface.co', port=443): Max retries "
        f"exceeded with url: /api/datasets/{name}/revision/main"
    )
