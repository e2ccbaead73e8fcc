// UnpackDecision and ForwardFindings on hand-made probe events: the cases the demo
// does not reach (a bfloat16-only failure, several tensors on a named class, an
// override that raises, a probe cut short) and malformed events.
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/unpackdecision.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace dtriage;

namespace {

using Action = UnpackDecision::Action;

QJsonObject tensor(QJsonArray shape) { return {{"kind", "tensor"}, {"shape", shape}, {"dtype", "torch.bfloat16"}}; }

// A tensor as forward_probe.py prints it with its "requires_grad".
QJsonObject tracked(QJsonArray shape, bool requiresGrad)
{
    QJsonObject t = tensor(shape);
    t.insert("requires_grad", requiresGrad);
    return t;
}

QJsonObject container(const char* kind, const char* cls, const QList<QPair<QString, QJsonObject>>& entries)
{
    QJsonArray list;
    for (const auto& [key, value] : entries)
        list.append(QJsonObject{{"key", key}, {"value", value}});
    return {{"kind", kind}, {"class", cls}, {"entries", list}, {"more", 0}};
}

QJsonObject phase(const char* name, bool ok, const QString& message = {})
{
    QJsonObject e{{"event", "phase_result"}, {"phase", name}, {"ok", ok}};
    if (!ok)
        e.insert("stage", "forward"), e.insert("error_type", "RuntimeError"), e.insert("message", message);
    return e;
}

// A probe that got as far as unpacking `output` with `handler` and failed (or not).
QList<QJsonObject> probed(const QJsonObject& output, const char* handler, bool unpackedOk)
{
    return {phase("BFLOAT16", true),
            {{"event", "output_tree"}, {"tree", output}},
            {{"event", "unpack_handler"}, {"kind", handler}, {"class", output.value("class")}},
            {{"event", "unpack_result"}, {"ok", unpackedOk}, {"error_type", "ValueError"}, {"message", "no"}},
            {{"event", "done"}}};
}

UnpackDecision decide(const QList<QJsonObject>& events)
{
    const Result<ForwardFindings> found = ForwardFindings::fromEvents(events);
    return found ? UnpackDecision::decide(*found) : UnpackDecision{};
}

}  // namespace

