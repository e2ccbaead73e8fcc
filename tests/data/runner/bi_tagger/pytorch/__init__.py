# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models' bi_lstm_crf/pytorch/__init__.py.
from .loader import ModelLoader, ModelVariant
