#include "families/unpack/probe/forwardfindings.h"

#include "core/pythonshape.h"
#include "families/unpack/probe/forwardprobe.h"

#include "run/probefields.h"

#include <QCoreApplication>

#include <limits>

using namespace Qt::StringLiterals;

namespace dtriage {
namespace {

ForwardFindings::Phase phaseOf(ProbeFields& event)
{
    ForwardFindings::Phase phase;
    phase.ran = true;
    phase.ok = event.flag("ok");
    phase.stage = event.stage("stage");
    phase.errorType = event.text("error_type");
    phase.message = event.text("message");
    return phase;
}

const QHash<QString, UnpackHandler::Kind>& handlerKinds()
{
    static const QHash<QString, UnpackHandler::Kind> kinds{
        {QStringLiteral("none"), UnpackHandler::Kind::None},
        {QStringLiteral("tensor"), UnpackHandler::Kind::Tensor},
        {QStringLiteral("override"), UnpackHandler::Kind::Override},
        {QStringLiteral("registry"), UnpackHandler::Kind::Registry},
    };
    return kinds;
}

std::optional<OutputNode> nodeOf(ProbeFields& event, const char* field)
{
    const QJsonObject json = event.objectField(field);
    if (json.isEmpty())
        return std::nullopt;
    ProbeFields node(json, event, QLatin1String(field));
    return OutputNode::read(node);
}

UnpackHandler handlerOf(ProbeFields& event)
{
    UnpackHandler handler;
    handler.kind = handlerKinds().value(event.oneOf("kind", {"none"_L1, "tensor"_L1, "override"_L1, "registry"_L1}));
    if (!event.has("kind"))
        event.refuse(QStringLiteral("kind"), QCoreApplication::translate("ForwardFindings", "no handler kind"));
    handler.className = event.identifier("class");
    handler.attribute = event.identifier("attribute");
    handler.file = event.text("file");
    handler.line = int(event.integer("line", 0, std::numeric_limits<int>::max()));
    handler.registryAvailable = event.flag("registry_available");
    handler.attributeValue = nodeOf(event, "attribute_value");
    return handler;
}

ForwardFindings::Unpacked unpackedOf(ProbeFields& event)
{
    ForwardFindings::Unpacked unpacked;
    unpacked.ok = event.flag("ok");
    unpacked.errorType = event.text("error_type");
    unpacked.message = event.text("message");
    unpacked.returned = nodeOf(event, "returned");
    return unpacked;
}

}  // namespace

QString ForwardFindings::Phase::errorLine() const { return ok ? QString() : ProbeFindings::errorLine(errorType, message); }

QString ForwardFindings::Unpacked::errorLine() const
{
    return errorType.isEmpty() ? QString() : ProbeFindings::errorLine(errorType, message);
}

Result<ForwardFindings> ForwardFindings::fromEvents(const QList<QJsonObject>& events)
{
    ForwardFindings found;
    const Result<void> read = ProbeFindings::read(found, events, ForwardProbe::instance(), [&found](ProbeFields& event) {
        const QString& name = event.eventName();
        if (name == QLatin1String("phase_result")) {
            const bool float32 = event.oneOf("phase", {"BFLOAT16"_L1, "FLOAT32"_L1}) == QLatin1String("FLOAT32");
            (float32 ? found.float32 : found.bfloat16) = phaseOf(event);
        } else if (name == QLatin1String("output_tree")) {
            found.output = nodeOf(event, "tree");
        } else if (name == QLatin1String("unpack_handler")) {
            found.handler = handlerOf(event);
        } else if (name == QLatin1String("unpack_result")) {
            found.unpacked = unpackedOf(event);
        }
    });
    if (!read)
        return std::unexpected(read.error());
    return found;
}

// ---------------------------------------------------------------- the runner's step

bool ForwardFindings::passes() const
{
    return bfloat16.ok && unpacked && unpacked->ok;
}

QString ForwardFindings::error() const
{
    if (bfloat16.ran && !bfloat16.ok)
        return bfloat16.errorLine();
    return unpacked ? unpacked->errorLine() : QString();
}

TriageRecord::CpuRun ForwardFindings::cpuRun() const
{
    TriageRecord::CpuRun run;
    TriageRecord::CpuPhase bf16;
    bf16.name = TriageRecord::CpuRun::kBf16Phase.toString();
    if (bfloat16.ran) {
        bf16.result = passes() ? TriageRecord::CpuPhase::Result::Ok : TriageRecord::CpuPhase::Result::Failed;
        bf16.errorLine = error();
    }
    if (output)
        for (const auto& [path, node] : output->tensors())
            bf16.dump << TriageRecord::DumpedValue{path.isEmpty() ? QStringLiteral("<single>") : path, node->dtype,
                                                   pythonShape(node->shape)};
    run.phases << bf16;
    if (float32.ran) {
        TriageRecord::CpuPhase fp32;
        fp32.name = TriageRecord::CpuRun::kFp32Phase.toString();
        fp32.result = float32.ok ? TriageRecord::CpuPhase::Result::Ok : TriageRecord::CpuPhase::Result::Failed;
        fp32.errorLine = float32.errorLine();
        run.phases << fp32;
    }
    return run;
}

}  // namespace dtriage
