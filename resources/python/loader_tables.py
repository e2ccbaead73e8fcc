# SPDX-License-Identifier: Apache-2.0
"""The fixed tables of the loader analysis: which torch calls make tensors and how
they pick a dtype, which keys and methods have a known dtype, and the analysis' limits.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_tables.
"""
import builtins

# torch constructors, by how they decide their dtype when no dtype= is given.
FLOAT_CTORS = {"zeros", "ones", "empty", "rand", "randn", "eye", "linspace",
               "logspace", "normal", "empty_strided", "bartlett_window",
               "hann_window", "hamming_window", "blackman_window", "kaiser_window"}
INT_CTORS = {"randint", "randperm", "tril_indices", "triu_indices"}
DATA_CTORS = {"tensor", "as_tensor", "asarray"}
RANGE_CTORS = {"arange", "range"}
FULL_CTORS = {"full"}
LIKE_CTORS = {"zeros_like", "ones_like", "empty_like", "rand_like", "randn_like",
              "full_like", "randint_like"}
FLOAT_TYPE_CTORS = {"FloatTensor", "Tensor", "DoubleTensor"}
ALL_CTORS = (FLOAT_CTORS | INT_CTORS | DATA_CTORS | RANGE_CTORS | FULL_CTORS
             | LIKE_CTORS | FLOAT_TYPE_CTORS)

# Sources that produce a tensor (or array) without a dtype= of their own.
NUMPY_FILE_SOURCES = {"numpy.load", "numpy.fromfile", "numpy.loadtxt", "numpy.genfromtxt"}
TORCH_FILE_SOURCES = {"torch.load", "torch.from_numpy", "torch.frombuffer"}
EXTERNAL_WORDS = ("processor", "tokenizer", "feature_extractor", "extractor",
                  "transform", "load_dataset", "preprocess")

# Processor output keys whose dtype is known from transformers' conventions.
INT_KEYS = {"input_ids", "attention_mask", "token_type_ids", "decoder_input_ids",
            "decoder_attention_mask", "labels", "position_ids", "pixel_mask",
            "special_tokens_mask", "cache_position", "image_sizes", "input_lengths"}
FLOAT_KEYS = {"pixel_values", "input_features", "input_values", "decoder_input_values",
              "inputs_embeds", "audio_values", "spectrogram", "pixel_values_videos"}

DTYPE_KINDS = {
    "float32": "float32", "float": "float32", "float64": "float64", "double": "float64",
    "float16": "float16", "half": "float16", "bfloat16": "bfloat16",
    "int64": "int", "long": "int", "int32": "int", "int": "int", "int16": "int",
    "short": "int", "int8": "int", "uint8": "int", "bool": "bool",
    "complex64": "complex", "complex128": "complex", "cfloat": "complex",
}
# Tensor methods that change the dtype; every other method keeps the receiver's.
METHOD_DTYPES = {"float": "float32", "double": "float64", "half": "float16",
                 "bfloat16": "bfloat16", "long": "int", "int": "int", "short": "int",
                 "bool": "bool", "byte": "int", "char": "int"}
NON_TENSOR_METHODS = {"tolist", "item", "size", "dim", "numel", "stride", "data_ptr",
                      "is_floating_point", "element_size", "nelement", "get_device",
                      "is_contiguous", "__len__", "keys"}
COMBINING_FUNCS = {"cat", "stack", "concat", "concatenate", "hstack", "vstack",
                   "dstack", "column_stack"}

# ModelInfo enum values of the real tt-forge-models config, used only when the
# checkout's config.py cannot be read; unknown members fall back to lower case.
FALLBACK_ENUMS = {
    "Framework": {"TORCH": "pytorch", "JAX": "jax", "NUMPY": "numpy", "ONNX": "onnx",
                  "PADDLE": "paddle", "TENSORFLOW": "tensorflow"},
    "ModelSource": {"HUGGING_FACE": "huggingface", "TORCH_HUB": "torch_hub",
                    "CUSTOM": "custom", "TORCHVISION": "torchvision", "TIMM": "timm",
                    "GITHUB": "github", "OSMR": "osmr", "PADDLE": "paddlemodels",
                    "EASYOCR": "easyocr", "KERAS": "keras"},
    # Every member's value is its name in lower case (config.py): no table needed, but
    # known as config.py's enums, unlike any other `X.Y` a name is built of.
    "ModelTask": {},
    "ModelGroup": {},
}

BUILTIN_NAMES = set(dir(builtins))
MAX_HELPER_DEPTH = 5
MAX_UNROLLED_KEYS = 64
