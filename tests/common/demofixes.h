#pragma once
// The loader edits CASES.md prescribes for the dtype family (one per loader) and
// the unpack_forward_output family (an override with its import, or a registry
// line), exactly as black formats them: tst_demopytest applies them to a copy of
// the demo to prove them with pytest. The inputs family's are in inputsfixes.h.
#include "unpackfixes.h"

namespace dtriage::testing {

struct LoaderFix
{
    const char *loader;
    const char *before;
    const char *after;
    const char *appended = ""; // after `after`: an unpack override (unpackfixes.h)
};

// The edits CASES.md prescribes, exactly as black formats them: one per loader for
// the dtype family; an unpack_forward_output override (with its import) or a
// registry line for the unpack family.
inline constexpr LoaderFix kFixes[] = {
    {"speecht5/pytorch/loader.py",
     "        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))\n",
     "        decoder_input_values = torch.zeros(\n"
     "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override\n"
     "        )\n"},
    {"densenet/pytorch/loader.py",
     "        pixel_values = torch.zeros((batch_size, 3, 16, 16))\n",
     "        pixel_values = torch.zeros((batch_size, 3, 16, 16), dtype=dtype_override)\n"},
    {"detr/pytorch/loader.py",
     "            pixel_mask = torch.ones((batch_size, 4, 4))\n",
     "            pixel_mask = torch.ones((batch_size, 4, 4), dtype=dtype_override)\n"},
    {"whisper/pytorch/loader.py",
     "        mel = torch.from_numpy(np.load(SAMPLE_FEATURES))\n",
     "        mel = torch.from_numpy(np.load(SAMPLE_FEATURES))\n"
     "        mel = mel.to(dtype_override) if dtype_override is not None else mel\n"},
    {"wav2vec2/pytorch/loader.py",
     "        peak = np.abs(waveform.numpy()).max()\n",
     "        peak = np.abs(waveform.float().numpy()).max()\n"},
    {"tinyllama/causal_lm/pytorch/loader.py",
     "        position_ids = torch.arange(0.0, self.config.seq_len).reshape(1, -1, 1)\n",
     "        position_ids = torch.arange(\n"
     "            0.0, self.config.seq_len, dtype=dtype_override\n"
     "        ).reshape(1, -1, 1)\n"},
    {"yolo_tuple/pytorch/loader.py",
     "        anchors = torch.full((batch_size, 6, 4), 0.5)\n",
     "        anchors = torch.full((batch_size, 6, 4), 0.5, dtype=dtype_override)\n"},
    // The unpack_forward_output family: an override per loader (retinanet's nested
    // sum its import first, then the method), the registry line for MultipleChoiceModelOutput, and mgp_str's wrong
    // registry entry removed for an override.
    {"ssd_tuple/pytorch/loader.py",
     "        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)\n"
     "        return images\n",
     "        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)\n"
     "        return images\n",
     kSsdTupleOverride},
    {"retinanet/pytorch/loader.py",
     "from ...base import ForgeModel\n",
     "from ...base import ForgeModel\n"
     "from ...tools.utils import extract_tensors_recursive\n"},
    {"retinanet/pytorch/loader.py",
     "        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)\n"
     "        return images\n",
     "        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)\n"
     "        return images\n",
     kRetinanetOverride},
    {"training_utils.py",
     "_register_attr(\"MgpstrModelOutput\", \"logits\")\n",
     "_register_attr(\"MgpstrModelOutput\", \"logits\")\n"
     "_register_attr(\"MultipleChoiceModelOutput\", \"logits\")\n"},
    {"training_utils.py",
     "_register_attr(\"MgpstrModelOutput\", \"logits\")\n",
     ""},
    {"mgp_str/pytorch/loader.py",
     "        pixel_values = torch.randn((batch_size, 3, 8, 24), dtype=dtype_override)\n"
     "        return pixel_values\n",
     "        pixel_values = torch.randn((batch_size, 3, 8, 24), dtype=dtype_override)\n"
     "        return pixel_values\n",
     kMgpStrOverride},
};

}  // namespace dtriage::testing
