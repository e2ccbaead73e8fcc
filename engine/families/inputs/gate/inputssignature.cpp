#include "families/inputs/gate/inputssignature.h"

#include "yamlplan/reasontext.h"

#include <QList>
#include <QRegularExpression>

namespace dtriage {
namespace {

struct Form {
    const char* flavor;
    const char* marker;     // what the reason or error contains
    const char* canonical;  // the skill's reason, verbatim ("%1": the observed size)
};

const QList<Form>& forms()
{
    static const QList<Form> list{
        {"decoder_inputs", "decoder_input_ids or decoder_inputs_embeds",
         "ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds."},
        {"missing_targets", "targets should not be none when in training mode",
         "AssertionError: targets should not be none when in training mode"},
        {"missing_targets", "Model expects targets to be passed while in training mode",
         "Model expects targets to be passed while in training mode"},
        {"missing_targets", "'NoneType' object has no attribute 'max'",
         "AttributeError: 'NoneType' object has no attribute 'max'"},
        {"bn_single_value", "Expected more than 1 value per channel when training",
         "ValueError: Expected more than 1 value per channel when training, got input size %1"},
    };
    return list;
}

const Form* formOf(const QString& text)
{
    for (const Form& form : forms())
        if (text.contains(QLatin1String(form.marker), Qt::CaseInsensitive))
            return &form;
    return nullptr;
}

}  // namespace

Result<QString> InputsSignature::gate(const QString& reason)
{
    if (const Form* form = formOf(reason))
        return QString::fromLatin1(form->flavor);
    const QString shown = reason.trimmed().isEmpty() ? tr("(no reason given)") : reason.trimmed();
    return fail(tr("not a missing-input training failure; the reason here is: %1").arg(shown));
}

QString InputsSignature::observedSize(const QString& text)
{
    static const QRegularExpression size(QStringLiteral(R"(torch\.Size\(\[[0-9, ]*\]\))"));
    const QRegularExpressionMatch match = size.match(text);
    return match.hasMatch() ? match.captured(0) : QString();
}

bool InputsSignature::matches(const QString& text) const { return formOf(text) != nullptr; }

QString InputsSignature::canonicalReason(const QString& text) const
{
    const Form* form = formOf(text);
    if (!form)
        return ReasonText::oneLine(text);
    QString canonical = QString::fromLatin1(form->canonical);
    if (canonical.contains(QLatin1String("%1"))) {
        const QString size = observedSize(text);
        canonical = canonical.arg(size.isEmpty() ? QStringLiteral("torch.Size([...])") : size);
    }
    return ReasonText::verbatim(canonical);
}

QString InputsSignature::stillFailsReview() const
{
    return tr("pytest still shows the missing input although the fix works on CPU (the runner re-creates the "
              "inputs, or a buffer is built inside the model off the CPU): the fix was reverted; review.");
}

}  // namespace dtriage