class TestUnpackDecision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bfloat16OnlyIsNotThisFamily()
    {
        const auto events = QList<QJsonObject>{phase("BFLOAT16", false, "mat1 and mat2 must have the same dtype"),
                                               phase("FLOAT32", true), {{"event", "done"}}};
        const UnpackDecision d = decide(events);
        QCOMPARE(d.action, Action::NotThisFamily);
        QVERIFY(!d.allowsEdits());
        QVERIFY(d.explanation().contains(QStringLiteral("bfloat16 only")));
    }

    void cutShortIsIncomplete()
    {
        QCOMPARE(decide({phase("BFLOAT16", false, "boom")}).action, Action::Incomplete);
        QCOMPARE(decide({phase("BFLOAT16", true)}).action, Action::Incomplete);  // no tree, no unpack
        QCOMPARE(UnpackDecision::actionName(Action::Incomplete), QStringLiteral("incomplete"));
    }

    void severalTensorsPreferAConventionalTarget()
    {
        const QJsonObject output = container("mapping", "SequenceClassifierOutput",
                                             {{"hidden", tensor({2, 4})}, {"logits", tensor({2, 3})}});
        const UnpackDecision d = decide(probed(output, "none", false));
        QCOMPARE(d.action, Action::RegistryEntry);
        QCOMPARE(d.attribute, QStringLiteral("logits"));
        QVERIFY(d.judgementCall);
        QVERIFY(d.explanation().contains(QStringLiteral("logits")));
    }

    void severalTensorsWithoutAConventionalTargetProposeTheFirst()
    {
        const QJsonObject output = container("mapping", "QuestionAnsweringModelOutput",
                                             {{"start_logits", tensor({2, 8})}, {"end_logits", tensor({2, 8})}});
        const UnpackDecision d = decide(probed(output, "none", false));
        QCOMPARE(d.action, Action::RegistryEntry);
        QCOMPARE(d.attribute, QStringLiteral("start_logits"));
        QVERIFY(d.judgementCall);
    }

    void namedClassWithoutATopLevelTensorIsAnOverride()
    {
        const QJsonObject heads = container("sequence", "list", {{"0", tensor({2, 4})}, {"1", tensor({2, 2})}});
        const QJsonObject output = container("object", "Detections", {{"heads", heads}});
        const UnpackDecision d = decide(probed(output, "none", false));
        QCOMPARE(d.action, Action::Override);
        QCOMPARE(d.tensorPaths, (QStringList{"heads[0]", "heads[1]"}));
        QVERIFY(d.judgementCall);
    }

    // forward_probe.py stops reading at its MAX_DEPTH ("truncated"): with no tensor
    // above that, nothing is proposed and the words say why -- not "did not get as
    // far as unpacking"; with some above it, the proposal may miss others: the user's call.
    void tensorsDeeperThanTheProbeReadsAreSaid()
    {
        QJsonObject deep{{"kind", "truncated"}, {"class", "list"}};
        for (int level = 0; level < 7; ++level)
            deep = container("sequence", "list", {{"0", deep}});
        const UnpackDecision none = decide(probed(deep, "none", false));
        QCOMPARE(none.action, Action::TooDeep);
        QVERIFY(!none.allowsEdits());
        QVERIFY2(none.explanation().contains(QStringLiteral("deeper than the probe reads (8 levels)")),
                 qPrintable(none.explanation()));
        QCOMPARE(UnpackDecision::actionFromName(UnpackDecision::actionName(none.action)), Action::TooDeep);

        const QJsonObject some = container("sequence", "tuple", {{"0", tensor({2, 4})}, {"1", deep}});
        const UnpackDecision partly = decide(probed(some, "none", false));
        QCOMPARE(partly.action, Action::Override);
        QCOMPARE(partly.tensorPaths, QStringList{"[0]"});
        QVERIFY(partly.judgementCall);
    }

    // A person wrote that method: nothing is edited, a person rewrites it.
    void anOverrideThatRaisesIsLeftToAPerson()
    {
        const QJsonObject output = container("sequence", "tuple", {{"0", tensor({2})}});
        const UnpackDecision d = decide(probed(output, "override", false));
        QCOMPARE(d.action, Action::BrokenOverride);
        QVERIFY(!d.allowsEdits());
        QCOMPARE(UnpackDecision::actionFromName(UnpackDecision::actionName(d.action)), Action::BrokenOverride);
    }

    // An OrderedDict has no class of its own to register: every model returning one would match.
    void anOrderedDictIsABareContainer()
    {
        const QJsonObject output = container("mapping", "OrderedDict", {{"logits", tensor({2, 3})}});
        const UnpackDecision d = decide(probed(output, "none", false));
        QCOMPARE(d.action, Action::Override);
        const Result<ForwardFindings> found = ForwardFindings::fromEvents(probed(output, "none", false));
        QVERIFY(found && found->output);
        const UnpackChoice choice = UnpackChoice::propose(d, *found->output);
        QCOMPARE(choice.name(), QStringLiteral("entry:logits"));
        QVERIFY(!UnpackChoice::fromName(QStringLiteral("registry:logits"))->checkAgainst(*found->output));
    }

    // A namedtuple (the probe names its fields): a class of its own, fields read by name.
    void aNamedTupleIsReadByItsFields()
    {
        const QJsonObject output = container("sequence", "Detections", {{"boxes", tensor({2, 4})}, {"scores", tensor({2})}});
        const auto found = ForwardFindings::fromEvents(probed(output, "none", false));
        QVERIFY(found && found->output);
        const UnpackDecision d = UnpackDecision::decide(*found);
        QCOMPARE(d.action, Action::RegistryEntry);
        QCOMPARE(d.attribute, QStringLiteral("boxes"));
        QVERIFY(d.judgementCall);
        QCOMPARE(OverrideWriter::access(*found->output, QStringLiteral("scores")), QStringLiteral("forward_output.scores"));
        QCOMPARE(found->output->label(QStringLiteral("scores")), QStringLiteral("scores"));
        QCOMPARE(found->output->tensors().value(1).first, QStringLiteral("scores"));
        QVERIFY(UnpackChoice::fromName(QStringLiteral("sum"))->checkAgainst(*found->output));  // a tuple is entered
    }

    // extract_tensors_recursive enters no plain object: its entries are summed instead.
    void aPlainObjectIsSummedByItsEntries()
    {
        const QJsonObject heads = container("sequence", "list", {{"0", tensor({2, 4})}, {"1", tensor({2, 2})}});
        const QJsonObject boxes = container("sequence", "list", {{"0", tensor({2, 4})}});
        const QJsonObject output = container("object", "Detections", {{"heads", heads}, {"boxes", boxes}});
        const auto found = ForwardFindings::fromEvents(probed(output, "none", false));
        QVERIFY(found && found->output);
        const UnpackDecision d = UnpackDecision::decide(*found);
        QCOMPARE(d.action, Action::Override);
        QCOMPARE(UnpackChoice::propose(d, *found->output).name(), QStringLiteral("sum:heads,boxes"));
        const auto all = UnpackChoice::fromName(QStringLiteral("sum"));
        QVERIFY(all && !all->checkAgainst(*found->output));
        for (const UnpackChoice& option : UnpackChoice::options(d, *found->output))
            QVERIFY2(option.checkAgainst(*found->output), qPrintable(option.name()));
    }

    // Issue 31: the sum as the skill and the merged PRs write it. Tensors, or one flat
    // tuple/list of them: `sum(t.sum() for t in ...)` with no import; a nested
    // structure through extract_tensors_recursive. Without the user's words the
    // docstring says plainly that which loss it feeds is a guess.
    void aSumIsWrittenAsTheSkillWritesIt()
    {
        const QJsonObject flat = container("sequence", "tuple", {{"0", tensor({2, 4})}, {"1", tensor({2, 2})}});
        const QJsonObject nested = container("mapping", "dict",
                                             {{"logits", flat}, {"aux", container("sequence", "list", {{"0", flat}})}});
        const auto flatOutput = OutputNode::fromJson(flat);
        const auto nestedOutput = OutputNode::fromJson(nested);
        QVERIFY(flatOutput && nestedOutput);
        const UnpackTarget all{UnpackTarget::Kind::SumAll, {}, {}};
        const Result<QByteArray> direct = OverrideWriter::method(*flatOutput, all);
        QVERIFY(direct);
        QVERIFY2(direct->endsWith("        return sum(t.sum() for t in forward_output)\n"), direct->constData());
        QVERIFY(!direct->contains("extract_tensors_recursive"));
        QVERIFY(!OverrideWriter::needsImport(*flatOutput, all));
        QVERIFY2(direct->simplified().contains("is a guess: the model's loss is not known from its output alone; confirm in review."), direct->constData());
        const UnpackTarget logits{UnpackTarget::Kind::SumOf, {QStringLiteral("logits")}, QStringLiteral("the CTC loss reads them.")};
        const Result<QByteArray> entry = OverrideWriter::method(*nestedOutput, logits);
        QVERIFY(entry);
        QVERIFY2(entry->endsWith("        return sum(t.sum() for t in forward_output[\"logits\"])\n"), entry->constData());
        QVERIFY(!entry->contains("guess") && entry->contains("the CTC loss reads them."));
        // One tensor entry summed: a tuple of it, the tensor itself never iterated.
        const QJsonObject withLoss = container("mapping", "Out", {{"loss", tensor({})}, {"logits", tensor({2, 3})}});
        const auto lossOutput = OutputNode::fromJson(withLoss);
        QVERIFY(lossOutput);
        const Result<QByteArray> loss =
            OverrideWriter::method(*lossOutput, {UnpackTarget::Kind::SumOf, {QStringLiteral("loss")}, {}});
        QVERIFY(loss);
        QVERIFY2(loss->endsWith("        return sum(t.sum() for t in (forward_output.loss,))\n"), loss->constData());
        QVERIFY(OverrideWriter::needsImport(*nestedOutput, all));
        QVERIFY(OverrideWriter::method(*nestedOutput, all)->contains("extract_tensors_recursive(forward_output, tensors)"));
    }

    // Each target once (the window's list showed "the sum of all 2 tensors" twice).
    void everyTargetIsOfferedOnce()
    {
        const QJsonObject output = container("sequence", "tuple", {{"0", tensor({2, 4})}, {"1", tensor({2, 2})}});
        const auto found = ForwardFindings::fromEvents(probed(output, "none", false));
        QVERIFY(found && found->output);
        const UnpackDecision d = UnpackDecision::decide(*found);
        QStringList names;
        QStringList labels;
        for (const UnpackChoice& option : UnpackChoice::options(d, *found->output)) {
            names << option.name();
            labels << option.label(*found->output);
        }
        QVERIFY2(names.contains(QStringLiteral("sum")), qPrintable(names.join(u' ')));
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    }

    // Issue 46 §3: ssd300_vgg16's form, (head_outputs, anchors) with the anchors in
    // the forward's dtype but no gradient path. They are no loss's source: the sum is
    // of the heads only, and the reason says what was left out and why.
    void aTensorWithoutAGradientPathIsNoLossTarget()
    {
        const QJsonObject heads = container("mapping", "dict",
                                            {{"bbox_regression", tracked({2, 16, 4}, true)},
                                             {"cls_logits", tracked({2, 16, 6}, true)}});
        const QJsonObject anchors = container("sequence", "list",
                                              {{"0", tracked({16, 4}, false)}, {"1", tracked({16, 4}, false)}});
        const auto found = ForwardFindings::fromEvents(
            probed(container("sequence", "tuple", {{"0", heads}, {"1", anchors}}), "none", false));
        QVERIFY(found && found->output);
        QVERIFY(!found->output->child("1")->hasGradPath() && found->output->hasGradPath());
        const UnpackDecision d = UnpackDecision::decide(*found);
        QCOMPARE(d.action, Action::Override);
        QCOMPARE(d.tensorPaths.size(), 2);  // the two heads; no anchor
        const UnpackChoice proposed = UnpackChoice::propose(d, *found->output);
        QCOMPARE(proposed.name(), QStringLiteral("sum:0"));
        QVERIFY2(proposed.target.why.contains(QLatin1String("[1] (no gradient path: requires_grad=False)")),
                 qPrintable(proposed.target.why));

        // One tracked tensor beside the anchors: no judgement call, that tensor.
        const auto one = ForwardFindings::fromEvents(
            probed(container("sequence", "tuple", {{"0", tracked({2, 6}, true)}, {"1", anchors}}), "none", false));
        QVERIFY(one && one->output);
        const UnpackDecision single = UnpackDecision::decide(*one);
        QVERIFY(!single.judgementCall);
        const UnpackChoice entry = UnpackChoice::propose(single, *one->output);
        QCOMPARE(entry.name(), QStringLiteral("entry:0"));
        QVERIFY2(entry.target.why.startsWith(QLatin1String("the only tensor with a gradient path")),
                 qPrintable(entry.target.why));

        // A model frozen whole says nothing about which tensor is the target.
        const auto frozen = ForwardFindings::fromEvents(probed(
            container("sequence", "tuple", {{"0", tracked({2, 6}, false)}, {"1", tracked({2, 4}, false)}}), "none", false));
        QVERIFY(frozen && frozen->output);
        const UnpackDecision unsure = UnpackDecision::decide(*frozen);
        QCOMPARE(unsure.tensorPaths.size(), 2);
        QVERIFY(unsure.judgementCall);
    }

    // Issue 46 §3: the table of loss-relevant outputs decides a class the first or the
    // conventional tensor gets wrong (DETR's segmentation output has logits, but its
    // loss reads pred_masks); the reason names the loss. A class it does not decide
    // stays a judgement call.
    void theTableDecidesWhichTensorTheLossReads()
    {
        const QJsonObject detr = container("mapping", "DetrSegmentationOutput",
                                           {{"logits", tracked({2, 5, 4}, true)},
                                            {"pred_boxes", tracked({2, 5, 4}, true)},
                                            {"pred_masks", tracked({2, 5, 8, 8}, true)},
                                            {"last_hidden_state", tracked({2, 5, 16}, true)}});
        const auto found = ForwardFindings::fromEvents(probed(detr, "none", false));
        QVERIFY(found && found->output);
        const UnpackDecision d = UnpackDecision::decide(*found);
        QCOMPARE(d.action, Action::RegistryEntry);
        QCOMPARE(d.attribute, QStringLiteral("pred_masks"));
        QVERIFY(!d.judgementCall);
        QVERIFY(d.explanation().contains(QLatin1String("pred_masks")));
        const UnpackChoice proposed = UnpackChoice::propose(d, *found->output);
        QCOMPARE(proposed.name(), QStringLiteral("registry:pred_masks"));
        QVERIFY2(proposed.target.why.contains(QLatin1String("dice")), qPrintable(proposed.target.why));

        const QJsonObject sam = container("mapping", "SamImageSegmentationOutput",
                                          {{"iou_scores", tracked({2, 1, 3}, true)},
                                           {"pred_masks", tracked({2, 1, 3, 8, 8}, true)}});
        const auto samFound = ForwardFindings::fromEvents(probed(sam, "none", false));
        QVERIFY(samFound);
        QCOMPARE(UnpackDecision::decide(*samFound).attribute, QStringLiteral("pred_masks"));

        // Registered wrongly already: an override of the same target, for the same reason.
        auto events = probed(detr, "registry", false);
        events[2].insert("attribute", "logits");
        const auto wrong = ForwardFindings::fromEvents(events);
        QVERIFY(wrong);
        const UnpackDecision rewrite = UnpackDecision::decide(*wrong);
        QCOMPARE(rewrite.action, Action::WrongRegistry);
        QVERIFY(!rewrite.judgementCall);
        QCOMPARE(UnpackChoice::propose(rewrite, *wrong->output).name(), QStringLiteral("entry:pred_masks"));

        const QJsonObject other = container("mapping", "MaskFormerOutput",
                                            {{"logits", tracked({2, 5}, true)}, {"masks", tracked({2, 5, 8}, true)}});
        const auto otherFound = ForwardFindings::fromEvents(probed(other, "none", false));
        QVERIFY(otherFound);
        QVERIFY(UnpackDecision::decide(*otherFound).judgementCall);
    }

    // siglip under return_dict=False: a tuple the probe names by the forward's return
    // annotation (SiglipOutput's fields after loss): the table's target is a position.
    void aTupleStandsForItsAnnotatedClass()
    {
        const QJsonObject towers = container("sequence", "tuple", {{"0", tracked({3, 4}, true)}, {"1", tracked({3, 4}, true)}});
        QJsonObject siglip = container("sequence", "tuple",
                                       {{"0", tracked({2, 3}, true)}, {"1", tracked({3, 2}, true)},
                                        {"2", tracked({3, 4}, true)}, {"3", tracked({2, 4}, true)},
                                        {"4", towers}, {"5", towers}});
        siglip.insert("fields_of", "SiglipOutput");
        siglip.insert("position_names", QJsonArray{"logits_per_image", "logits_per_text", "text_embeds", "image_embeds",
                                                   "text_model_output", "vision_model_output"});
        const auto found = ForwardFindings::fromEvents(probed(siglip, "none", false));
        QVERIFY(found && found->output);
        QCOMPARE(found->output->positionOf(QStringLiteral("logits_per_text")), QStringLiteral("1"));
        const UnpackDecision d = UnpackDecision::decide(*found);
        QVERIFY(!d.judgementCall);
        QCOMPARE(d.tensorPaths, QStringList{QStringLiteral("1")});
        const UnpackChoice proposed = UnpackChoice::propose(d, *found->output);
        QCOMPARE(proposed.name(), QStringLiteral("entry:1"));
        QVERIFY2(proposed.target.why.contains(QLatin1String("[1] is logits_per_text")), qPrintable(proposed.target.why));

        // Names that do not cover every position name none: a judgement call, as before.
        siglip.insert("position_names", QJsonArray{"logits_per_image", "logits_per_text"});
        const auto partial = ForwardFindings::fromEvents(probed(siglip, "none", false));
        QVERIFY(partial && partial->output);
        QVERIFY(partial->output->fieldsOf.isEmpty());
        QVERIFY(UnpackDecision::decide(*partial).judgementCall);
    }

    void aTensorOutputIsStale()
    {
        auto events = probed(tensor({2, 3}), "tensor", true);
        QCOMPARE(decide(events).action, Action::Stale);
    }

    void malformedEventsAreErrors()
    {
        QVERIFY(!ForwardFindings::fromEvents({{{"event", "output_tree"}, {"tree", QJsonObject{{"kind", "blob"}}}}}));
        QVERIFY(!ForwardFindings::fromEvents({{{"event", "unpack_handler"}, {"kind", "magic"}}}));
        // Unknown events are ignored; a missing tree is simply not there.
        const auto found = ForwardFindings::fromEvents({{{"event", "something_new"}}, {{"event", "done"}}});
        QVERIFY(found && found->done && !found->output);
    }

    void treePathsAndHeadlines()
    {
        const QJsonObject inner = container("object", "Box", {{"xy", tensor({2, 2})}});
        const QJsonObject output = container(
            "mapping", "dict", {{"boxes", container("sequence", "list", {{"0", inner}})}, {"score", tensor({2})}});
        const Result<OutputNode> node = OutputNode::fromJson(output);
        QVERIFY(node);
        QVERIFY(node->isBareContainer());
        QCOMPARE(node->headline(), QStringLiteral("dict of 2"));
        QStringList paths;
        for (const auto& [path, tensorNode] : node->tensors())
            paths << path + u' ' + tensorNode->headline();
        QCOMPARE(paths, (QStringList{"boxes[0].xy Tensor (2, 2) torch.bfloat16", "score Tensor (2,) torch.bfloat16"}));
        QVERIFY(node->child(QStringLiteral("score")));
        QVERIFY(!node->child(QStringLiteral("nope")));
    }
};

QTEST_GUILESS_MAIN(TestUnpackDecision)
#include "tst_unpackdecision.moc"
