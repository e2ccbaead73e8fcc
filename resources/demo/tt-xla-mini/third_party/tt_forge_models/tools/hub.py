# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""The demo's stand-in for the Hugging Face Hub (no network here).

Loaders that read a model's files from the Hub call cached_file() as
transformers' from_pretrained() does (transformers.utils.hub.cached_file): the
files are in the cache, unless HF_HUB_OFFLINE=1 stands for a machine offline whose
cache lacks them -- then transformers' OSError, word for word (4.3x's wording,
which names the model).

Loaders that read sample inputs from a Hub dataset call load_dataset() as they
would call datasets.load_dataset(). A gated dataset answers as the Hub answers a
request without an accepted licence and token (datasets' DatasetNotFoundError,
word for word); with HF_TOKEN set, the request needs the network, which the demo
does not have: the ConnectionError huggingface_hub raises offline.
"""
import os

GATED_DATASETS = {"ILSVRC/imagenet-1k"}


def cached_file(repo_id, filename):
    if os.environ.get("HF_HUB_OFFLINE") == "1":
        raise OSError(
            "We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached "
            f"files and it looks like {repo_id} is not the path to a directory containing a file named "
            f"{filename}.\nCheckout your internet connection or see how to run the library in offline mode at "
            "'https://huggingface.co/docs/transformers/installation#offline-mode'."
        )
    return None


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
