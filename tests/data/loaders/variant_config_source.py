# retinanet's form (tt-forge-models): the ModelInfo source is read from the variant's
# config, `cls._VARIANTS[variant].source` (a keyword, else its dataclass default);
# one variant's config class is not in this file, so its model_info.name is known at
# run time only (issue 46 §5). As efficientnet, a config may be a class attribute;
# as hidream_i1, the task a conditional on a tuple of variants.
from dataclasses import dataclass
from typing import Optional

from ...config import ModelConfig, ModelInfo, ModelGroup, ModelTask, ModelSource, Framework, StrEnum


@dataclass
class RetinaNetConfig(ModelConfig):
    source: ModelSource = ModelSource.CUSTOM


class ModelVariant(StrEnum):
    RETINANET_RN18FPN = "ResNet18_Backbone_with_FPN"
    RETINANET_RESNET50_FPN_V2 = "ResNet50_Backbone_with_FPN_V2"
    RETINANET_UNSTATED = "Unstated"


class ModelLoader:
    V2_CONFIG = RetinaNetConfig(
        pretrained_model_name="retinanet_resnet50_fpn_v2",
        source=ModelSource.TORCHVISION,
    )

    _VARIANTS = {
        ModelVariant.RETINANET_RN18FPN: RetinaNetConfig(
            pretrained_model_name="retinanet_rn18fpn",
        ),
        ModelVariant.RETINANET_RESNET50_FPN_V2: V2_CONFIG,
        ModelVariant.RETINANET_UNSTATED: ModelConfig(
            pretrained_model_name="retinanet_unstated",
        ),
    }
    DEFAULT_VARIANT = ModelVariant.RETINANET_RN18FPN

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        if variant is None:
            variant = cls.DEFAULT_VARIANT

        # Get source from variant config
        source = cls._VARIANTS[variant].source
        detectors = (ModelVariant.RETINANET_RN18FPN, ModelVariant.RETINANET_RESNET50_FPN_V2)
        task = ModelTask.CV_OBJECT_DET if variant in detectors else ModelTask.CV_IMAGE_SEG

        return ModelInfo(
            model="RetinaNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=task,
            source=source,
            framework=Framework.TORCH,
        )

    def load_inputs(self, dtype_override=None, batch_size=1):
        return None
