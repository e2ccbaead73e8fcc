# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models' bi_lstm_crf/pytorch/src/model_utils.py:
# the pip package it imports has the model folder's own name, so with the loaders'
# root first on sys.path (tt-xla's dynamic_loader.py) that folder answers the import.

import torch
from bi_tagger import BiRnnCrf


def create_model(vocab_size, tagset_size):
    return BiRnnCrf(vocab_size, tagset_size, embedding_dim=8, hidden_dim=8)


def create_sample_input(batch_size=1):
    return torch.zeros((batch_size, 5), dtype=torch.long)
