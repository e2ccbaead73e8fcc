#pragma once
// The load_inputs edits CASES.md prescribes for the inputs family's i1-i4, as
// inputs_edit.py writes them (black-formatted): each replaces `before` (unique in
// its loader) with `after`, and i1 another variant's return (`alsoBefore`, whose
// call fails the same way) in the same diff. tst_demopytest applies them to prove
// them with pytest; tst_inputssession checks the sessions write exactly these.
#include <QByteArray>

namespace dtriage::testing {

struct InputsFix {
    const char* key;     // the training key
    const char* loader;  // relative to third_party/tt_forge_models/
    const char* before;
    const char* after;
    const char* alsoBefore = nullptr;
    const char* alsoAfter = nullptr;

    // The loader's text with the fix.
    QByteArray appliedTo(QByteArray text) const
    {
        text.replace(before, after);
        return alsoBefore ? text.replace(alsoBefore, alsoAfter) : text;
    }
};

inline constexpr InputsFix kInputsFixes[] = {
    {"speech_s2s/pytorch-Tiny-single_device-training", "speech_s2s/pytorch/loader.py",
     "        return [input_features, decoder_input_ids]\n",
     "        return {\n"
     "            \"input_features\": input_features,\n"
     "            \"decoder_input_ids\": decoder_input_ids,\n"
     "        }\n",
     "            return (input_features, decoder_input_ids)\n",
     "            return {\n"
     "                \"input_features\": input_features,\n"
     "                \"decoder_input_ids\": decoder_input_ids,\n"
     "            }\n"},
    {"t5_dict/pytorch-Small-single_device-training", "t5_dict/pytorch/loader.py",
     "        return inputs\n",
     "        inputs[\"decoder_input_ids\"] = torch.full(\n"
     "            (batch_size, 1), self.model.config.decoder_start_token_id, dtype=torch.long\n"
     "        )\n"
     "        return inputs\n"},
    {"ssdlite_det/pytorch-Lite320-single_device-training", "ssdlite_det/pytorch/loader.py",
     "        return images\n",
     "        targets = [\n"
     "            {\n"
     "                \"boxes\": torch.tensor(\n"
     "                    [[10.0, 10.0, 100.0, 100.0]], dtype=torch.float32\n"
     "                ),\n"
     "                \"labels\": torch.tensor([1], dtype=torch.int64),\n"
     "            }\n"
     "            for _ in range(batch_size)\n"
     "        ]\n"
     "        return {\"images\": images, \"targets\": targets}\n"},
    {"deeplab_pool/pytorch-Tiny-single_device-training", "deeplab_pool/pytorch/loader.py",
     "        return images\n",
     "        images = images.repeat(2, 1, 1, 1)\n"
     "        return images\n"},
};

}  // namespace dtriage::testing
