# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
A miniature SpeechT5 text-to-speech model and processor. The processor's files
come from the Hub as transformers' do (the demo's stand-in, tools/hub.py: cached,
unless the machine is offline with an empty cache).

Same call shape as transformers' SpeechT5ForTextToSpeech: token ids and an
attention mask for the encoder, `decoder_input_values` (mel frames) for the
decoder pre-net, and an output object with a `spectrogram`.
"""
from dataclasses import dataclass

import torch
from torch import nn

from ....tools.hub import cached_file


@dataclass
class SpeechT5Config:
    vocab_size: int = 32
    hidden_size: int = 16
    num_mel_bins: int = 8
    reduction_factor: int = 2


@dataclass
class Seq2SeqSpectrogramOutput:
    spectrogram: torch.Tensor


class SpeechT5Processor:
    """Character tokenizer standing in for the HuggingFace processor."""

    def __init__(self, vocab_size=32):
        cached_file("microsoft/speecht5_tts", "preprocessor_config.json")
        self.vocab_size = vocab_size

    def __call__(self, text, return_tensors="pt"):
        ids = [2 + (ord(c) % (self.vocab_size - 2)) for c in text.lower()]
        input_ids = torch.tensor([ids])
        attention_mask = torch.ones_like(input_ids)
        return {"input_ids": input_ids, "attention_mask": attention_mask}


class SpeechT5ForTextToSpeech(nn.Module):
    def __init__(self, config: SpeechT5Config):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.encoder = nn.Linear(config.hidden_size, config.hidden_size)
        self.speech_decoder_prenet = nn.Linear(config.num_mel_bins, config.hidden_size)
        self.decoder = nn.Linear(config.hidden_size, config.hidden_size)
        self.feat_out = nn.Linear(
            config.hidden_size, config.num_mel_bins * config.reduction_factor
        )

    def forward(self, input_ids, attention_mask, decoder_input_values):
        hidden = torch.tanh(self.encoder(self.embed_tokens(input_ids)))
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        context = (hidden * mask).sum(dim=1, keepdim=True) / mask.sum(
            dim=1, keepdim=True
        )
        decoder_hidden = torch.relu(self.speech_decoder_prenet(decoder_input_values))
        decoder_hidden = torch.tanh(self.decoder(decoder_hidden + context))
        spectrogram = self.feat_out(decoder_hidden).view(
            decoder_hidden.shape[0], -1, self.config.num_mel_bins
        )
        return Seq2SeqSpectrogramOutput(spectrogram=spectrogram)
