#pragma once
// The unpack_forward_output overrides CASES.md prescribes for u1, u2 and u4, as
// OverrideWriter writes them from the forward probe's tree (tst_forwardprobe checks
// that) and as tst_demopytest applies them to prove them with pytest. Each starts
// with its blank line and is inserted after the loader's load_inputs. A flat
// tuple of tensors is summed as the skill writes it, with no import (u1, u4); a
// nested structure goes through extract_tensors_recursive (u2).

namespace dtriage::testing {

inline constexpr const char* kSsdTupleOverride =
    "\n"
    "    def unpack_forward_output(self, forward_output):\n"
    "        \"\"\"Return what training runs backward on.\n"
    "\n"
    "        Forward output structure:\n"
    "            tuple of 2:\n"
    "              [0] Tensor (2, 16, 6) torch.bfloat16\n"
    "              [1] Tensor (2, 16, 4) torch.bfloat16\n"
    "\n"
    "        What is selected and why:\n"
    "            the sum of all 2 tensors: the class logits and the box regression are both\n"
    "            read by the SSD loss.\n"
    "        \"\"\"\n"
    "        return sum(t.sum() for t in forward_output)\n";

inline constexpr const char* kRetinanetOverride =
    "\n"
    "    def unpack_forward_output(self, forward_output):\n"
    "        \"\"\"Return what training runs backward on.\n"
    "\n"
    "        Forward output structure:\n"
    "            dict of 3:\n"
    "              cls_logits: list of 2:\n"
    "                [0] Tensor (2, 160) torch.bfloat16\n"
    "                [1] Tensor (2, 40) torch.bfloat16\n"
    "              bbox_regression: list of 2:\n"
    "                [0] Tensor (2, 128) torch.bfloat16\n"
    "                [1] Tensor (2, 32) torch.bfloat16\n"
    "              anchors: list of 2:\n"
    "                [0] Tensor (16, 4) torch.float32\n"
    "                [1] Tensor (4, 4) torch.float32\n"
    "\n"
    "        What is selected and why:\n"
    "            the sum of cls_logits and bbox_regression: the focal and box losses read the\n"
    "            two heads; the anchors are no loss's input.\n"
    "        \"\"\"\n"
    "        tensors = []\n"
    "        extract_tensors_recursive(\n"
    "            [forward_output[\"cls_logits\"], forward_output[\"bbox_regression\"]], tensors\n"
    "        )\n"
    "        return sum(t.sum() for t in tensors)\n";

inline constexpr const char* kMgpStrOverride =
    "\n"
    "    def unpack_forward_output(self, forward_output):\n"
    "        \"\"\"Return what training runs backward on.\n"
    "\n"
    "        Forward output structure:\n"
    "            MgpstrModelOutput of 1:\n"
    "              logits: tuple of 3:\n"
    "                [0] Tensor (2, 5, 12) torch.bfloat16\n"
    "                [1] Tensor (2, 5, 20) torch.bfloat16\n"
    "                [2] Tensor (2, 5, 24) torch.bfloat16\n"
    "\n"
    "        What is selected and why:\n"
    "            the sum of logits: the character, BPE and WordPiece heads each feed one of\n"
    "            the three cross-entropy losses MGP-STR adds up.\n"
    "        \"\"\"\n"
    "        return sum(t.sum() for t in forward_output.logits)\n";

}  // namespace dtriage::testing
