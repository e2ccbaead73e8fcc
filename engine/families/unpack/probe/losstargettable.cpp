#include "families/unpack/probe/losstargettable.h"

namespace dtriage {

std::optional<LossTarget> LossTargetTable::of(const QString& className)
{
    // Each row: a class of transformers and the loss its model is trained with, as
    // the model's own loss code reads it (the merged fixes of tt-forge-models #637).
    if (className == QLatin1String("DetrSegmentationOutput"))
        return LossTarget{QStringLiteral("pred_masks"),
                          tr("DETR's segmentation losses (the mask focal and dice losses) read pred_masks, the "
                             "per-pixel mask logits the skill's table gives for segmentation; the class logits, "
                             "boxes and hidden states are left out.")};
    if (className == QLatin1String("SamImageSegmentationOutput"))
        return LossTarget{QStringLiteral("pred_masks"),
                          tr("SAM is trained on its predicted masks (focal and dice losses against the "
                             "ground-truth masks); iou_scores only rank those masks.")};
    if (className == QLatin1String("SiglipOutput") || className == QLatin1String("CLIPOutput"))
        return LossTarget{QStringLiteral("logits_per_text"),
                          tr("the contrastive loss reads logits_per_text (logits_per_image is its transpose), as "
                             "the registry's CLIPOutput entry does; the embeddings and the encoders' outputs "
                             "are intermediates.")};
    return std::nullopt;
}

}  // namespace dtriage
